import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Breadcrumb } from '~/components/ui/Breadcrumb.tsx';
import { listing as t } from '~/i18n/index.ts';
import { documentTitle } from '~/lib/page-title.ts';
import type { ListingCardPage } from './listing.server.ts';
import type { CollectionOption } from './collection-tree.ts';
import { clearAll, withCategory, withFeatured, withPage, withSort, type ListingState } from './listing-state.ts';
import { listedCollection, listingTitles, type ListingMode, type PageCollection } from './listing-title.ts';
import { ListingResults } from './ListingResults.tsx';
import { ListingToolbar } from './ListingToolbar.tsx';
import { useListingBackForward, useListingHistory } from './use-listing-history.ts';
import { useListingPage } from './use-listing-page.ts';
import { useListingSearch } from './use-listing-search.ts';

const FilterPanel = lazy(() => import('./FilterPanel.tsx'));

export interface ListingProps {
  mode: ListingMode;
  initialState: ListingState;
  /** The search text of the address as typed, which may be too short to apply. */
  initialText: string;
  /** The first page, rendered on the server: no request on hydration. */
  initialPage: ListingCardPage;
  collections: CollectionOption[];
  /** Set on a collection page: its collection, shown without a category parameter. */
  pageCollection?: PageCollection | null;
}

/**
 * The shop listing: filters, search, sort and pages, all kept in the address.
 * Each change asks /api/products for the page, cancelling the request still in flight.
 */
function ProductListing({
  mode,
  initialState,
  initialText,
  initialPage,
  collections,
  pageCollection = null,
}: ListingProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const { state, apply, restore, endTyping } = useListingHistory(initialState, mode, pageCollection);
  const search = useListingSearch(initialText, apply, endTyping);
  useListingBackForward({
    mode,
    pageCollection,
    shown: state,
    rootRef,
    onRestore: (next, typed) => {
      search.reset(typed);
      setPanelOpen(false);
      restore(next);
    },
  });
  const { page, loading } = useListingPage(state, initialState, initialPage);

  const titles = listingTitles(mode, state.query, listedCollection(state, collections, pageCollection));
  // The tab's title follows the collection or the search, as the server writes it.
  const tabTitle = documentTitle(titles.title);
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);

  const openPanel = () => {
    setPanelWanted(true);
    setPanelOpen(true);
  };

  const onSelectCollection = (id: string | null) => {
    apply((current) => withCategory(current, id));
    setPanelOpen(false);
  };

  const onClearAll = () => {
    search.reset('');
    apply(clearAll);
    setPanelOpen(false);
  };

  const onPage = (next: number) => {
    apply((current) => withPage(current, next));
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <div ref={rootRef} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumb label={t.breadcrumb} items={titles.crumbs} />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{titles.heading}</h1>
      {titles.text && <p className="mt-3 max-w-2xl text-lg text-subtle">{titles.text}</p>}

      <ListingToolbar
        featured={state.featured}
        sort={state.sort}
        onOpenFilters={openPanel}
        onToggleFeatured={() => apply((current) => withFeatured(current, !current.featured))}
        onSort={(sort) => apply((current) => withSort(current, sort))}
        search={search}
      />

      <ListingResults
        page={page}
        loading={loading}
        awaitingQuery={mode === 'search' && !state.query}
        currentPage={state.page}
        onPage={onPage}
        collections={collections}
      />

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

export default ProductListing;
