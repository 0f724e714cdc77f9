/**
 * Stock in the embedded backend's checkouts, as the platform keeps it: each
 * line's `purchasable_status` is judged against the stock when the checkout is
 * read, a line that cannot be bought is not charged, and a line's product
 * carries the stock fields the cart caps quantities by.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { changeStock, checkoutHostRequest, commerceGet } from './helpers.ts';

/** A product no other test changes the stock of: one price, no variants, 3 left. */
const SLUG = 'source-clear-bidon-550-ml';

interface Line {
  id: string;
  purchasable_status: string;
  price: { product: Record<string, unknown> };
}

interface Bottle {
  id: string;
  available_stock: number;
  purchase_limit: number | null;
  prices: { data: { id: string }[] };
  variants: { data: unknown[] };
}

async function bottle(): Promise<Bottle> {
  return (await commerceGet(`/products/${SLUG}?expand[]=prices&expand[]=variants`)).body;
}

async function checkoutOf(quantity: number) {
  const product = await bottle();
  expect(product.variants.data).toEqual([]);
  const created = await checkoutHostRequest('POST', '/checkouts', {
    line_items: [{ price: product.prices.data[0]!.id, quantity }],
  });
  expect(created.status).toBe(200);
  return { id: created.body.id as string, product };
}

async function read(id: string): Promise<{ line: Line; subtotal: number }> {
  const expand = ['line_items', 'line_item.price', 'price.product'].map((e) => `expand[]=${e}`).join('&');
  const { body } = await checkoutHostRequest('GET', `/checkouts/${id}?${expand}`);
  return { line: body.line_items.data[0], subtotal: body.subtotal_amount };
}

const original = await bottle();
afterEach(async () => {
  const { id, available_stock, purchase_limit } = original;
  const restored = await changeStock({
    product: id,
    available_stock,
    purchase_limit,
    allow_out_of_stock_purchases: false,
  });
  expect(restored.status).toBe(204);
});

describe('stock in checkouts', () => {
  it("sends the line's product with its stock", async () => {
    const { id, product } = await checkoutOf(1);
    expect((await read(id)).line.price.product).toMatchObject({
      id: product.id,
      stock_enabled: true,
      available_stock: 3,
      allow_out_of_stock_purchases: false,
      purchase_limit: null,
    });
  });

  it('flags a line whose stock ran out since it was added, does not charge it, and a lower quantity puts it right', async () => {
    const { id, product } = await checkoutOf(2);
    const before = await read(id);
    expect(before.line.purchasable_status).toBe('purchasable');
    expect(before.subtotal).toBeGreaterThan(0);

    expect((await changeStock({ product: product.id, available_stock: 1 })).status).toBe(204);
    const after = await read(id);
    expect(after.line.purchasable_status).toBe('out_of_stock');
    expect(after.subtotal).toBe(0);

    expect((await checkoutHostRequest('PATCH', `/line_items/${after.line.id}`, { quantity: 1 })).status).toBe(200);
    expect((await read(id)).line.purchasable_status).toBe('purchasable');
  });

  it('takes back-orders beyond the stock when the product allows them', async () => {
    const { id, product } = await checkoutOf(2);
    await changeStock({ product: product.id, available_stock: 0 });
    expect((await read(id)).line.purchasable_status).toBe('out_of_stock');
    await changeStock({ product: product.id, allow_out_of_stock_purchases: true });
    expect((await read(id)).line.purchasable_status).toBe('purchasable');
  });

  it("flags a line over the product's purchase limit", async () => {
    const { id, product } = await checkoutOf(2);
    expect((await changeStock({ product: product.id, purchase_limit: 1 })).status).toBe(204);
    expect((await read(id)).line.purchasable_status).toBe('exceeds_purchase_limit');
  });

  it('refuses a stock change for no such product or variant, or of the wrong shape', async () => {
    expect((await changeStock({ variant: 'no-such-variant', available_stock: 1 })).status).toBe(404);
    expect((await changeStock({ product: original.id, purchase_limit: 0 })).status).toBe(400);
  });
});
