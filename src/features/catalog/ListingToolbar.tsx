import type { FormEvent } from 'react';
import { FilterIcon, SearchIcon, StarIcon, XIcon, ChevronDownIcon } from '~/components/ui/icons.tsx';
import { listing as t } from '~/i18n/index.ts';
import { LISTING_SEARCH_MIN_CHARS, LISTING_SORTS, MAX_QUERY_LENGTH, type ListingSort } from './listing-state.ts';

interface Props {
  featured: boolean;
  sort: ListingSort;
  onOpenFilters: () => void;
  onToggleFeatured: () => void;
  onSort: (sort: ListingSort) => void;
  search: {
    typed: string;
    tooShort: boolean;
    type: (text: string) => void;
    submit: () => void;
    clear: () => void;
  };
}

/*
 * Written out rather than through Button: its class merger would add about
 * 3 KB gzip to the shop's first load, which no other island there pays yet.
 */
const controlShape = 'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold';
const control = `${controlShape} border-line bg-surface text-ink hover:bg-muted`;
/** The brand control (a pressed toggle, the search button): no colour class of `control`, so none has to win over another. */
const controlBrand = `${controlShape} border-brand bg-brand text-white hover:bg-brand-strong`;
const HINT_ID = 'search-hint';

/** The listing's controls: the filter panel's button, the Featured toggle, the search box and the sort. */
export function ListingToolbar({ featured, sort, onOpenFilters, onToggleFeatured, onSort, search }: Props) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };
  return (
    <>
      <div className="mt-8 flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" onClick={onOpenFilters} className={control} aria-haspopup="dialog">
            <FilterIcon className="h-4 w-4" />
            {t.filters}
          </button>
          <button
            type="button"
            aria-pressed={featured}
            onClick={onToggleFeatured}
            className={featured ? controlBrand : control}
          >
            <StarIcon className="h-4 w-4" />
            {t.featured}
          </button>
        </div>
        <form role="search" aria-label={t.searchForm} onSubmit={onSubmit} className="flex flex-1 items-center gap-2">
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-4 h-4 w-4 -translate-y-1/2 text-subtle" />
            <input
              type="search"
              value={search.typed}
              onChange={(event) => search.type(event.target.value)}
              aria-label={t.searchLabel}
              aria-describedby={search.tooShort ? HINT_ID : undefined}
              placeholder={t.searchPlaceholder}
              maxLength={MAX_QUERY_LENGTH}
              className="h-11 w-full rounded-full border border-line bg-surface pr-11 pl-10 text-sm text-ink placeholder:text-subtle [&::-webkit-search-cancel-button]:hidden"
            />
            {search.typed && (
              <button
                type="button"
                onClick={search.clear}
                aria-label={t.clearSearch}
                className="absolute top-1/2 right-1.5 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-subtle hover:bg-muted hover:text-ink"
              >
                <XIcon className="h-4 w-4" />
              </button>
            )}
          </div>
          <button type="submit" className={controlBrand}>
            {t.submitSearch}
          </button>
        </form>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <span className="shrink-0">{t.sortLabel}</span>
          {/* The closed select is drawn by the shop (some engines keep a light native one in the dark theme);
              its open list stays the engine's, which follows the page's colour-scheme. */}
          <span className="relative">
            <select
              value={sort}
              onChange={(event) => onSort(event.target.value as ListingSort)}
              className="h-11 appearance-none rounded-full border border-line bg-surface pr-10 pl-4 text-sm text-ink"
            >
              {LISTING_SORTS.map((option) => (
                <option key={option} value={option} className="bg-surface text-ink">
                  {t.sorts[option]}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 h-4 w-4 -translate-y-1/2 text-subtle" />
          </span>
        </label>
      </div>
      {search.tooShort && (
        <p id={HINT_ID} className="mt-2 text-sm text-subtle">
          {t.searchTooShort(LISTING_SEARCH_MIN_CHARS)}
        </p>
      )}
    </>
  );
}
