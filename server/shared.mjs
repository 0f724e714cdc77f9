// @ts-check
/** What the build step and the Node server agree on. */

/** Where the build leaves the security headers for the Node server, inside its `server/` folder. */
export const HEADERS_FILE = 'security-headers.json';
/** Built assets have hashed names: a new build gives new names, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page for an unknown address is the same for everyone: kept a minute, like a public page. */
export const NOT_FOUND_CACHE = 'public, max-age=60';
/** What every address of the shop answers: pages and endpoints are only read; writes go to the commerce platform and Supabase. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'OPTIONS'];
