/**
 * The page of products of the listing's state: the server's first page, then
 * one request to /api/products (in the page's language) for each new state, the request still in
 * flight cancelled. A failed request shows an empty page ("No products found").
 */
import { useEffect, useState } from 'react';
import { currentLocale } from '~/i18n/index.ts';
import type { ListingCardPage } from './listing.server.ts';
import { withLang } from '~/i18n/locales.ts';
import { listingParams, sameListing, type ListingState } from './listing-state.ts';

const EMPTY: ListingCardPage = { cards: [], count: 0 };

async function fetchCardPage(state: ListingState, signal: AbortSignal): Promise<ListingCardPage> {
  // The shop's own endpoint answers JSON only, so no content negotiation is needed.
  const response = await fetch(`/api/products?${withLang(listingParams(state), currentLocale())}`, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as ListingCardPage;
}

export function useListingPage(state: ListingState, initialState: ListingState, initialPage: ListingCardPage) {
  const [loaded, setLoaded] = useState({ state: initialState, page: initialPage });
  const loading = !sameListing(state, loaded.state);

  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    fetchCardPage(state, controller.signal)
      .then((page) => setLoaded({ state, page }))
      // The shopper sees "No products found"; the failed request itself shows in the browser's network panel
      // and in the server's log, so the island adds no console message of its own.
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state, page: EMPTY });
      });
    return () => controller.abort();
  }, [state, loading]);

  return { page: loaded.page, loading };
}
