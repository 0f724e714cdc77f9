/**
 * The listing's state lives in the address: every change adds a history
 * entry, so Back returns to it, and Back or Forward between the listing's own
 * entries (and the one the page was loaded with) restores them without a page
 * load. Back from another page loads the listing as its address says, or the
 * browser shows it again from its back-forward cache, as it was left.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { href } from '~/i18n/index.ts';
import { listingParams, parseListingState, sameListing, typedQuery, type ListingState } from './listing-state.ts';
import type { ListingMode, PageCollection } from './listing-title.ts';

/** The listing's own address in the page's language: /shop or /search, /fr/shop or /fr/search. */
const listingPath = (mode: ListingMode) => href(mode === 'search' ? '/search' : '/shop');

export interface ApplyOptions {
  /** Search text still being typed: it replaces its own entry rather than adding one per pause. */
  typing?: boolean;
}

/** The listing's state and its changes, each written into the address first. */
export function useListingHistory(
  initialState: ListingState,
  mode: ListingMode,
  pageCollection: PageCollection | null,
) {
  const [state, setState] = useState(initialState);
  /** The state last written, for changes made before the next render. */
  const current = useRef(initialState);
  /** True while the last history entry is a search text still being typed: the next one replaces it. */
  const typingEntry = useRef(false);

  const urlFor = useCallback(
    (next: ListingState) => {
      const onPageCollection = pageCollection && next.category === pageCollection.id;
      const path = onPageCollection ? pageCollection.path : listingPath(mode);
      const params = listingParams(next, { omitCategory: Boolean(onPageCollection) }).toString();
      return params ? `${path}?${params}` : path;
    },
    [pageCollection, mode],
  );

  /** Changes the listing by `change`, adding a history entry (or replacing the typing one). */
  const apply = useCallback(
    (change: (state: ListingState) => ListingState, options: ApplyOptions = {}) => {
      const next = change(current.current);
      if (sameListing(next, current.current)) return;
      const replace = options.typing && typingEntry.current;
      if (replace) history.replaceState(null, '', urlFor(next));
      else history.pushState(null, '', urlFor(next));
      typingEntry.current = Boolean(options.typing);
      current.current = next;
      setState(next);
    },
    [urlFor],
  );

  /** Shows a state the address already holds (Back or Forward). */
  const restore = (next: ListingState) => {
    typingEntry.current = false;
    current.current = next;
    setState(next);
  };

  /** The search text was submitted: the next text typed gets an entry of its own. */
  const endTyping = () => {
    typingEntry.current = false;
  };

  return { state, apply, restore, endTyping };
}

interface BackForwardOptions {
  mode: ListingMode;
  pageCollection: PageCollection | null;
  /** The state the listing shows now. */
  shown: ListingState;
  /** The listing's root: an entry is only restored while it is on the page. */
  rootRef: RefObject<HTMLElement | null>;
  /** Back or Forward reached one of the listing's entries: its state, and its search text as typed. */
  onRestore: (state: ListingState, typed: string) => void;
}

/**
 * Back and Forward between the listing's own entries (the browser loads the others). A Back or
 * Forward pressed while the page was still starting, before the listing listened, is caught up
 * when it starts listening: the address then holds another of its entries than the one shown.
 */
export function useListingBackForward({ mode, pageCollection, shown, rootRef, onRestore }: BackForwardOptions) {
  const restore = useEffectEvent(onRestore);
  const isShown = useEffectEvent((state: ListingState) => sameListing(state, shown));
  useEffect(() => {
    /** The listing's state in the address, or null when the address is another listing's. */
    const addressState = () => {
      const { pathname } = location;
      const ownPath = pathname === listingPath(mode) || (mode === 'shop' && pathname === pageCollection?.path);
      if (!ownPath) return null;
      const params = new URLSearchParams(location.search);
      const next = parseListingState(params);
      if (pageCollection && pathname === pageCollection.path) next.category = pageCollection.id;
      return { next, typed: typedQuery(params) };
    };
    const onPopState = (event: PopStateEvent) => {
      if (event.state !== null || !rootRef.current?.isConnected) return;
      const reached = addressState();
      // An entry another listing wrote (a collection page's, say): load it.
      if (!reached) location.reload();
      else restore(reached.next, reached.typed);
    };
    addEventListener('popstate', onPopState);
    const missed = history.state === null ? addressState() : null;
    if (missed && !isShown(missed.next)) restore(missed.next, missed.typed);
    return () => removeEventListener('popstate', onPopState);
  }, [pageCollection, mode, rootRef]);
}
