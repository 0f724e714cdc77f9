import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons.tsx';
import { listing as t } from '~/i18n/index.ts';
import { pageWindow, SKELETON_CARDS } from './listing-state.ts';

/** The loading skeleton: 8 grey cards in the grid's columns. */
export function ListingSkeleton() {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-line bg-surface">
          <div className="aspect-[4/3] animate-pulse bg-muted" />
          <div className="space-y-3 p-4">
            <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
            <div className="h-5 w-1/4 animate-pulse rounded bg-muted" />
          </div>
        </li>
      ))}
    </ul>
  );
}

interface PaginationProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

const pageButton =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, at most 5 numbered pages around the current one, Next. */
export function Pagination({ page, total, onPage }: PaginationProps) {
  if (total <= 1) return null;
  return (
    <nav aria-label={t.pagination} className="mt-12 flex flex-wrap items-center justify-center gap-1 sm:gap-2">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        className={`${pageButton} gap-1 hover:bg-muted`}
      >
        <ChevronLeftIcon className="h-4 w-4" />
        {/* Icon only on phones, so the row of pages fits on one line. */}
        <span className="sr-only sm:not-sr-only">{t.previous}</span>
      </button>
      {pageWindow(page, total).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t.page(n)}
          className={`${pageButton} ${n === page ? 'bg-brand text-white' : 'hover:bg-muted'}`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= total}
        className={`${pageButton} gap-1 hover:bg-muted`}
      >
        <span className="sr-only sm:not-sr-only">{t.next}</span>
        <ChevronRightIcon className="h-4 w-4" />
      </button>
    </nav>
  );
}
