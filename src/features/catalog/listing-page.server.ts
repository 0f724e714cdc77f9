/**
 * What the listing pages (/shop, /search, /collection/{slug}) render first on
 * the server: the page's head, and the island's props: the state of the
 * address, the collections for the filter panel, and the first page of
 * products, so the island hydrates without a request.
 */
import { DEFAULT_LOCALE, localePath, type Locale } from '~/i18n/locales.ts';
import { messagesFor, pageLocale } from '~/i18n/server.ts';
import { loadCatalogPage, type CatalogRoute } from '~/lib/catalog-page.ts';
import { listCollections } from '~/lib/surecart/index.ts';
import type { Collection } from '~/lib/surecart/types.ts';
import { collectionPath } from './collection-path.ts';
import { buildCollectionTree, collectionOptions, findOption } from './collection-tree.ts';
import { localizedCollection, localizedCollections } from './localized.ts';
import { loadListingPage, type ListingCardPage } from './listing.server.ts';
import { parseListingState, typedQuery } from './listing-state.ts';
import {
  listedCollection,
  listingDescription,
  listingTitles,
  type ListingMode,
  type ListingWords,
  type PageCollection,
} from './listing-title.ts';
import type { ListingProps } from './ProductListing.tsx';

export interface ListingPageView {
  /** The canonical path is the page's own language's (`/fr/shop` on the French shop). */
  head: { title: string; description: string; canonicalPath: string; noindex: boolean };
  island: ListingProps;
  /** A catalogue read failed and its part shows empty: the page must not be cached. */
  incomplete: boolean;
}

/** The words of listing titles in a language, for the server. */
function listingWords(locale: Locale): ListingWords {
  const { common, listing, listingMeta, searchPage } = messagesFor(locale);
  return { common, listing, listingMeta, searchPage, locale };
}

function listingPageView(
  mode: ListingMode,
  params: URLSearchParams,
  all: Collection[],
  page: ListingCardPage,
  pageCollection: PageCollection | null,
  locale: Locale,
): Omit<ListingPageView, 'incomplete'> {
  const state = parseListingState(params);
  if (pageCollection) state.category = pageCollection.id;
  const collections = collectionOptions(buildCollectionTree(localizedCollections(all, locale)));
  const collection = listedCollection(state, collections, pageCollection);
  const option = findOption(collections, state.category);
  const canonicalPath =
    mode === 'search'
      ? localePath('/search', locale)
      : (pageCollection?.path ?? (option ? collectionPath(option.slug, locale) : localePath('/shop', locale)));
  const words = listingWords(locale);
  return {
    head: {
      title: listingTitles(mode, state.query, collection, words).title,
      description: listingDescription(mode, collection, words),
      canonicalPath,
      noindex: mode === 'search',
    },
    island: {
      mode,
      initialState: state,
      initialText: typedQuery(params),
      initialPage: page,
      collections,
      pageCollection,
    },
  };
}

/**
 * The shop or search page. A failing catalogue is logged and leaves an empty
 * list ("No products found") rather than an error page.
 */
export async function loadShopPage(
  mode: ListingMode,
  params: URLSearchParams,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ListingPageView> {
  let incomplete = false;
  const all = await listCollections().catch((error: unknown) => {
    console.error('Failed to fetch categories', error);
    incomplete = true;
    return [];
  });
  const page = await loadListingPage(parseListingState(params), all, locale).catch((error: unknown) => {
    console.error('Failed to fetch products', error);
    incomplete = true;
    return { cards: [], count: 0 };
  });
  return { ...listingPageView(mode, params, all, page, null, locale), incomplete };
}

/** A collection's page: the shop listing filtered to it; null for an unknown slug. Failures throw. */
export async function loadCollectionPage(
  slug: string,
  params: URLSearchParams,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ListingPageView | null> {
  const all = await listCollections();
  const collection = all.find((c) => c.slug === slug);
  if (!collection) return null;
  const { id, name, description } = localizedCollection(collection, locale);
  const path = collectionPath(slug, locale);
  const page = await loadListingPage({ ...parseListingState(params), category: id }, all, locale);
  return {
    ...listingPageView('shop', params, all, page, { id, name, description, path }, locale),
    incomplete: false,
  };
}

/** The shop's route, in either language. */
export const shopRoute = (astro: CatalogRoute) =>
  loadCatalogPage(astro.response, 'the shop', () => loadShopPage('shop', astro.url.searchParams, pageLocale(astro)));

/** The search page's route, in either language. */
export const searchRoute = (astro: CatalogRoute) =>
  loadCatalogPage(astro.response, 'search', () => loadShopPage('search', astro.url.searchParams, pageLocale(astro)));

/** A collection's route, in either language. */
export function collectionRoute(astro: CatalogRoute) {
  const slug = astro.params.slug ?? '';
  return loadCatalogPage(astro.response, `collection ${slug}`, () =>
    loadCollectionPage(slug, astro.url.searchParams, pageLocale(astro)),
  );
}
