/**
 * Where the shop's services live. Values come from the `astro:env` schema
 * (astro.config.mjs): by default the embedded backend, `local/`.
 */
import {
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
/** The shop host's checkout endpoints (create, update and read a checkout). */
export const checkoutApiUrl = `${trimSlash(SHOP_HOST_URL)}/wp-json/surecart/v1`;
/** The shop host's WordPress media API. */
export const mediaApiUrl = `${trimSlash(SHOP_HOST_URL)}/wp-json/wp/v2/media`;
/** The backend project (accounts, profiles, forms): its URL and public anonymous key. */
export const supabaseUrl = trimSlash(SUPABASE_URL);
export const supabaseAnonKey = SUPABASE_ANON_KEY;
