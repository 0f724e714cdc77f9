import { Hono } from 'hono';
import type { CatalogStore } from './catalog-store.ts';
import { ApiError, errorResponse } from './errors.ts';
import { notFound, paginate, parseListQuery, parseProductQuery, runProductQuery } from './product-query.ts';
import type { CatalogProduct } from '../catalog/types.ts';
import type { SureCartProduct } from '../../supabase/functions/_shared/surecart/catalog.ts';
import { listEnvelope, pageEnvelope, serializeCollection, serializeProduct } from './serialize.ts';

/**
 * A product as the API returns it, with its `variant_options` (an option's name and values, in
 * `option_1..3` order) when expanded. The customised store predates that expansion and ignores it.
 */
export function serializeCatalogProduct(
  store: CatalogStore,
  product: CatalogProduct,
  expand: Set<string>,
): SureCartProduct {
  const out = serializeProduct(store, product, expand);
  if (store.shape === 'standard' && expand.has('variant_options')) {
    const options = store.variantOptionsByProduct.get(product.id) ?? [];
    out.variant_options = listEnvelope(options, options.length, Math.max(options.length, 20), 1, '/v1/variant_options');
  }
  return out;
}

export interface CommerceKeys {
  publicToken: string;
  secretKey: string;
}

/**
 * The commerce platform's public catalogue endpoints, mounted at `/v1`:
 * products and collections, read with a publishable token or the secret key.
 */
export function catalogApi(getStore: () => CatalogStore, keys: CommerceKeys): Hono {
  const api = new Hono();

  api.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    console.error('[local] commerce API failure', error);
    return errorResponse(c, new ApiError(500, 'server_error', 'server_error', 'Something went wrong.'));
  });

  // Public tokens may read the catalogue; secret keys may do anything.
  api.use('*', async (c, next) => {
    const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
    if (token !== keys.publicToken && token !== keys.secretKey) {
      throw new ApiError(
        401,
        'unauthorized',
        'unauthorized',
        'You are not authorized to access this resource. Check your API token.',
      );
    }
    await next();
  });

  api.get('/products', (c) => {
    const store = getStore();
    const query = parseProductQuery(new URL(c.req.url).searchParams);
    const page = runProductQuery(store, query);
    return c.json(pageEnvelope(page, query, '/v1/products', (p) => serializeCatalogProduct(store, p, query.expand)));
  });

  // One product by id or slug, archived and draft ones included, as the platform reads it.
  api.get('/products/:id', (c) => {
    const store = getStore();
    const id = c.req.param('id');
    const product = store.productByIdOrSlug(id);
    if (!product) throw notFound('product', id);
    const { expand } = parseListQuery(new URL(c.req.url).searchParams);
    return c.json(serializeCatalogProduct(store, product, expand));
  });

  api.get('/product_collections', (c) => {
    const store = getStore();
    const query = parseListQuery(new URL(c.req.url).searchParams);
    const sorted = [...store.collections].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
    return c.json(pageEnvelope(paginate(sorted, query), query, '/v1/product_collections', serializeCollection));
  });

  api.get('/product_collections/:id', (c) => {
    const store = getStore();
    const id = c.req.param('id');
    const collection = store.collectionsById.get(id) ?? store.collections.find((col) => col.slug === id);
    if (!collection) throw notFound('product_collection', id);
    return c.json(serializeCollection(collection));
  });

  api.all('*', () => {
    throw new ApiError(404, 'not_found', 'route.not_found', 'This endpoint does not exist.');
  });

  return api;
}
