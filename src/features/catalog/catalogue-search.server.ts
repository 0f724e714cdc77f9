/**
 * The shop's side of a catalogue search, for the listing and the header's
 * suggestions. The commerce platform searches its own (English) names for
 * the text it is given, and knows neither French names nor the words riders
 * use ("mtb", « VTT »). So the server keeps a small index per language of
 * every product's name and collection names in that language, built from
 * the catalogue it already reads and cached for the catalogue's 5 minutes:
 *
 * - a query with rider words (./search-synonyms.ts) is matched against the
 *   index of the page's language alone, each rider word by the catalogue
 *   words it stands for; the platform's own search is left out, because it
 *   reads "e-bike" as any word starting with "e" next to "bike";
 * - any other French query whose words all start words of the French index
 *   also gets those products, merged with what the platform's own search
 *   finds, so model names and English words still match;
 * - any other English query is the platform's search, as it is.
 *
 * Matches become a request for those products by id, which the platform
 * then filters, sorts and pages as usual.
 */
import { searchWords, startsEveryWord } from '~shared/search-words.ts';
import { catalogText } from '~/i18n/catalog-text.ts';
import type { Locale } from '~/i18n/locales.ts';
import { oncePerObject } from '~/lib/once-per-object.ts';
import { listAllProducts, listProducts, type Product, type ProductListRequest } from '~/lib/surecart/index.ts';
import { CATALOG_MAX_PAGES } from '~/lib/surecart/whole-catalogue.ts';
import { matchesEveryPart, readQuery } from './search-synonyms.ts';

/**
 * The index covers at most this many pages of 100 products (2,000 products): one bounded read each 5 minutes,
 * the same the collections' counts are made from.
 */
export const INDEX_MAX_PAGES = CATALOG_MAX_PAGES;
/** At most this many products a search asks for by id (the index's matches first), so its request stays short. */
export const MAX_MATCHED_IDS = 100;

export interface IndexedProduct {
  id: string;
  words: string[];
}

/** Each product's words in a language: its name and its collections' names. */
export function buildIndex(products: Product[], locale: Locale): IndexedProduct[] {
  return products.map((product) => ({
    id: product.id,
    words: searchWords([product, ...product.collections].map((item) => catalogText(item, locale).name).join(' ')),
  }));
}

// The catalogue read is cached; each language's index is built once per read.
const indexes = {
  'en-CA': oncePerObject((products: Product[]) => buildIndex(products, 'en-CA')),
  'fr-CA': oncePerObject((products: Product[]) => buildIndex(products, 'fr-CA')),
} satisfies Record<Locale, (products: Product[]) => IndexedProduct[]>;

/** A language's index of the cached catalogue, shared by every request for the catalogue's freshness. */
export async function catalogueIndex(locale: Locale): Promise<IndexedProduct[]> {
  return indexes[locale](await listAllProducts(INDEX_MAX_PAGES));
}

/** Products whose words start with every word of the query (search as you type), in index order. */
export function indexMatches(index: IndexedProduct[], query: string): string[] {
  const wanted = searchWords(query);
  // Unlike the platform's search, which lists everything for a query without words, no word is no match.
  if (wanted.length === 0) return [];
  return index.filter(({ words }) => startsEveryWord(words, wanted)).map(({ id }) => id);
}

/** Products matching every part of a query read with the language's rider words, in index order. */
export function riderWordMatches(index: IndexedProduct[], query: string, locale: Locale): string[] {
  const { parts } = readQuery(query, locale);
  return index.filter(({ words }) => matchesEveryPart(words, parts)).map(({ id }) => id);
}

/** A request for the matched products by id instead of by text (at most 100 of them, in the order given). */
function byIds(request: ProductListRequest, ids: string[]): ProductListRequest {
  return { ...request, query: undefined, ids: ids.slice(0, MAX_MATCHED_IDS) };
}

/**
 * The catalogue request for a search in a language (see the top of this
 * file): the request as it is when the shop's index adds nothing, else a
 * request by id.
 */
export async function searchRequest(request: ProductListRequest, locale: Locale): Promise<ProductListRequest> {
  const query = request.query?.trim();
  if (!query) return request;
  if (readQuery(query, locale).riderWords) {
    const matches = riderWordMatches(await catalogueIndex(locale), query, locale);
    return matches.length ? byIds(request, matches) : request;
  }
  if (locale !== 'fr-CA') return request;
  const french = indexMatches(await catalogueIndex(locale), query);
  if (french.length === 0) return request;
  const platform = await listProducts({ query, limit: MAX_MATCHED_IDS, page: 1, expand: [] });
  return byIds(request, [...new Set([...french, ...platform.products.map((p) => p.id)])]);
}
