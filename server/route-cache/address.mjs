// @ts-check
/**
 * One address per page, for the route cache (decision 0085): the spellings a
 * browser or a crawler may use for the same page (`/product//x`,
 * `/./product/x`, `/product/%67lacier`, a trailing slash, parameters in
 * another order, parameters the page never reads) come down to one. The Node
 * server renders every cacheable page from this address, and the cache keys
 * its entries by it, so what is stored is what the address names and never
 * echoes a parameter another visitor added.
 */

/** The query parameters each cached page reads; any other is dropped from its address. */
const LISTING = ['category', 'featured', 'sort', 'query', 'page'];
/** @type {Record<string, readonly string[]>} path (without its language prefix, `*` for one segment) → parameters */
export const READ_PARAMS = {
  '/': [],
  '/shop': [...LISTING, 'q'],
  '/search': LISTING,
  '/collections': [],
  '/collection/*': LISTING,
  '/compare': ['products', 'size'],
  '/product/*': ['price', 'variant'],
  '/api/products': [...LISTING, 'lang'],
  '/api/search-suggestions': ['query', 'lang'],
  '/sitemap.xml': [],
};

/** A language prefix (`/fr`): no other first segment of the shop has two letters. */
const LANGUAGE_PREFIX = /^\/[a-z]{2}(?=\/|$)/;
/** Percent-escapes of the characters that need none (RFC 3986 "unreserved"): `%67` is `g`. */
const ESCAPED_UNRESERVED = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/**
 * The path as one spelling: dot segments resolved (the URL parser has done
 * that), runs of slashes as one, unreserved characters unescaped, other
 * escapes in upper case, no trailing slash but the root's.
 * @param {string} pathname
 */
export function canonicalPath(pathname) {
  const path = pathname
    .replace(/\/{2,}/g, '/')
    .replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
    .replace(ESCAPED_UNRESERVED, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The parameters a path's page reads, or null for a page the table does not
 * name (its query is kept whole).
 * @param {string} path canonical
 */
export function readParams(path) {
  const bare = path.replace(LANGUAGE_PREFIX, '') || '/';
  for (const [pattern, names] of Object.entries(READ_PARAMS)) {
    if (pattern === bare) return names;
    if (
      pattern.endsWith('/*') &&
      bare.startsWith(pattern.slice(0, -1)) &&
      !bare.slice(pattern.length - 1).includes('/')
    )
      return names;
  }
  return null;
}

/**
 * The page's one address: canonical path, and the parameters it reads, in
 * name order (a parameter given twice keeps its values in their order).
 * @param {URL} url
 * @returns {string} path and query
 */
export function canonicalAddress(url) {
  const path = canonicalPath(url.pathname);
  const names = readParams(path);
  const params = new URLSearchParams(url.search);
  if (names) for (const name of [...new Set(params.keys())]) if (!names.includes(name)) params.delete(name);
  params.sort();
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The address a raw request target names (`req.url`), or null when it is
 * not one (`*`, an absolute form the shop does not serve, or unparsable).
 * @param {string} target
 */
export function canonicalTarget(target) {
  if (!target.startsWith('/')) return null;
  try {
    return canonicalAddress(new URL(target.replace(/^\/+/, '/'), 'http://shop.invalid'));
  } catch {
    return null;
  }
}
