// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import vercel from '@astrojs/vercel';
import tailwindcss from '@tailwindcss/vite';
import { LOCAL_DEFAULTS } from './local/defaults.js';

/**
 * Every external base URL and public key defaults to the embedded backend
 * (`local/`, see local/README.md). Setting the live values in the
 * environment switches to the real services with no code change.
 * Secrets are `access: 'secret'`: read at run time on the server only.
 */
/** @param {string} value */
const publicUrl = (value) => envField.string({ context: 'client', access: 'public', url: true, default: value });
/** @param {string} value */
const publicKey = (value) => envField.string({ context: 'client', access: 'public', default: value });
const secret = () => envField.string({ context: 'server', access: 'secret', optional: true });

const onVercel = Boolean(process.env.VERCEL);

export default defineConfig({
  site: process.env.SITE_URL ?? LOCAL_DEFAULTS.siteUrl,
  output: 'server',
  // Tests build into their own folder so a developer's `dist/` is left alone.
  outDir: process.env.SHOP_OUT_DIR ?? './dist',
  adapter: onVercel ? vercel({ isr: false }) : node({ mode: 'standalone' }),
  integrations: [react()],
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  vite: {
    plugins: [tailwindcss()],
  },
  env: {
    schema: {
      SITE_URL: publicUrl(LOCAL_DEFAULTS.siteUrl),
      SURECART_API_URL: publicUrl(LOCAL_DEFAULTS.surecartApiUrl),
      SURECART_PUBLIC_TOKEN: publicKey(LOCAL_DEFAULTS.surecartPublicToken),
      SHOP_HOST_URL: publicUrl(LOCAL_DEFAULTS.shopHostUrl),
      SUPABASE_URL: publicUrl(LOCAL_DEFAULTS.supabaseUrl),
      SUPABASE_ANON_KEY: publicKey(LOCAL_DEFAULTS.supabaseAnonKey),
      RECAPTCHA_SITE_KEY: publicKey(LOCAL_DEFAULTS.recaptchaSiteKey),
      RECAPTCHA_SCRIPT_URL: publicUrl(LOCAL_DEFAULTS.recaptchaScriptUrl),
      SUPABASE_SERVICE_ROLE_KEY: secret(),
      SURECART_SECRET_KEY: secret(),
      RECAPTCHA_SECRET_KEY: secret(),
      WORDPRESS_MEDIA_AUTH: secret(),
      // Lifetime of the server's in-memory catalogue cache; 0 turns it off (benchmarks compare both).
      // Not a secret, but 'secret' is how astro:env reads a value at run time instead of inlining it at build.
      CATALOG_CACHE_TTL_MS: envField.number({ context: 'server', access: 'secret', default: 5 * 60 * 1000, int: true, min: 0 }),
    },
  },
});
