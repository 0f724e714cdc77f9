/**
 * Where the shop's services live. Values come from the `astro:env` schema
 * (astro.config.mjs): by default the embedded backend, `local/`.
 */
import {
  RECAPTCHA_SCRIPT_URL,
  RECAPTCHA_SITE_KEY,
  SHOP_HOST_URL,
  SITE_URL,
  SUPABASE_ANON_KEY,
  SUPABASE_URL,
  SURECART_API_URL,
  SURECART_PUBLIC_TOKEN,
} from 'astro:env/client';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const siteUrl = trimSlash(SITE_URL);
/** The commerce platform's public API (catalogue). */
export const commerceApiUrl = trimSlash(SURECART_API_URL);
export const commercePublicToken = SURECART_PUBLIC_TOKEN;
/** The WordPress shop host (SureCart's plugin): its checkout proxy, its media, its return route after paying. */
export const shopHostUrl = trimSlash(SHOP_HOST_URL);
/** The shop host's checkout endpoints (create, update and read a checkout). */
export const checkoutApiUrl = `${shopHostUrl}/wp-json/surecart/v1`;
/** The shop host's WordPress media API. */
export const mediaApiUrl = `${shopHostUrl}/wp-json/wp/v2/media`;
/** The Supabase project (database through PostgREST, functions) and its public anonymous key. */
export const supabaseUrl = trimSlash(SUPABASE_URL);
export const supabaseAnonKey = SUPABASE_ANON_KEY;
/** reCAPTCHA v3: the site key and the script that provides `grecaptcha`. */
export const recaptchaSiteKey = RECAPTCHA_SITE_KEY;
export const recaptchaScriptUrl = RECAPTCHA_SCRIPT_URL;
