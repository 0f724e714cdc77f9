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
