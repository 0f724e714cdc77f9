// @ts-check
/** What the build step and the Node server agree on (what the shop's pages share with them is in supabase/functions/_shared/shop-http.mjs). */

/** Where the build leaves the security headers for the Node server, inside its `server/` folder. */
export const HEADERS_FILE = 'security-headers.json';
/** Built assets have hashed names: a new build gives new names, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
