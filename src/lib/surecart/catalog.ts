/**
 * The catalogue calls, on the server: exact requests to the commerce
 * platform's public API, responses parsed into the shop's types, and a
 * 5-minute in-memory cache shared by all pages.
 */
import { commerceApiUrl, commercePublicToken } from '../env.ts';
import { fetchJson } from '../http.ts';
import { cached } from '../server-cache.ts';
import { collectionListSchema, productListSchema } from './schemas.ts';
import type { Collection, Product, ProductPage, ProductSort } from './types.ts';

export const PRODUCT_EXPANSIONS = ['variants', 'prices', 'product_collections', 'variant.image'] as const;
export type ProductExpansion = (typeof PRODUCT_EXPANSIONS)[number];

export interface ProductListRequest {
  limit?: number;
  page?: number;
  query?: string;
  sort?: ProductSort;
  featured?: boolean;
  collectionIds?: string[];
  /** Only these products (the API's `ids[]`). */
  ids?: string[];
  expand?: readonly ProductExpansion[];
}

/** The query string of GET /products, in the API's own parameter names. */
export function productListParams(request: ProductListRequest): URLSearchParams {
  const params = new URLSearchParams();
  params.set('limit', String(request.limit ?? 12));
  params.set('page', String(request.page ?? 1));
  if (request.query?.trim()) params.set('query', request.query.trim());
  if (request.sort) params.set('sort', request.sort);
  if (request.featured) params.set('featured', 'true');
  for (const id of request.collectionIds ?? []) params.append('product_collection_ids[]', id);
  for (const id of request.ids ?? []) params.append('ids[]', id);
  for (const expansion of request.expand ?? ['product_collections']) params.append('expand[]', expansion);
  return params;
}

async function getCommerce(path: string, params: URLSearchParams, signal?: AbortSignal): Promise<unknown> {
  return fetchJson(`${commerceApiUrl}${path}?${params}`, {
    headers: { Authorization: `Bearer ${commercePublicToken}`, 'Cache-Control': 'no-cache' },
    signal,
  });
}

export function listProducts(request: ProductListRequest): Promise<ProductPage> {
  const params = productListParams(request);
  return cached(`products?${params}`, async () => productListSchema.parse(await getCommerce('/products', params)));
}

/** Products per request of a whole-catalogue read (the API's largest page). */
export const CATALOG_PAGE_SIZE = 100;

/**
 * Every product (collections expanded), newest first, read 100 a request and
 * at most `maxPages` requests, cached as one entry: for the server's own
 * indexes of the catalogue (the French search). Larger catalogues are cut at
 * `maxPages` pages, so the cost of one read is bounded.
 */
export function listAllProducts(maxPages: number): Promise<Product[]> {
  return cached(`all-products:${maxPages}`, async () => {
    const all: Product[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const params = productListParams({ limit: CATALOG_PAGE_SIZE, page, sort: 'created_at:desc' });
      const { products, count } = productListSchema.parse(await getCommerce('/products', params));
      all.push(...products);
      if (products.length < CATALOG_PAGE_SIZE || page * CATALOG_PAGE_SIZE >= count) break;
    }
    return all;
  });
}

/** Longest slug the shop looks up; the catalogue's longest is about 40 characters. */
export const MAX_SLUG_LENGTH = 100;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What a product slug looks like: lowercase letters and digits in words
 * joined by single hyphens (no leading, trailing or doubled hyphen), at most
 * MAX_SLUG_LENGTH characters. Anything else names no product.
 */
export function isProductSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}

/**
 * A product by slug: the API has no slug lookup, so search for it (limit 100,
 * every expansion) and take the exact match. Only that one product (or "not
 * found") is cached, under the slug; a slug that cannot be one is not found
 * without calling the API, so odd addresses cannot fill the cache.
 */
export function getProductBySlug(slug: string): Promise<Product | null> {
  if (!isProductSlug(slug)) return Promise.resolve(null);
  return cached(`product-by-slug:${slug}`, async () => {
    const params = productListParams({ query: slug, limit: 100, expand: PRODUCT_EXPANSIONS });
    const { products } = productListSchema.parse(await getCommerce('/products', params));
    return products.find((p) => p.slug === slug) ?? null;
  });
}

export function listCollections(): Promise<Collection[]> {
  const params = new URLSearchParams({ limit: '100', expand: 'all' });
  return cached(`product_collections?${params}`, async () =>
    collectionListSchema.parse(await getCommerce('/product_collections', params)),
  );
}

export async function getCollectionBySlug(slug: string): Promise<Collection | null> {
  return (await listCollections()).find((c) => c.slug === slug) ?? null;
}
