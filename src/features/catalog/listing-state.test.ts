import { describe, expect, it } from 'vitest';
import type { Collection } from '~/lib/surecart/types.ts';
import {
  appliedQuery,
  clearAll,
  DEFAULT_LISTING,
  listingParamErrors,
  listingParams,
  listingRequest,
  LISTING_SORTS,
  pageWindow,
  parseListingState,
  parseSort,
  submittedQuery,
  tooShortQuery,
  totalPages,
  typedQuery,
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
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('category=%3Cscript%3E').category).toBeNull();
  });

  it('applies a search text from 3 trimmed characters; shorter text stays in the box only', () => {
    expect(parse('query=xc').query).toBe('');
    expect(parse('query=%20%20xc%20').query).toBe('');
    expect(parse('query=%20xcr%20').query).toBe('xcr');
    expect(typedQuery(new URLSearchParams('query=%20xc%20'))).toBe('xc');
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(listingParams(DEFAULT_LISTING).toString()).toBe('');
    const state: ListingState = { category: 'c1', featured: true, sort: 'created_at:asc', query: 'red bike', page: 3 };
    const params = listingParams(state);
    expect(params.toString()).toBe('category=c1&featured=true&sort=created_at-asc&query=red+bike&page=3');
    expect(parseListingState(params)).toEqual(state);
  });

  it('writes every sort as field-direction, and reads that form back', () => {
    const written = LISTING_SORTS.map((sort) => listingParams({ ...DEFAULT_LISTING, sort }).get('sort'));
    expect(written).toEqual([null, 'created_at-asc', 'name-asc', 'name-desc']);
    expect(['created_at-desc', 'created_at-asc', 'name-asc', 'name-desc'].map((value) => parseSort(value))).toEqual([
      'created_at:desc',
      'created_at:asc',
      'name:asc',
      'name:desc',
    ]);
    expect(parse('sort=name-asc').sort).toBe('name:asc');
  });

  it('still reads the older field:direction form of links already shared', () => {
    expect(parse('sort=name:desc').sort).toBe('name:desc');
    expect(parse('sort=created_at%3Aasc').sort).toBe('created_at:asc');
    expect(listingParams(parse('sort=name:desc')).toString()).toBe('sort=name-desc');
  });

  it('reads any other sort as the default', () => {
    for (const value of ['price-asc', 'name-up', 'name_asc', 'name--asc', '-name-asc', 'NAME-ASC', 'name:asc:desc', ''])
      expect(parseSort(value)).toBeNull();
    expect(parse('sort=price-asc').sort).toBe('created_at:desc');
  });

  it('can leave the collection out, for a collection page whose address names it', () => {
    expect(listingParams({ ...DEFAULT_LISTING, category: 'c1', page: 2 }, { omitCategory: true }).toString()).toBe(
      'page=2',
    );
  });

  it('lists the problems of malformed request parameters', () => {
    expect(listingParamErrors(new URLSearchParams('sort=created_at:desc&page=2&featured=true&query=abc'))).toEqual([]);
    expect(listingParamErrors(new URLSearchParams('sort=name-asc'))).toEqual([]);
    expect(listingParamErrors(new URLSearchParams('sort=name-up'))).toEqual([
      'sort must be one of created_at-desc, created_at-asc, name-asc, name-desc',
    ]);
    expect(listingParamErrors(new URLSearchParams('sort=price&page=0&featured=maybe'))).toHaveLength(3);
    expect(listingParamErrors(new URLSearchParams(`query=${'x'.repeat(101)}`))).toHaveLength(1);
    expect(listingParamErrors(new URLSearchParams('category=a%20b'))).toEqual(['category must be a collection id']);
    expect(listingParamErrors(new URLSearchParams('category=9f1c2e0a-5b7d-5c3e-8a4b-1234567890ab'))).toEqual([]);
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
    expect(appliedQuery('ab')).toBe('');
    expect(appliedQuery('  ab  ')).toBe('');
    expect(appliedQuery('abc')).toBe('abc');
    expect(appliedQuery('  helmet ')).toBe('helmet');
    expect(appliedQuery('x'.repeat(150))).toHaveLength(100);
  });

  it('a submit applies the text at once and goes back to page 1; blank or too short text changes nothing', () => {
    expect(submittedQuery(onPage5, '  road ')).toEqual({ ...onPage5, query: 'road', page: 1 });
    expect(submittedQuery(onPage5, '   ')).toBe(onPage5);
    expect(submittedQuery(onPage5, ' xc ')).toBe(onPage5);
  });

  it('tells text too short to filter by from blank text', () => {
    expect(tooShortQuery('')).toBe(false);
    expect(tooShortQuery('   ')).toBe(false);
    expect(tooShortQuery(' xc ')).toBe(true);
    expect(tooShortQuery('xcr')).toBe(false);
  });
});

describe('catalogue request of a state', () => {
  const collection = (id: string, slug: string, parentSlug: string | null, position = 0): Collection => ({
    id,
    slug,
    name: slug,
    description: null,
    productsCount: 1,
    position,
    parentSlug,
    relatedCollectionIds: [],
    metadata: {},
  });
  const collections = [
    collection('bikes', 'bike', null),
    collection('road', 'bike-road-bike', 'bike', 1),
    collection('mtb', 'bike-mountain-bike', 'bike', 2),
    collection('gear', 'bike-equipment', null, 1),
  ];

  it('asks for 12 products of the page, in the order, newest first by default', () => {
    expect(listingRequest(DEFAULT_LISTING, collections)).toEqual({
      limit: 12,
      page: 1,
      sort: 'created_at:desc',
      featured: false,
      query: undefined,
      collectionIds: [],
    });
  });

  it('passes on featured, the search text and the page', () => {
    const request = listingRequest(
      { ...DEFAULT_LISTING, featured: true, query: 'helmet', page: 3, sort: 'name:asc' },
      collections,
    );
    expect(request).toMatchObject({ featured: true, query: 'helmet', page: 3, sort: 'name:asc', limit: 12 });
  });

  it('filters a parent collection by itself and its sub-collections, a sub-collection by itself', () => {
    expect(listingRequest({ ...DEFAULT_LISTING, category: 'bikes' }, collections).collectionIds).toEqual([
      'bikes',
      'road',
      'mtb',
    ]);
    expect(listingRequest({ ...DEFAULT_LISTING, category: 'road' }, collections).collectionIds).toEqual(['road']);
    expect(listingRequest({ ...DEFAULT_LISTING, category: 'unknown' }, collections).collectionIds).toEqual(['unknown']);
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
