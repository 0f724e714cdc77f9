import { listing as t } from '~/i18n/index.ts';
import type { ListingCardPage } from './listing.server.ts';
import type { CollectionOption } from './collection-tree.ts';
import { ListingSkeleton, Pagination } from './ListingControls.tsx';
import { ListingNoResults } from './ListingNoResults.tsx';
import { totalPages } from './listing-state.ts';
import { ProductGrid } from './ProductGrid.tsx';

interface Props {
  page: ListingCardPage;
  loading: boolean;
  /** The search page without a query: nothing to list yet. */
  awaitingQuery: boolean;
  currentPage: number;
  onPage: (page: number) => void;
  /** Offered as ways on when nothing is found. */
  collections: CollectionOption[];
}

/**
 * The listing's results: their count, the grid (a skeleton while loading; when empty, a message with
 * collections and featured bikes to go on to) and the pages.
 */
export function ListingResults({ page, loading, awaitingQuery, currentPage, onPage, collections }: Props) {
  return (
    <section aria-labelledby="results-title" aria-busy={loading} className="mt-8">
      <h2 id="results-title" className="sr-only">
        {t.products}
      </h2>
      <p role="status" className="mb-4 text-sm text-subtle">
        {loading ? t.loading : awaitingQuery ? '' : t.resultCount(page.count)}
      </p>
      {awaitingQuery ? null : loading ? (
        <ListingSkeleton />
      ) : page.cards.length === 0 ? (
        <ListingNoResults collections={collections} featured={page.featuredInstead ?? []} />
      ) : (
        <ProductGrid cards={page.cards} label={t.products} />
      )}
      {!loading && !awaitingQuery && <Pagination page={currentPage} total={totalPages(page.count)} onPage={onPage} />}
    </section>
  );
}
