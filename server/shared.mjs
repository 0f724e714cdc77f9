// @ts-check
import { WORDS_PATH } from '../supabase/functions/_shared/shop-http.mjs';
/** What the build step and the Node server agree on (what the shop's pages share with them is in supabase/functions/_shared/shop-http.mjs). */

/** Where the build leaves the security headers for the Node server, inside its `server/` folder. */
export const HEADERS_FILE = 'security-headers.json';
/** Built assets have hashed names: a new build gives new names, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where the built files whose address changes with their contents are: Vite's hashed assets, and the versioned words. */
export const VERSIONED_PATHS = ['/_astro/', WORDS_PATH];
