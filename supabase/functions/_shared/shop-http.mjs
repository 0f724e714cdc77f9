// @ts-check
/**
 * What the shop's pages and the Node server in front of them agree on about
 * HTTP. Plain JavaScript, so the Node server (`server/`) runs it as it is,
 * without a build step; the shop imports it as `~shared/shop-http.mjs`.
 */

/** The page for an unknown address is the same for everyone: kept a minute, like a public page. */
export const NOT_FOUND_CACHE = 'public, max-age=60';
/** What every address of the shop answers: pages and endpoints are only read; writes go to the commerce platform and Supabase. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'OPTIONS'];
/** The one address that takes a POST: the commerce platform's product and price events, which refresh cached pages. */
export const EVENTS_PATH = '/api/surecart-events';
/**
 * Where the words that modules loaded on demand fetch are built (one JSON file
 * per language and group, `/words/<locale>/<version>/<group>.json`): the
 * version is a hash of the words, so a file under it never changes.
 */
export const WORDS_PATH = '/words/';
