import { describe, expect, it } from 'vitest';
import {
  clearAll,
  debouncedQuery,
  DEFAULT_LISTING,
  listingParamErrors,
  listingParams,
  pageWindow,
  parseListingState,
  submittedQuery,
  totalPages,
  withCategory,
  withFeatured,
  withPage,
  withQuery,
  withSort,
  type ListingState,
} from './listing-state.ts';

const parse = (search: string) => parseListingState(new URLSearchParams(search));
const onPage5: ListingState = { category: 'c1', featured: false, sort: 'name:asc', query: 'trail', page: 5 };

describe('listing URL state', () => {
  it('reads the defaults from an empty address: all products, newest first, page 1', () => {
    expect(parse('')).toEqual({ category: null, featured: false, sort: 'created_at:desc', query: '', page: 1 });
  });

  it('reads every parameter', () => {
    expect(parse('category=abc&featured=true&sort=name:desc&query=%20summit%20ridge%20&page=4')).toEqual({
      category: 'abc',
      featured: true,
      sort: 'name:desc',
      query: 'summit ridge',
      page: 4,
    });
  });

  it('falls back to the default for values it cannot read', () => {
    expect(parse('sort=price:asc&page=-2&featured=yes&category=')).toEqual(DEFAULT_LISTING);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(listingParams(DEFAULT_LISTING).toString()).toBe('');
    const state: ListingState = { category: 'c1', featured: true, sort: 'created_at:asc', query: 'red bike', page: 3 };
    const params = listingParams(state);
    expect(params.toString()).toBe('category=c1&featured=true&sort=created_at%3Aasc&query=red+bike&page=3');
    expect(parseListingState(params)).toEqual(state);
  });

  it('can leave the collection out, for a collection page whose address names it', () => {
    expect(listingParams({ ...DEFAULT_LISTING, category: 'c1', page: 2 }, { omitCategory: true }).toString()).toBe('page=2');
  });

  it('lists the problems of malformed request parameters', () => {
    expect(listingParamErrors(new URLSearchParams('sort=created_at:desc&page=2&featured=true&query=abc'))).toEqual([]);
    expect(listingParamErrors(new URLSearchParams('sort=price&page=0&featured=maybe'))).toHaveLength(3);
    expect(listingParamErrors(new URLSearchParams(`query=${'x'.repeat(101)}`))).toHaveLength(1);
  });
});

describe('listing reset rules', () => {
  it('choosing a collection goes back to page 1', () => {
    expect(withCategory(onPage5, 'c2')).toEqual({ ...onPage5, category: 'c2', page: 1 });
    expect(withCategory(onPage5, null)).toEqual({ ...onPage5, category: null, page: 1 });
  });

  it('a change of featured goes back to page 1; setting the same value changes nothing', () => {
    expect(withFeatured(onPage5, true)).toEqual({ ...onPage5, featured: true, page: 1 });
    expect(withFeatured(onPage5, false)).toBe(onPage5);
  });

  it('a change of the search text goes back to page 1; the same text keeps the page', () => {
    expect(withQuery(onPage5, 'road')).toEqual({ ...onPage5, query: 'road', page: 1 });
    expect(withQuery(onPage5, 'trail')).toBe(onPage5);
  });

  it('a new sort order goes back to page 1', () => {
    expect(withSort(onPage5, 'name:desc')).toEqual({ ...onPage5, sort: 'name:desc', page: 1 });
    expect(withSort(onPage5, 'name:asc')).toBe(onPage5);
  });

  it('a page change keeps every filter', () => {
    expect(withPage(onPage5, 2)).toEqual({ ...onPage5, page: 2 });
    expect(withPage(onPage5, 0).page).toBe(1);
  });

  it('Clear All resets collection, sort, search, page and featured', () => {
    expect(clearAll()).toEqual(DEFAULT_LISTING);
    expect(clearAll()).not.toBe(DEFAULT_LISTING);
  });
});

describe('listing search text', () => {
  it('filters from 3 characters after the pause, trimmed; shorter text filters nothing', () => {
    expect(debouncedQuery('ab')).toBe('');
    expect(debouncedQuery('  ab  ')).toBe('');
    expect(debouncedQuery('abc')).toBe('abc');
    expect(debouncedQuery('  helmet ')).toBe('helmet');
  });

  it('a submit applies any non-blank text at once, and ignores blank text', () => {
    expect(submittedQuery(onPage5, '  xc ')).toEqual({ ...onPage5, query: 'xc', page: 1 });
    expect(submittedQuery(onPage5, '   ')).toBe(onPage5);
  });
});

describe('pagination', () => {
  it('counts pages of 12, at least one', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(12)).toBe(1);
    expect(totalPages(13)).toBe(2);
    expect(totalPages(10_000)).toBe(834);
  });

  it('shows at most 5 page buttons, centred on the current page where the ends allow', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
