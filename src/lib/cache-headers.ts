/**
 * Cache policies for server-rendered pages. Catalogue pages may be shared by
 * the CDN for 5 minutes (the catalogue's freshness) and served stale while
 * revalidating; anything personal, failed or partial is never cached. The
 * same lifetimes go to Astro's route cache (src/middleware.ts).
 */
/** The catalogue's lifetimes, in seconds: fresh for 5 minutes, then served stale for a day while refreshed. */
export const CATALOG_CACHE = { maxAge: 300, swr: 86_400 } as const;
export const CATALOG_CACHE_CONTROL = `public, s-maxage=${CATALOG_CACHE.maxAge}, stale-while-revalidate=${CATALOG_CACHE.swr}`;
export const PRIVATE_NO_STORE = 'private, no-store';

export function cacheCatalogPage(headers: Headers): void {
  headers.set('Cache-Control', CATALOG_CACHE_CONTROL);
}

export function neverCache(headers: Headers): void {
  headers.set('Cache-Control', PRIVATE_NO_STORE);
}

/**
 * What a catalogue page's load found: everything; its content with a part
 * that failed and shows empty; nothing at its address; or a failure.
 */
export type CatalogOutcome = 'complete' | 'incomplete' | 'missing' | 'failed';

/**
 * Status and cache policy of a catalogue page from what its load found: a
 * failure answers 500 and a missing item 404; only a complete page is shared
 * like any catalogue page, so a passing failure is not kept for 5 minutes.
 */
export function settleCatalogPage(response: ResponseInit & { headers: Headers }, outcome: CatalogOutcome): void {
  if (outcome === 'failed') response.status = 500;
  else if (outcome === 'missing') response.status = 404;
  if (outcome === 'complete') cacheCatalogPage(response.headers);
  else neverCache(response.headers);
}
