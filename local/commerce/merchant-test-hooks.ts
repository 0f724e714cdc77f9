/**
 * What a merchant does in the platform's dashboard, as test hooks (test mode
 * only): take a price off the catalogue, add a product outside every listing
 * (for tests of hostile product text), and change stock, which sends the
 * platform's product.stock_adjusted event to its webhook as the dashboard does.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db.ts';
import { recordStockEvent } from '../platform/webhooks.ts';
import type { CatalogStore } from './catalog-store.ts';
import { serializeProduct } from './serialize.ts';

/** A test product: copied from `from`, with its own slug, name and description (which may be hostile). */
const unlistedProductSchema = z.object({
  from: z.string(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().max(500),
  description: z.string().max(20_000).nullable(),
  /** Metadata keys set on the copy (a malformed size chart, say), over the original's. */
  metadata: z.record(z.string().max(100), z.string().max(20_000)).optional(),
});

/** A stock change for a test: a product (id or slug) or a variant (id), and the fields to set. */
const stockChangeSchema = z.object({
  product: z.string().optional(),
  variant: z.string().optional(),
  available_stock: z.number().int().optional(),
  stock_enabled: z.boolean().optional(),
  allow_out_of_stock_purchases: z.boolean().optional(),
  purchase_limit: z.number().int().min(1).nullable().optional(),
});

export interface MerchantTestHooksOptions {
  db: Database;
  testMode: boolean;
  /** The current catalogue (a reset replaces it). */
  store: () => CatalogStore;
  /** Delivers the events just recorded to the webhook. */
  afterEvent: () => Promise<unknown>;
}

/** Mounts the merchant's hooks on the backend's root `app`. */
export function merchantTestHooks(app: Hono, { db, testMode, store, afterEvent }: MerchantTestHooksOptions) {
  // A merchant taking a price off the catalogue (tests only): lines holding it become price_gone.
  app.delete('/_local/catalog/prices/:id', (c) => {
    if (!testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
    return store().removePrice(c.req.param('id'))
      ? c.body(null, 204)
      : c.json({ code: 'not_found', message: 'No such price.' }, 404);
  });

  // A copy of a product under another slug, name and description, outside every listing (tests of hostile data).
  app.post('/_local/catalog/unlisted-products', async (c) => {
    if (!testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
    const body = unlistedProductSchema.parse(await c.req.json());
    const copy = store().addUnlistedCopy(body.from, body);
    return copy
      ? c.json({ id: copy.id, slug: copy.slug }, 201)
      : c.json({ code: 'not_found', message: 'No such product.' }, 404);
  });

  // A merchant changing a product's or a variant's stock (tests only): cart lines read it at their next read,
  // and the platform's product.stock_adjusted event goes to its webhook, as a change in the dashboard does.
  app.patch('/_local/catalog/stock', async (c) => {
    if (!testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
    const { product, variant, ...changes } = stockChangeSchema.parse(await c.req.json());
    const target = variant ? { variant } : product ? { product } : null;
    if (!target || !store().setStock(target, changes)) {
      return c.json({ code: 'not_found', message: 'No such product or variant.' }, 404);
    }
    const changed = variant
      ? store().productsById.get(store().variantsById.get(variant)!.product)
      : store().productByIdOrSlug(product!);
    const stockChanged = ['available_stock', 'stock_enabled', 'allow_out_of_stock_purchases'].some(
      (key) => key in changes,
    );
    if (changed && stockChanged) {
      await recordStockEvent(db, serializeProduct(store(), changed, new Set()));
      await afterEvent();
    }
    return c.body(null, 204);
  });
}
