/**
 * What the listing pages (/shop, /collection/{slug}, /search) render first on
 * the server: the state of the address, the collections for the filter panel,
 * and the first page of products, so the island hydrates without a request.
 * A failing catalogue is logged and leaves an empty list ("No products
 * found"), as spec section 8 says of product and category fetch failures.
 */
import { listCollections } from '~/lib/surecart/index.ts';
import type { Collection } from '~/lib/surecart/types.ts';
import type { CardPage } from './cards.server.ts';
import { buildCollectionTree, collectionOptions, type CollectionOption } from './collection-tree.ts';
import { loadListingPage } from './listing.server.ts';
import { parseListingState, type ListingState } from './listing-state.ts';

export interface ListingView {
  state: ListingState;
  page: CardPage;
  collections: CollectionOption[];
  /** True when a catalogue read failed: the page must not be cached. */
  failed: boolean;
}

interface Options {
  /** A collection page's collection, which its address does not repeat. */
  category?: string;
  /** Collections the page has already read. */
  collections?: Collection[];
}

export async function loadListingView(params: URLSearchParams, options: Options = {}): Promise<ListingView> {
  let failed = false;
  let all = options.collections;
  if (!all) {
    try {
      all = await listCollections();
    } catch (error) {
      console.error('Failed to fetch categories', error);
      failed = true;
      all = [];
    }
  }
  const state = parseListingState(params);
  if (options.category) state.category = options.category;
  let page: CardPage = { cards: [], count: 0 };
  try {
    page = await loadListingPage(state, all);
  } catch (error) {
    console.error('Failed to fetch products', error);
    failed = true;
  }
  return { state, page, collections: collectionOptions(buildCollectionTree(all)), failed };
}
