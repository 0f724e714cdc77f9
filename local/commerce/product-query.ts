import type { CatalogProduct } from '../catalog/types.ts';
import { searchWords } from '../../supabase/functions/_shared/search-words.ts';
import type { CatalogStore } from './catalog-store.ts';
import { ApiError, invalidParameter } from './errors.ts';

export const PRODUCT_SORT_FIELDS = ['created_at', 'name', 'updated_at', 'cataloged_at'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export interface ListQuery {
  limit: number;
  page: number;
  expand: Set<string>;
}

export interface ProductQuery extends ListQuery {
  queryWords: string[];
  sort: { field: ProductSortField; direction: 'asc' | 'desc' };
  featured: boolean | null;
  collectionIds: string[];
  ids: string[];
  /** `archived=false` leaves archived products out, `true` keeps only them; absent, both. */
  archived: boolean | null;
  /** `status[]`: only products in these states (`published`, `draft`); empty, every state. */
  statuses: string[];
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

function integerParam(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw invalidParameter(name, `${name} must be a whole number.`);
  const value = Number(raw);
  if (value < 1 || value > max) throw invalidParameter(name, `${name} must be between 1 and ${max}.`);
  return value;
}

function booleanParam(params: URLSearchParams, name: string): boolean | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw invalidParameter(name, `${name} must be true or false.`);
}

/** Values of a repeated `name[]` parameter; a bare `name` is accepted too. */
export function listParam(params: URLSearchParams, name: string): string[] {
  return [...params.getAll(`${name}[]`), ...params.getAll(name)].flatMap((v) => v.split(',')).filter(Boolean);
}

export function parseListQuery(params: URLSearchParams): ListQuery {
  return {
    limit: integerParam(params, 'limit', DEFAULT_LIMIT, MAX_LIMIT),
    page: integerParam(params, 'page', 1, Number.MAX_SAFE_INTEGER),
    expand: new Set(listParam(params, 'expand')),
  };
}

/** Reads the query of `GET /v1/products`; unknown parameters are ignored, malformed ones throw a 400. */
export function parseProductQuery(params: URLSearchParams): ProductQuery {
  const list = parseListQuery(params);
  const rawSort = params.get('sort') || 'created_at:desc';
  const match = /^([a-z_]+):(asc|desc)$/.exec(rawSort);
  if (!match || !(PRODUCT_SORT_FIELDS as readonly string[]).includes(match[1]!)) {
    throw invalidParameter('sort', `sort must be one of ${PRODUCT_SORT_FIELDS.join(', ')} followed by :asc or :desc.`);
  }
  return {
    ...list,
    queryWords: searchWords(params.get('query') ?? ''),
    sort: { field: match[1] as ProductSortField, direction: match[2] as 'asc' | 'desc' },
    featured: booleanParam(params, 'featured'),
    collectionIds: listParam(params, 'product_collection_ids'),
    ids: listParam(params, 'ids'),
    archived: booleanParam(params, 'archived'),
    statuses: listParam(params, 'status'),
  };
}

function compareProducts(field: ProductSortField): (a: CatalogProduct, b: CatalogProduct) => number {
  switch (field) {
    case 'name':
      return (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
    case 'updated_at':
      return (a, b) => a.updated_at - b.updated_at;
    case 'created_at':
    case 'cataloged_at':
      return (a, b) => a.created_at - b.created_at;
  }
}

export interface Page<T> {
  items: T[];
  count: number;
}

/** Filters, sorts (ties broken by id, so pages never overlap) and pages the catalogue. */
export function runProductQuery(store: CatalogStore, query: ProductQuery): Page<CatalogProduct> {
  const collections = new Set(query.collectionIds);
  const ids = new Set(query.ids);
  const candidates = query.queryWords.length
    ? [...store.products, ...store.unlistedMatch(query.queryWords)]
    : store.products;
  const matching = candidates.filter(
    (p) =>
      (query.archived === null || p.archived === query.archived) &&
      (query.statuses.length === 0 || query.statuses.includes(p.status)) &&
      (query.featured === null || p.featured === query.featured) &&
      (collections.size === 0 || p.product_collection_ids.some((id) => collections.has(id))) &&
      (ids.size === 0 || ids.has(p.id)) &&
      (query.queryWords.length === 0 || store.matchesQuery(p, query.queryWords)),
  );
  const compare = compareProducts(query.sort.field);
  const sign = query.sort.direction === 'asc' ? 1 : -1;
  matching.sort((a, b) => sign * compare(a, b) || a.id.localeCompare(b.id));
  return paginate(matching, query);
}

/** The requested page of a list, with the list's full length. */
export function paginate<T>(all: T[], query: Pick<ListQuery, 'limit' | 'page'>): Page<T> {
  const start = (query.page - 1) * query.limit;
  return { items: all.slice(start, start + query.limit), count: all.length };
}

export function notFound(kind: string, id: string): ApiError {
  return new ApiError(404, 'not_found', `${kind}.not_found`, `Unable to find ${kind} with id='${id}'`);
}
