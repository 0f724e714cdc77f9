/**
 * Cache policies for server-rendered pages (architecture.md section 4).
 * Catalogue pages may be shared by the CDN for the spec's 5 minutes and
 * served stale while revalidating; anything personal is never cached.
 */
export const CATALOG_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400';
export const PRIVATE_NO_STORE = 'private, no-store';

export function cacheCatalogPage(headers: Headers): void {
  headers.set('Cache-Control', CATALOG_CACHE_CONTROL);
}

export function neverCache(headers: Headers): void {
  headers.set('Cache-Control', PRIVATE_NO_STORE);
}

/**
 * Status and cache policy of a catalogue page from what its load found: a
 * failure answers 500 and a missing item 404, neither cached; what was found
 * is shared like any catalogue page.
 */
export function settleCatalogPage(response: ResponseInit & { headers: Headers }, outcome: { failed: boolean; found: boolean }): void {
  if (outcome.failed) response.status = 500;
  else if (!outcome.found) response.status = 404;
  if (outcome.failed || !outcome.found) neverCache(response.headers);
  else cacheCatalogPage(response.headers);
}
