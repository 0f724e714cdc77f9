/**
 * One page of the shop listing, on the server: the catalogue call (limit 12,
 * the state's filters) through the shared cache, as
 * product cards. Used by the listing pages' first render and by /api/products.
 */
import { listCollections } from '~/lib/surecart/index.ts';
import type { Collection } from '~/lib/surecart/types.ts';
import { loadProductCards, type CardPage } from './cards.server.ts';
import { listingRequest, type ListingState } from './listing-state.ts';

export async function loadListingPage(state: ListingState, collections?: Collection[]): Promise<CardPage> {
  const all = state.category ? (collections ?? (await listCollections())) : [];
  return loadProductCards(listingRequest(state, all));
}
