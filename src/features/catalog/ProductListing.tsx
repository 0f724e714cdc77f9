import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Breadcrumb, type Crumb } from '~/components/ui/Breadcrumb.tsx';
import { FilterIcon, SearchIcon, StarIcon, XIcon } from '~/components/ui/icons.tsx';
import { brand, common, listing as t, searchPage } from '~/i18n/index.ts';
import type { CardPage } from './cards.server.ts';
import { findOption, type CollectionOption } from './collection-tree.ts';
import { ListingSkeleton, Pagination } from './ListingControls.tsx';
import {
  appliedQuery,
  clearAll,
  LISTING_SEARCH_DEBOUNCE_MS,
  LISTING_SEARCH_MIN_CHARS,
  MAX_QUERY_LENGTH,
  LISTING_SORTS,
  listingParams,
  parseListingState,
  sameListing,
  submittedQuery,
  tooShortQuery,
  totalPages,
  typedQuery,
  withCategory,
  withFeatured,
  withPage,
  withQuery,
  withSort,
  type ListingSort,
  type ListingState,
} from './listing-state.ts';
import { ProductGrid } from './ProductGrid.tsx';

const FilterPanel = lazy(() => import('./FilterPanel.tsx'));

export interface PageCollection {
  id: string;
  name: string;
  description: string | null;
  /** The collection page's own address, e.g. /collection/bike-road-bike. */
  path: string;
}

interface Props {
  initialState: ListingState;
  /** The search text of the address as typed, which may be too short to apply. */
  initialText?: string;
  /** The first page, rendered on the server: no request on hydration. */
  initialPage: CardPage;
  collections: CollectionOption[];
  /** Set on a collection page: its collection, shown without a category parameter. */
  pageCollection?: PageCollection | null;
  /** The search page titles results by their query. */
  mode: 'shop' | 'search';
}

const EMPTY: CardPage = { cards: [], count: 0 };

/**
 * Astro's client router (view transitions) leaves alone history entries whose
 * state is null, as it does hash changes. The listing writes its entries so,
 * and Back and Forward between them are its own to handle, without a page
 * load. The entry the page was loaded with keeps the router's state (going
 * back to it loads that page again, as a link would), and when the router
 * takes the shopper elsewhere the entry being left gets the router's state,
 * so that Back from there loads the listing as it was.
 */
interface RouterEntry {
  index: number;
  scrollX: number;
  scrollY: number;
}

const routerEntry = (): RouterEntry | null => {
  const state: unknown = history.state;
  return state && typeof state === 'object' && typeof (state as RouterEntry).index === 'number' ? (state as RouterEntry) : null;
};

const controlShape = 'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold';
const control = `${controlShape} border-line bg-surface text-ink hover:bg-muted`;
/** A pressed toggle: no colour class of `control`, so none has to win over another. */
const controlPressed = `${controlShape} border-brand bg-brand text-white hover:bg-brand-strong`;

/**
 * The shop listing (spec section 2, "Shop / listing"): filters, search, sort
 * and pages, all kept in the address. Each change asks /api/products for the
 * page, cancelling the request still in flight.
 */
export default function ProductListing({ initialState, initialText, initialPage, collections, pageCollection = null, mode }: Props) {
  const [state, setState] = useState(initialState);
  const [page, setPage] = useState(initialPage);
  const [loading, setLoading] = useState(false);
  const [typed, setTyped] = useState(initialText ?? initialState.query);
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const loadedFor = useRef(initialState);
  const userTyped = useRef(false);
  /** True while the last history entry is a search text still being typed: the next one replaces it. */
  const typingEntry = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The router's index of the entry this page was loaded with. */
  const routerIndex = useRef(0);

  const urlFor = useCallback(
    (next: ListingState) => {
      const onPageCollection = pageCollection && next.category === pageCollection.id;
      const path = onPageCollection ? pageCollection.path : mode === 'search' ? '/search' : '/shop';
      const params = listingParams(next, { omitCategory: Boolean(onPageCollection) }).toString();
      return params ? `${path}?${params}` : path;
    },
    [pageCollection, mode],
  );

  /**
   * Every change goes into the address first, so Back returns to it. Search
   * text still being typed replaces its own entry rather than adding one per pause.
   */
  const apply = useCallback(
    (next: ListingState, options: { typing?: boolean } = {}) => {
      if (sameListing(next, stateRef.current)) return;
      const replace = options.typing && typingEntry.current && routerEntry() === null;
      if (replace) history.replaceState(null, '', urlFor(next));
      else history.pushState(null, '', urlFor(next));
      typingEntry.current = Boolean(options.typing);
      setState(next);
    },
    [urlFor],
  );

  // Leaving through the router: the entry left behind gets the router's state (see RouterEntry).
  useEffect(() => {
    routerIndex.current = routerEntry()?.index ?? 0;
    const onLeave = () => {
      if (history.state === null) history.replaceState({ index: routerIndex.current, scrollX, scrollY } satisfies RouterEntry, '');
    };
    document.addEventListener('astro:before-preparation', onLeave);
    return () => document.removeEventListener('astro:before-preparation', onLeave);
  }, []);

  // Back and Forward between the listing's own entries (the router handles the others).
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      if (event.state !== null || !rootRef.current?.isConnected) return;
      const { pathname } = location;
      const ownPath = mode === 'search' ? pathname === '/search' : pathname === '/shop' || pathname === pageCollection?.path;
      if (!ownPath) {
        // An entry another listing wrote (a collection page's, say): load it.
        location.reload();
        return;
      }
      const params = new URLSearchParams(location.search);
      const next = parseListingState(params);
      if (pageCollection && pathname === pageCollection.path) next.category = pageCollection.id;
      userTyped.current = false;
      typingEntry.current = false;
      setTyped(typedQuery(params));
      setPanelOpen(false);
      setState(next);
    };
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [pageCollection, mode]);

  // Fetch the page of each new state; a newer state aborts the older request.
  useEffect(() => {
    if (sameListing(state, loadedFor.current)) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    fetch(`/api/products?${listingParams(state)}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
        return (await response.json()) as CardPage;
      })
      .then((next) => {
        loadedFor.current = state;
        setPage(next);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to fetch products', error);
        loadedFor.current = state;
        setPage(EMPTY);
        setLoading(false);
      });
    return () => controller.abort();
  }, [state]);

  // The search box filters once typing pauses, from 3 characters.
  useEffect(() => {
    if (!userTyped.current) return;
    const timer = setTimeout(() => apply(withQuery(stateRef.current, appliedQuery(typed)), { typing: true }), LISTING_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, apply]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    userTyped.current = false;
    typingEntry.current = false;
    apply(submittedQuery(stateRef.current, typed));
  };

  const onClearSearch = () => {
    userTyped.current = false;
    setTyped('');
    apply(withQuery(stateRef.current, ''));
  };

  const openPanel = () => {
    setPanelWanted(true);
    setPanelOpen(true);
  };

  const onSelectCollection = (id: string | null) => {
    apply(withCategory(stateRef.current, id));
    setPanelOpen(false);
  };

  const onClearAll = () => {
    userTyped.current = false;
    setTyped('');
    apply(clearAll());
    setPanelOpen(false);
  };

  const onPage = (next: number) => {
    apply(withPage(stateRef.current, next));
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  };

  const collection =
    findOption(collections, state.category) ?? (pageCollection && state.category === pageCollection.id ? pageCollection : null);
  const searching = mode === 'search';
  const awaitingQuery = searching && !state.query;
  const title = searching ? (state.query ? searchPage.title(state.query) : searchPage.prompt) : (collection?.name ?? t.allProducts);
  // The tab's title follows the collection or the search, as the server writes it.
  const documentTitle = `${searching ? (state.query ? searchPage.title(state.query) : searchPage.documentTitle) : (collection?.name ?? t.allProducts)} | ${brand.name}`;
  const titled = useRef(false);
  useEffect(() => {
    if (titled.current) document.title = documentTitle;
    titled.current = true;
  }, [documentTitle]);
  const text = searching ? null : collection ? collection.description : t.allProductsText;
  const crumbs: Crumb[] = [
    { name: common.home, href: '/' },
    { name: common.shop, href: '/shop' },
    ...(searching ? [{ name: searchPage.documentTitle }] : collection ? [{ name: collection.name }] : []),
  ];
  const pages = totalPages(page.count);
  const shortText = tooShortQuery(typed);

  return (
    <div ref={rootRef} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumb label={t.breadcrumb} items={crumbs} />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      {text && <p className="mt-3 max-w-2xl text-lg text-subtle">{text}</p>}

      <div className="mt-8 flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" onClick={openPanel} className={control} aria-haspopup="dialog">
            <FilterIcon className="h-4 w-4" />
            {t.filters}
          </button>
          <button
            type="button"
            aria-pressed={state.featured}
            onClick={() => apply(withFeatured(stateRef.current, !stateRef.current.featured))}
            className={state.featured ? controlPressed : control}
          >
            <StarIcon className="h-4 w-4" />
            {t.featured}
          </button>
        </div>
        <form role="search" aria-label={t.searchForm} onSubmit={onSubmit} className="flex flex-1 items-center gap-2">
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-subtle" />
            <input
              type="search"
              value={typed}
              onChange={(event) => {
                userTyped.current = true;
                setTyped(event.target.value);
              }}
              aria-label={t.searchLabel}
              aria-describedby={shortText ? 'listing-search-hint' : undefined}
              placeholder={t.searchPlaceholder}
              maxLength={MAX_QUERY_LENGTH}
              className="h-11 w-full rounded-full border border-line bg-surface pl-10 pr-11 text-sm text-ink placeholder:text-subtle [&::-webkit-search-cancel-button]:hidden"
            />
            {typed && (
              <button
                type="button"
                onClick={onClearSearch}
                aria-label={t.clearSearch}
                className="absolute right-1.5 top-1/2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-subtle hover:bg-muted hover:text-ink"
              >
                <XIcon className="h-4 w-4" />
              </button>
            )}
          </div>
          <button type="submit" className="inline-flex h-11 items-center rounded-full bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-strong">
            {t.submitSearch}
          </button>
        </form>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <span className="shrink-0">{t.sortLabel}</span>
          <select
            value={state.sort}
            onChange={(event) => apply(withSort(stateRef.current, event.target.value as ListingSort))}
            className="h-11 rounded-full border border-line bg-surface px-4 text-sm text-ink"
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.sorts[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shortText && (
        <p id="listing-search-hint" className="mt-2 text-sm text-subtle">
          {t.searchTooShort(LISTING_SEARCH_MIN_CHARS)}
        </p>
      )}

      <section aria-labelledby="listing-results-title" aria-busy={loading} className="mt-8">
        <h2 id="listing-results-title" className="sr-only">
          {t.products}
        </h2>
        <p role="status" className="mb-4 text-sm text-subtle">
          {loading ? t.loading : awaitingQuery ? '' : t.resultCount(page.count)}
        </p>
        {awaitingQuery ? null : loading ? (
          <ListingSkeleton />
        ) : page.cards.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line px-6 py-16 text-center">
            <p className="text-xl font-semibold">{t.noProducts}</p>
            <p className="mt-2 text-subtle">{t.noProductsHint}</p>
          </div>
        ) : (
          <ProductGrid cards={page.cards} label={t.products} />
        )}
        {!loading && !awaitingQuery && <Pagination page={state.page} total={pages} onPage={onPage} />}
      </section>

      {panelWanted && (
        <Suspense fallback={null}>
          <FilterPanel
            open={panelOpen}
            onOpenChange={setPanelOpen}
            collections={collections}
            selected={state.category}
            onSelect={onSelectCollection}
            onClearAll={onClearAll}
          />
        </Suspense>
      )}
    </div>
  );
}
