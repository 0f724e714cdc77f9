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
import { searchWords, startsEveryWord } from '../../../common/search-words.ts';
import { catalogText } from '~/i18n/catalog-text.ts';
import type { Locale } from '~/i18n/locales.ts';
import { oncePerObject } from '~/lib/once-per-object.ts';
import { listAllProducts, listProducts, type Product, type ProductListRequest } from '~/lib/surecart/index.ts';
import { CATALOG_MAX_PAGES } from '~/lib/surecart/whole-catalogue.ts';

/**
 * The index covers at most this many pages of 100 products (2,000 products): one bounded read each 5 minutes,
 * the same the collections' counts are made from.
 */
export const INDEX_MAX_PAGES = CATALOG_MAX_PAGES;
/** At most this many products a French search asks for by id (French matches first), so its request stays short. */
export const MAX_MATCHED_IDS = 100;

export interface IndexedProduct {
  id: string;
  words: string[];
}

/** Each product's words: its French name and its collections' French names. */
export function buildFrenchIndex(products: Product[]): IndexedProduct[] {
  return products.map((product) => ({
    id: product.id,
    words: searchWords([product, ...product.collections].map((item) => catalogText(item, 'fr-CA').name).join(' ')),
  }));
}

// The catalogue read is cached; its index is built once per read.
const indexOf = oncePerObject(buildFrenchIndex);

/** The French index of the cached catalogue, shared by every request for the catalogue's freshness. */
export async function frenchIndex(): Promise<IndexedProduct[]> {
  return indexOf(await listAllProducts(INDEX_MAX_PAGES));
}

/** Products whose French words start with every word of the query (search as you type), in index order. */
export function frenchMatches(index: IndexedProduct[], query: string): string[] {
  const wanted = searchWords(query);
  // Unlike the platform's search, which lists everything for a query without words, no word is no French match.
  if (wanted.length === 0) return [];
  return index.filter(({ words }) => startsEveryWord(words, wanted)).map(({ id }) => id);
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
