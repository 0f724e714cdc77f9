/**
 * What a listing page is called, in one place for the server's first render
 * and the island's later states: its heading, the tab's title, the text under
 * the heading and the breadcrumb. The search page is named by its query; the
 * shop by its collection, or "All Products".
 */
import type { Crumb } from '~/components/ui/Breadcrumb.tsx';
import { common, currentLocale, listing, listingMeta, searchPage } from '~/i18n/index.ts';
import { localePath, type Locale } from '~/i18n/locales.ts';
import { findOption, type CollectionOption } from './collection-tree.ts';
import type { ListingState } from './listing-state.ts';

/** The search page titles results by their query; the shop by its collection. */
export type ListingMode = 'shop' | 'search';

/** A collection page's own collection, which its address names instead of a category parameter. */
export interface PageCollection {
  id: string;
  name: string;
  description: string | null;
  /** The collection page's own address, e.g. /collection/bike-road-bike. */
  path: string;
}

type ListedCollection = Pick<PageCollection, 'name' | 'description'>;

/**
 * The words and language titles are written in. Islands use the current
 * page's words (the default); the server, which renders every language, passes
 * the page's (`messagesFor(locale)` with its locale).
 */
export interface ListingWords {
  common: typeof common;
  listing: typeof listing;
  listingMeta: typeof listingMeta;
  searchPage: typeof searchPage;
  locale: Locale;
}

/** The current page's words, for the island. */
const islandWords = (): ListingWords => ({ common, listing, listingMeta, searchPage, locale: currentLocale() });

export interface ListingTitles {
  heading: string;
  /** The page's title before the brand is appended. */
  title: string;
  /** The text under the heading, if any. */
  text: string | null;
  crumbs: Crumb[];
}

/** The collection a state lists: one of the filter's, or the collection page's own. */
export function listedCollection(
  state: ListingState,
  collections: CollectionOption[],
  pageCollection: PageCollection | null,
): ListedCollection | null {
  return (
    findOption(collections, state.category) ??
    (pageCollection && state.category === pageCollection.id ? pageCollection : null)
  );
}

export function listingTitles(
  mode: ListingMode,
  query: string,
  collection: ListedCollection | null,
  words: ListingWords = islandWords(),
): ListingTitles {
  const { listing: t, searchPage: search } = words;
  const home = { name: words.common.home, href: localePath('/', words.locale) };
  const shop = { name: words.common.shop, href: localePath('/shop', words.locale) };
  if (mode === 'search') {
    return {
      heading: query ? search.title(query) : search.prompt,
      title: query ? search.title(query) : search.documentTitle,
      text: null,
      crumbs: [home, shop, { name: search.documentTitle }],
    };
  }
  const name = collection?.name ?? t.allProducts;
  return {
    heading: name,
    title: name,
    text: collection ? collection.description : t.allProductsText,
    crumbs: collection ? [home, shop, { name: collection.name }] : [home, shop],
  };
}

/** The page's description for search engines and link previews (server only). */
export function listingDescription(
  mode: ListingMode,
  collection: ListedCollection | null,
  words: ListingWords = islandWords(),
): string {
  const meta = words.listingMeta;
  return mode === 'search' ? meta.search : (collection?.description ?? meta.shop);
}
