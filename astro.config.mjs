// @ts-check
import { defineConfig, envField, passthroughImageService } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import vercel from '@astrojs/vercel';
import { cacheVercel } from '@astrojs/vercel/cache';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { localDefaults } from './local/defaults.js';
import { shopServing } from './integrations/shop-serving.mjs';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './supabase/functions/_shared/languages.ts';
import { islandChunks } from './integrations/island-chunks.mjs';
import { inlineScripts } from './integrations/inline-scripts.mjs';

/**
 * Every external base URL and public key defaults to the embedded backend
 * (`local/`, see local/README.md), on the port `LOCAL_PORT` names, and the
 * shop's own address to the port `PORT` names, both read from the
 * environment or `.env` as astro:env reads them. Setting the live values
 * switches to the real services with no code change.
 * Secrets are `access: 'secret'`: read at run time on the server only.
 */
const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const local = localDefaults(env);

/** @param {string} value */
const publicUrl = (value) => envField.string({ context: 'client', access: 'public', url: true, default: value });
/** @param {string} value */
const publicKey = (value) => envField.string({ context: 'client', access: 'public', default: value });
const secret = () => envField.string({ context: 'server', access: 'secret', optional: true });

const onVercel = Boolean(process.env.VERCEL);

export default defineConfig({
  site: env.SITE_URL || local.siteUrl,
  output: 'server',
  // Tests build into their own folder so a developer's `dist/` is left alone.
  outDir: process.env.SHOP_OUT_DIR ?? './dist',
  // `server/start.mjs` serves the Node build: compression and security headers in front of Astro's handler.
  adapter: onVercel ? vercel({ isr: false }) : node({ mode: 'middleware' }),
  // Astro's route cache keeps the catalogue pages (src/middleware.ts): on Vercel its CDN, by tag; on
  // Node the shop's own provider, bounded in bytes, one render per page at a time (decision 0085).
  cache: {
    provider: onVercel ? cacheVercel() : { name: 'shop-memory', entrypoint: './server/route-cache/provider.mjs' },
  },
  integrations: [
    react(),
    islandChunks(),
    shopServing({
      origins: {
        commerceApi: env.SURECART_API_URL || local.surecartApiUrl,
        shopHost: env.SHOP_HOST_URL || local.shopHostUrl,
        supabase: env.SUPABASE_URL || local.supabaseUrl,
        recaptchaScript: env.RECAPTCHA_SCRIPT_URL || local.recaptchaScriptUrl,
      },
    }),
  ],
  // Images come from the media host as they are: no resizing service, and `/_image` answers 404.
  image: {
    service: passthroughImageService(),
    endpoint: { route: '/_image', entrypoint: './server/no-image-endpoint.ts' },
  },
  // English keeps its addresses; French pages live under /fr/ (src/pages/fr/ renders the same pages in French).
  i18n: { locales: LANGUAGE_CODES, defaultLocale: DEFAULT_LANGUAGE.code, routing: { prefixDefaultLocale: false } },
  // No link asks to be prefetched; off, so no page loads the prefetch script.
  prefetch: false,
  // The dev server stays on its port or stops: on another one the hosted
  // checkout would send shoppers back to whatever else answers on SITE_URL.
  server: { port: local.sitePort },
  vite: {
    plugins: [tailwindcss(), inlineScripts()],
    server: { strictPort: true },
  },
  env: {
    schema: {
      SITE_URL: publicUrl(local.siteUrl),
      SURECART_API_URL: publicUrl(local.surecartApiUrl),
      SURECART_PUBLIC_TOKEN: publicKey(local.surecartPublicToken),
      SHOP_HOST_URL: publicUrl(local.shopHostUrl),
      SUPABASE_URL: publicUrl(local.supabaseUrl),
      SUPABASE_ANON_KEY: publicKey(local.supabaseAnonKey),
      RECAPTCHA_SITE_KEY: publicKey(local.recaptchaSiteKey),
      RECAPTCHA_SCRIPT_URL: publicUrl(local.recaptchaScriptUrl),
      SUPABASE_SERVICE_ROLE_KEY: secret(),
      SURECART_SECRET_KEY: secret(),
      SURECART_WEBHOOK_SECRET: secret(),
      RECAPTCHA_SECRET_KEY: secret(),
      WORDPRESS_MEDIA_AUTH: secret(),
      // Lifetime of the server's in-memory catalogue cache; 0 turns it off (benchmarks compare both).
      // Not a secret, but 'secret' is how astro:env reads a value at run time instead of inlining it at build.
      CATALOG_CACHE_TTL_MS: envField.number({
        context: 'server',
        access: 'secret',
        default: 5 * 60 * 1000,
        int: true,
        min: 0,
      }),
    },
  },
});
