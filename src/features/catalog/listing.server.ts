/**
 * One page of the shop listing, on the server: the catalogue call (limit 12,
 * the state's filters) through the shared cache, as product cards in the
 * page's language (a search also matches French names and rider words, see
 * ./catalogue-search.server.ts). Used by the listing pages' first render and by
 * /api/products.
 */
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales.ts';
import { listCollections } from '~/lib/surecart/index.ts';
import type { Collection } from '~/lib/surecart/types.ts';
import { loadProductCards, type CardPage } from './cards.server.ts';
import { searchRequest } from './catalogue-search.server.ts';
import { listingRequest, type ListingState } from './listing-state.ts';

export async function loadListingPage(
  state: ListingState,
  collections?: Collection[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<CardPage> {
  const all = state.category ? (collections ?? (await listCollections())) : [];
  return loadProductCards(await searchRequest(listingRequest(state, all), locale), locale);
}
