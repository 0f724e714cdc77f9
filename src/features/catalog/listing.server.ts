/**
 * One page of the shop listing, on the server: the catalogue call (limit 12,
 * the state's filters) through the shared cache, as product cards in the
 * page's language (a search also matches French names and rider words, see
 * ./catalogue-search.server.ts). Used by the listing pages' first render and by
 * /api/products. A listing that finds nothing also brings the featured
 * bikes, so the page offers a way on rather than ending there.
 */
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales.ts';
import { listCollections } from '~/lib/surecart/index.ts';
import type { Collection } from '~/lib/surecart/types.ts';
import { loadFeaturedCards, loadProductCards, type CardPage } from './cards.server.ts';
import { searchRequest } from './catalogue-search.server.ts';
import { listingRequest, type ListingState } from './listing-state.ts';
import type { ProductCardData } from './product-card.ts';

export interface ListingCardPage extends CardPage {
  /** Only when nothing was found: the newest featured products (the home page's featured bikes), to offer instead. */
  featuredInstead?: ProductCardData[];
}

/** A listing that finds nothing offers this many featured bikes: one row on a wide screen. */
export const NO_RESULTS_FEATURED_LIMIT = 4;

export async function loadListingPage(
  state: ListingState,
  collections?: Collection[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<ListingCardPage> {
  const all = state.category ? (collections ?? (await listCollections())) : [];
  const page = await loadProductCards(await searchRequest(listingRequest(state, all), locale), locale);
  if (page.count > 0) return page;
  // The suggestions are a help, not the answer: a failed read leaves them out, and the page still says "No products found".
  const featured = await loadFeaturedCards(NO_RESULTS_FEATURED_LIMIT, locale).catch((error: unknown) => {
    console.error('Failed to fetch featured products for an empty listing', error);
    return { cards: [], count: 0 };
  });
  return { ...page, featuredInstead: featured.cards };
}
