/**
 * The catalogue calls, on the server: exact requests to the commerce
 * platform's API (./platform.ts), responses parsed into the shop's types,
 * and a 5-minute in-memory cache shared by all pages, which serves the last
 * good answer when the platform fails or asks to wait.
 */
import { HttpError } from '../http.ts';
import { cached } from '../server-cache.ts';
import { getCommerce } from './platform.ts';
import { collectionListSchema, productListSchema, productSchema } from './schemas.ts';
import type { Collection, Product, ProductPage, ProductSort } from './types.ts';

import { PRODUCT_EXPANSIONS, type ProductExpansion } from './expansions.ts';
import { CATALOG_MAX_PAGES, CATALOG_PAGE_SIZE } from './whole-catalogue.ts';

export { PRODUCT_EXPANSIONS, type ProductExpansion };

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

/**
 * The query string of GET /products, in the API's own parameter names. Every
 * list asks, as SureCart's own product list does, for what shoppers may see:
 * the platform otherwise lists archived and draft products too.
 */
export function productListParams(request: ProductListRequest): URLSearchParams {
  const params = new URLSearchParams();
  params.set('limit', String(request.limit ?? 12));
  params.set('page', String(request.page ?? 1));
  params.set('archived', 'false');
  params.append('status[]', 'published');
  if (request.query?.trim()) params.set('query', request.query.trim());
  if (request.sort) params.set('sort', request.sort);
  if (request.featured) params.set('featured', 'true');
  for (const id of request.collectionIds ?? []) params.append('product_collection_ids[]', id);
  for (const id of request.ids ?? []) params.append('ids[]', id);
  for (const expansion of request.expand ?? ['product_collections']) params.append('expand[]', expansion);
  return params;
}

export function listProducts(request: ProductListRequest): Promise<ProductPage> {
  const params = productListParams(request);
  return cached(`products?${params}`, async () => productListSchema.parse(await getCommerce('/products', params)));
}

/** Products per request of a whole-catalogue read (the API's largest page). */

/** The whole catalogue as one read gave it: its products, and whether that was every product. */
interface WholeCatalogue {
  products: Product[];
  complete: boolean;
}

/**
 * Every product (collections expanded), newest first, read 100 a request and
 * at most `maxPages` requests, cached as one entry: for the server's own
 * indexes of the catalogue (the French search, the collections' counts).
 * Larger catalogues are cut at `maxPages` pages, so the cost of one read is
 * bounded.
 */
function readWholeCatalogue(maxPages: number): Promise<WholeCatalogue> {
  return cached(`all-products:${maxPages}`, async () => {
    const products: Product[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const params = productListParams({ limit: CATALOG_PAGE_SIZE, page, sort: 'created_at:desc' });
      const { products: read, count } = productListSchema.parse(await getCommerce('/products', params));
      products.push(...read);
      if (read.length < CATALOG_PAGE_SIZE || page * CATALOG_PAGE_SIZE >= count) return { products, complete: true };
    }
    return { products, complete: false };
  });
}

/** Every product, as far as `maxPages` pages of the whole-catalogue read reach. */
export async function listAllProducts(maxPages: number): Promise<Product[]> {
  return (await readWholeCatalogue(maxPages)).products;
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
 * Statuses with which the platform refuses the single-product read itself
 * (a malformed or unsupported request), rather than saying the product does
 * not exist: only then is the product looked for by search.
 */
const REFUSED_READ = new Set([400, 403, 405, 422]);

/** The platform's search for a slug (limit 100, every expansion), exact match only. */
async function searchProductBySlug(slug: string): Promise<Product | null> {
  const params = productListParams({ query: slug, limit: 100, expand: PRODUCT_EXPANSIONS });
  const { products } = productListSchema.parse(await getCommerce('/products', params));
  return products.find((p) => p.slug === slug) ?? null;
}

/**
 * A product by slug, read as the platform reads one (`GET /products/{slug}`,
 * every expansion); a 404 is no such product. Archived and draft products
 * are read too, and are not found. Where the read is refused (REFUSED_READ)
 * the platform's search is used instead. Only that one product (or "not
 * found") is cached, under the slug; a slug that cannot be one is not found
 * without calling the API, so odd addresses cannot fill the cache.
 */
export function getProductBySlug(slug: string): Promise<Product | null> {
  if (!isProductSlug(slug)) return Promise.resolve(null);
  return cached(`product-by-slug:${slug}`, async () => {
    const params = new URLSearchParams();
    for (const expansion of PRODUCT_EXPANSIONS) params.append('expand[]', expansion);
    let product: Product | null;
    try {
      product = productSchema.parse(await getCommerce(`/products/${encodeURIComponent(slug)}`, params));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.status === 404) return null;
      if (!REFUSED_READ.has(error.status)) throw error;
      console.warn(`The product read by slug was refused (${error.status}); searching for ${slug}`);
      product = await searchProductBySlug(slug);
    }
    return product && product.slug === slug && !product.hidden ? product : null;
  });
}

/**
 * Every collection, with the number of products shoppers may see in each: counted in the
 * whole-catalogue read (the same filtered list the shop shows, since a collection's own
 * `products_count` includes archived and draft products), so the counts cost no call of their own.
 * Where the catalogue is larger than that read, or the read fails, the collection's own count stands.
 */
export function listCollections(): Promise<Collection[]> {
  const params = new URLSearchParams({ limit: '100', expand: 'all' });
  return cached(`product_collections?${params}`, async () => {
    const [collections, catalogue] = await Promise.all([
      getCommerce('/product_collections', params).then((answer) => collectionListSchema.parse(answer)),
      readWholeCatalogue(CATALOG_MAX_PAGES).catch((error: unknown) => {
        console.error('Failed to count the products of the collections', error);
        return null;
      }),
    ]);
    if (!catalogue?.complete) return collections;
    const counts = new Map<string, number>();
    for (const product of catalogue.products)
      for (const { id } of product.collections) counts.set(id, (counts.get(id) ?? 0) + 1);
    return collections.map((collection) => ({ ...collection, productsCount: counts.get(collection.id) ?? 0 }));
  });
}

export async function getCollectionBySlug(slug: string): Promise<Collection | null> {
  return (await listCollections()).find((c) => c.slug === slug) ?? null;
}
