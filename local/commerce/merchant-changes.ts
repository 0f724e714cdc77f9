/**
 * A merchant's changes to the catalogue, for tests (test mode only): a stock
 * change, a price's new amount, a price taken off, a product copied under
 * another slug. Stock and price changes send the platform's events as a
 * change in its dashboard would: product.stock_adjusted to the functions'
 * webhook (back-in-stock mail) and to the shop, price.updated to the shop,
 * which refreshes the pages that show them.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db.ts';
import type { CatalogStore } from './catalog-store.ts';
import { serializeProduct } from './serialize.ts';
import { recordStockEvent, type WebhookDelivery } from '../platform/webhooks.ts';
import type { ShopEvents } from '../platform/shop-events.ts';

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

/** A price's new amount, in cents, as the platform stores amounts. */
const priceChangeSchema = z.object({ amount: z.number().int().min(0).max(100_000_000) });

interface MerchantContext {
  db: Database;
  store: () => CatalogStore;
  testMode: boolean;
  webhooks: WebhookDelivery;
  shopEvents: ShopEvents;
}

export function merchantChanges({ db, store, testMode, webhooks, shopEvents }: MerchantContext): Hono {
  const app = new Hono();
  app.use('/_local/catalog/*', async (c, next) => {
    if (!testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
    await next();
  });

  // Cart lines read a stock change at their next read; the shop and the functions hear of it at once.
  app.patch('/_local/catalog/stock', async (c) => {
    const { product, variant, ...changes } = stockChangeSchema.parse(await c.req.json());
    const target = variant ? { variant } : product ? { product } : null;
    const catalog = store();
    if (!target || !catalog.setStock(target, changes)) {
      return c.json({ code: 'not_found', message: 'No such product or variant.' }, 404);
    }
    const changed = variant
      ? catalog.productsById.get(catalog.variantsById.get(variant)!.product)
      : catalog.productByIdOrSlug(product!);
    const stockChanged = ['available_stock', 'stock_enabled', 'allow_out_of_stock_purchases'].some(
      (key) => key in changes,
    );
    if (changed && stockChanged) {
      const event = serializeProduct(catalog, changed, new Set());
      await recordStockEvent(db, event);
      await Promise.all([webhooks.afterEvent(), shopEvents.send('product.stock_adjusted', event)]);
    }
    return c.body(null, 204);
  });

  app.patch('/_local/catalog/prices/:id', async (c) => {
    const { amount } = priceChangeSchema.parse(await c.req.json());
    const price = store().setPriceAmount(c.req.param('id'), amount);
    if (!price) return c.json({ code: 'not_found', message: 'No such price.' }, 404);
    await shopEvents.send('price.updated', price);
    return c.body(null, 204);
  });

  // Lines holding a price taken off the catalogue become price_gone.
  app.delete('/_local/catalog/prices/:id', (c) =>
    store().removePrice(c.req.param('id'))
      ? c.body(null, 204)
      : c.json({ code: 'not_found', message: 'No such price.' }, 404),
  );

  // A copy of a product under another slug, name and description, outside every listing (tests of hostile data).
  app.post('/_local/catalog/unlisted-products', async (c) => {
    const body = unlistedProductSchema.parse(await c.req.json());
    const copy = store().addUnlistedCopy(body.from, body);
    return copy
      ? c.json({ id: copy.id, slug: copy.slug }, 201)
      : c.json({ code: 'not_found', message: 'No such product.' }, 404);
  });
  return app;
}
