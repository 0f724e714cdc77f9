/**
 * The catalogue calls of spec section 7, on the server: exact requests to
 * the commerce platform's public API, responses parsed into the shop's types,
 * and a 5-minute in-memory cache shared by all pages.
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
  expand?: readonly ProductExpansion[];
}

/** The query string of GET /products, in the spec's parameter names. */
export function productListParams(request: ProductListRequest): URLSearchParams {
  const params = new URLSearchParams();
  params.set('limit', String(request.limit ?? 12));
  params.set('page', String(request.page ?? 1));
  if (request.query?.trim()) params.set('query', request.query.trim());
  if (request.sort) params.set('sort', request.sort);
  if (request.featured) params.set('featured', 'true');
  for (const id of request.collectionIds ?? []) params.append('product_collection_ids[]', id);
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

/** The spec's product lookup: query by slug, limit 100, every expansion, the item whose slug matches. */
export async function getProductBySlug(slug: string): Promise<Product | null> {
  const { products } = await listProducts({ query: slug, limit: 100, expand: PRODUCT_EXPANSIONS });
  return products.find((p) => p.slug === slug) ?? null;
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
