/**
 * The shop listing's state and its rules, as
 * plain functions: what the URL says, what each control changes, and what
 * the catalogue is asked for. Every state is in the URL, so it can be shared,
 * reloaded and reached with Back.
 */
import type { ProductListRequest } from '~/lib/surecart/catalog.ts';
import type { Collection, ProductSort } from '~/lib/surecart/types.ts';
import { collectionFilterIds } from './collection-tree.ts';
import { MAX_QUERY_LENGTH } from './query-length.ts';

/** Products per page. */
export const LISTING_PAGE_SIZE = 12;
/** Numbered page buttons shown at most. */
export const PAGE_WINDOW = 5;
/** The listing's search box filters from this many characters (the header's suggestions start at 2). */
export const LISTING_SEARCH_MIN_CHARS = 3;
/** The listing's search box applies its text once typing pauses this long. */
export const LISTING_SEARCH_DEBOUNCE_MS = 300;
/** Cards of the loading skeleton. */
export const SKELETON_CARDS = 8;

/** The listing's orders, as the catalogue takes them (`field:direction`). */
export const LISTING_SORTS = [
  'created_at:desc',
  'created_at:asc',
  'name:asc',
  'name:desc',
] as const satisfies readonly ProductSort[];
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_SORT: ListingSort = 'created_at:desc';

export interface ListingState {
  /** Collection id, or null for all products. */
  category: string | null;
  featured: boolean;
  sort: ListingSort;
  /** The applied search text, trimmed and at least 3 characters long; empty for none. */
  query: string;
  page: number;
}

export const DEFAULT_LISTING: ListingState = {
  category: null,
  featured: false,
  sort: DEFAULT_SORT,
  query: '',
  page: 1,
};

/** URL parameter names, shared with links from the rest of the shop (`/shop?category=…`). */
const PARAM = { category: 'category', featured: 'featured', sort: 'sort', query: 'query', page: 'page' } as const;
/** The longest search text the listing sends on. */
export { MAX_QUERY_LENGTH };
/** What a collection id looks like (the platform's are uuids); anything else is not one. */
const COLLECTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

const isSort = (value: string): value is ListingSort => LISTING_SORTS.includes(value as ListingSort);
const DASH_SORT = /^([a-z_]+)-(asc|desc)$/;

/**
 * The sort of an address: written `field-direction` (`name-asc`), and still
 * read in the older `field:direction` form, so links already shared keep their
 * order. Anything else is no sort (null).
 */
export function parseSort(value: string | null): ListingSort | null {
  if (value === null) return null;
  const catalogueForm = value.replace(DASH_SORT, '$1:$2');
  return isSort(catalogueForm) ? catalogueForm : null;
}

/** How an address writes a sort: `field-direction`. */
export function sortParam(sort: ListingSort): string {
  return sort.replace(':', '-');
}

function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Reads a state from URL parameters; anything unreadable falls back to its default. */
export function parseListingState(params: URLSearchParams): ListingState {
  const category = params.get(PARAM.category)?.trim() ?? '';
  return {
    category: COLLECTION_ID.test(category) ? category : null,
    featured: params.get(PARAM.featured) === 'true',
    sort: parseSort(params.get(PARAM.sort)) ?? DEFAULT_SORT,
    query: appliedQuery(params.get(PARAM.query) ?? ''),
    page: parsePage(params.get(PARAM.page)),
  };
}

/** The search text of an address as typed, trimmed, for the search box (it may be too short to apply). */
export function typedQuery(params: URLSearchParams): string {
  return (params.get(PARAM.query) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

/** Problems with a request's parameters, for the API to answer 400 rather than guess. */
export function listingParamErrors(params: URLSearchParams): string[] {
  const errors: string[] = [];
  const category = params.get(PARAM.category);
  if (category !== null && category !== '' && !COLLECTION_ID.test(category))
    errors.push('category must be a collection id');
  const sort = params.get(PARAM.sort);
  if (sort !== null && !parseSort(sort)) errors.push(`sort must be one of ${LISTING_SORTS.map(sortParam).join(', ')}`);
  const page = params.get(PARAM.page);
  if (page !== null && !/^[1-9]\d{0,5}$/.test(page)) errors.push('page must be a whole number from 1');
  const featured = params.get(PARAM.featured);
  if (featured !== null && featured !== 'true' && featured !== 'false') errors.push('featured must be true or false');
  if ((params.get(PARAM.query) ?? '').length > MAX_QUERY_LENGTH)
    errors.push(`query must be at most ${MAX_QUERY_LENGTH} characters`);
  return errors;
}

/** The URL parameters of a state, defaults left out so links stay short. */
export function listingParams(state: ListingState, options: { omitCategory?: boolean } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category && !options.omitCategory) params.set(PARAM.category, state.category);
  if (state.featured) params.set(PARAM.featured, 'true');
  if (state.sort !== DEFAULT_SORT) params.set(PARAM.sort, sortParam(state.sort));
  if (state.query) params.set(PARAM.query, state.query);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  return params;
}

/**
 * The search text the listing applies (once typing pauses, on submit, or
 * from an address): trimmed, from 3 characters; shorter text filters nothing.
 */
export function appliedQuery(typed: string): string {
  const trimmed = typed.trim().slice(0, MAX_QUERY_LENGTH);
  return trimmed.length >= LISTING_SEARCH_MIN_CHARS ? trimmed : '';
}

/** Text typed into the search box that is not blank but too short to filter by. */
export function tooShortQuery(typed: string): boolean {
  const trimmed = typed.trim();
  return trimmed.length > 0 && trimmed.length < LISTING_SEARCH_MIN_CHARS;
}

/**
 * Submitting the search box applies its text at once, without waiting for
 * the pause. Blank text changes nothing; text of 1 or 2
 * characters changes nothing either, as it would not filter after the pause.
 */
export function submittedQuery(state: ListingState, typed: string): ListingState {
  const query = appliedQuery(typed);
  return query ? withQuery(state, query) : state;
}

/** Choosing a collection starts again at page 1 (the filter panel then closes). */
export function withCategory(state: ListingState, category: string | null): ListingState {
  return { ...state, category, page: 1 };
}

/** A change of the featured flag starts again at page 1. */
export function withFeatured(state: ListingState, featured: boolean): ListingState {
  return featured === state.featured ? state : { ...state, featured, page: 1 };
}

/** A change of the applied search text starts again at page 1. */
export function withQuery(state: ListingState, query: string): ListingState {
  return query === state.query ? state : { ...state, query, page: 1 };
}

/**
 * A new order starts again at page 1 too: page 7 of a different order is
 * not where a shopper expects to land.
 */
export function withSort(state: ListingState, sort: ListingSort): ListingState {
  return sort === state.sort ? state : { ...state, sort, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** "Clear All": collection (and with it the title), sort, search, page and featured back to their defaults. */
export function clearAll(): ListingState {
  return { ...DEFAULT_LISTING };
}

/**
 * The catalogue request of a listing state (GET /products):
 * 12 a page, and for a collection its id with its sub-collections' ids.
 */
export function listingRequest(state: ListingState, collections: Collection[]): ProductListRequest {
  return {
    limit: LISTING_PAGE_SIZE,
    page: state.page,
    sort: state.sort,
    featured: state.featured,
    query: state.query || undefined,
    collectionIds: state.category ? collectionFilterIds(collections, state.category) : [],
  };
}

export function totalPages(count: number): number {
  return Math.max(1, Math.ceil(count / LISTING_PAGE_SIZE));
}

/** The numbered page buttons: at most 5, centred on the current page where the ends allow. */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function sameListing(a: ListingState, b: ListingState): boolean {
  return (
    a.category === b.category &&
    a.featured === b.featured &&
    a.sort === b.sort &&
    a.query === b.query &&
    a.page === b.page
  );
}
