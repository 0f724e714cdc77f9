import { listing as t } from '~/i18n/index.ts';
import type { CardPage } from './cards.server.ts';
import { ListingSkeleton, Pagination } from './ListingControls.tsx';
import { totalPages } from './listing-state.ts';
import { ProductGrid } from './ProductGrid.tsx';

interface Props {
  page: CardPage;
  loading: boolean;
  /** The search page without a query: nothing to list yet. */
  awaitingQuery: boolean;
  currentPage: number;
  onPage: (page: number) => void;
}

/** The listing's results: their count, the grid (a skeleton while loading, a message when empty) and the pages. */
export function ListingResults({ page, loading, awaitingQuery, currentPage, onPage }: Props) {
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
        <div className="rounded-2xl border border-dashed border-line px-6 py-16 text-center">
          <p className="text-xl font-semibold">{t.noProducts}</p>
          <p className="mt-2 text-subtle">{t.noProductsHint}</p>
        </div>
      ) : (
        <ProductGrid cards={page.cards} label={t.products} />
      )}
      {!loading && !awaitingQuery && <Pagination page={currentPage} total={totalPages(page.count)} onPage={onPage} />}
    </section>
  );
}
