/**
 * Search on French pages. The commerce platform searches its own (English)
 * names only, so a French query such as « casque » would find nothing there.
 * The server keeps a small index of every product's French name and French
 * collection names, built from the catalogue it already reads and cached for
 * the catalogue's 5 minutes; a query whose words all start words of that
 * index becomes a request for those products by id, merged with what the
 * platform's own search finds, so model names and English words still match.
 * The platform then filters, sorts and pages the merged ids as usual.
 */
import { catalogText } from '~/i18n/catalog-text.ts';
import type { Locale } from '~/i18n/locales.ts';
import { listProducts, type ProductListRequest } from '~/lib/surecart/index.ts';
import { cached } from '~/lib/server-cache.ts';

/** The index reads the catalogue 100 products a request, and at most this many requests (2,000 products). */
export const INDEX_PAGE_SIZE = 100;
export const INDEX_MAX_PAGES = 20;
/** At most this many products a French search asks for by id (French matches first), so its request stays short. */
export const MAX_MATCHED_IDS = 100;

export interface IndexedProduct {
  id: string;
  words: string[];
}

/** Lower-case words without accents: « Vélo » and "velo" are the same word. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

async function buildIndex(): Promise<IndexedProduct[]> {
  const index: IndexedProduct[] = [];
  for (let page = 1; page <= INDEX_MAX_PAGES; page++) {
    const { products, count } = await listProducts({
      limit: INDEX_PAGE_SIZE,
      page,
      sort: 'created_at:desc',
      expand: ['product_collections'],
    });
    for (const product of products) {
      const names = [product, ...product.collections].map((item) => catalogText(item, 'fr-CA').name);
      index.push({ id: product.id, words: searchWords(names.join(' ')) });
    }
    if (products.length < INDEX_PAGE_SIZE || page * INDEX_PAGE_SIZE >= count) break;
  }
  return index;
}

/** The French index, shared by every request for the catalogue's freshness. */
export function frenchIndex(): Promise<IndexedProduct[]> {
  return cached('french-search-index', buildIndex);
}

/** Products whose French words start with every word of the query (search as you type), in index order. */
export function frenchMatches(index: IndexedProduct[], query: string): string[] {
  const wanted = searchWords(query);
  if (wanted.length === 0) return [];
  return index.filter(({ words }) => wanted.every((q) => words.some((w) => w.startsWith(q)))).map(({ id }) => id);
}

/**
 * The catalogue request for a search in a language. English, no query, or a
 * query no French name matches: the request as it is (the platform's search).
 * Otherwise the French matches and the platform's own matches, by id.
 */
export async function searchRequest(request: ProductListRequest, locale: Locale): Promise<ProductListRequest> {
  const query = request.query?.trim();
  if (locale !== 'fr-CA' || !query) return request;
  const french = frenchMatches(await frenchIndex(), query);
  if (french.length === 0) return request;
  const platform = await listProducts({ query, limit: MAX_MATCHED_IDS, page: 1, expand: [] });
  const ids = [...new Set([...french, ...platform.products.map((p) => p.id)])].slice(0, MAX_MATCHED_IDS);
  return { ...request, query: undefined, ids };
}
