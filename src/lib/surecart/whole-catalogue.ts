/**
 * The bounds of the whole-catalogue read (./catalog.ts): pages of CATALOG_PAGE_SIZE products, at most
 * CATALOG_MAX_PAGES of them (2,000 products), read at most once every 5 minutes and shared by the
 * collections' counts and the French search index. Apart from ./catalog.ts, so code that names the
 * bound does not load the server's configuration with it.
 */
export const CATALOG_PAGE_SIZE = 100;
export const CATALOG_MAX_PAGES = 20;
