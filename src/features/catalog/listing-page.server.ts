/**
 * What the listing pages (/shop, /search, /collection/{slug}) render first on
 * the server: the page's head, and the island's props: the state of the
 * address, the collections for the filter panel, and the first page of
 * products, so the island hydrates without a request.
 */
import { listCollections } from '~/lib/surecart/index.ts';
import type { Collection } from '~/lib/surecart/types.ts';
import type { CardPage } from './cards.server.ts';
import { buildCollectionTree, collectionOptions, findOption } from './collection-tree.ts';
import { loadListingPage } from './listing.server.ts';
import { parseListingState, typedQuery } from './listing-state.ts';
import {
  listedCollection,
  listingDescription,
  listingTitles,
  type ListingMode,
  type PageCollection,
} from './listing-title.ts';
import type { ListingProps } from './ProductListing.tsx';

export interface ListingPageView {
  head: { title: string; description: string; canonicalPath: string; noindex: boolean };
  island: ListingProps;
  /** A catalogue read failed and its part shows empty: the page must not be cached. */
  incomplete: boolean;
}

function listingPageView(
  mode: ListingMode,
  params: URLSearchParams,
  all: Collection[],
  page: CardPage,
  pageCollection: PageCollection | null,
): Omit<ListingPageView, 'incomplete'> {
  const state = parseListingState(params);
  if (pageCollection) state.category = pageCollection.id;
  const collections = collectionOptions(buildCollectionTree(all));
  const collection = listedCollection(state, collections, pageCollection);
  const option = findOption(collections, state.category);
  const canonicalPath =
    mode === 'search' ? '/search' : (pageCollection?.path ?? (option ? `/collection/${option.slug}` : '/shop'));
  return {
    head: {
      title: listingTitles(mode, state.query, collection).title,
      description: listingDescription(mode, collection),
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
export async function loadShopPage(mode: ListingMode, params: URLSearchParams): Promise<ListingPageView> {
  let incomplete = false;
  const all = await listCollections().catch((error: unknown) => {
    console.error('Failed to fetch categories', error);
    incomplete = true;
    return [];
  });
  const page = await loadListingPage(parseListingState(params), all).catch((error: unknown) => {
    console.error('Failed to fetch products', error);
    incomplete = true;
    return { cards: [], count: 0 };
  });
  return { ...listingPageView(mode, params, all, page, null), incomplete };
}

/** A collection's page: the shop listing filtered to it; null for an unknown slug. Failures throw. */
export async function loadCollectionPage(slug: string, params: URLSearchParams): Promise<ListingPageView | null> {
  const all = await listCollections();
  const collection = all.find((c) => c.slug === slug);
  if (!collection) return null;
  const { id, name, description } = collection;
  const path = `/collection/${encodeURIComponent(slug)}`;
  const page = await loadListingPage({ ...parseListingState(params), category: id }, all);
  return { ...listingPageView('shop', params, all, page, { id, name, description, path }), incomplete: false };
}
