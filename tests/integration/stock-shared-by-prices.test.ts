/**
 * One variant bought at two prices (a regular and a sale price, say) in one
 * checkout: its units are shared, so the lines together never sell more than
 * it has. Each line alone is within the stock; together they are not, and
 * both are then `out_of_stock`, uncharged and unpayable, until one is lowered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendOrigin, changeStock, checkoutHostRequest, commerceGet, hostedCheckoutDetails } from './helpers.ts';

interface Variant {
  id: string;
  available_stock: number;
}
interface Product {
  id: string;
  stock_enabled: boolean;
  allow_out_of_stock_purchases: boolean;
  prices: { data: { id: string; amount: number }[] };
  variants: { data: Variant[] };
}

let product: Product;
let variant: Variant;

beforeAll(async () => {
  const { body } = await commerceGet('/products?limit=100&expand[]=prices&expand[]=variants');
  product = (body.data as Product[]).find((p) => p.variants.data.length > 0 && p.prices.data.length > 1)!;
  expect(product, 'a product with variants and two prices in the demo catalogue').toBeDefined();
  variant = product.variants.data[0]!;
  expect(
    (await changeStock({ product: product.id, stock_enabled: true, allow_out_of_stock_purchases: false })).status,
  ).toBe(204);
  expect((await changeStock({ variant: variant.id, available_stock: 3 })).status).toBe(204);
});

afterAll(async () => {
  await changeStock({
    product: product.id,
    stock_enabled: product.stock_enabled,
    allow_out_of_stock_purchases: product.allow_out_of_stock_purchases,
  });
  await changeStock({ variant: variant.id, available_stock: variant.available_stock });
});

const EXPAND = '?expand[]=line_items';

async function read(id: string) {
  const { body } = await checkoutHostRequest('GET', `/checkouts/${id}${EXPAND}`);
  const lines = body.line_items.data as Array<{ id: string; quantity: number; purchasable_status: string }>;
  return { lines, subtotal: body.subtotal_amount as number };
}

/** Sets a line's quantity as the cart does, then reads the checkout again. */
async function setQuantity(checkoutId: string, lineId: string, quantity: number) {
  const changed = await checkoutHostRequest('PATCH', `/line_items/${lineId}?consolidate=true`, { quantity });
  expect(changed.status).toBe(200);
  return read(checkoutId);
}

describe('one variant at two prices in one checkout', () => {
  it('sells no more than the variant has: both lines out of stock together, fine again once one is lowered', async () => {
    const [regular, sale] = product.prices.data;
    const created = await checkoutHostRequest('POST', `/checkouts${EXPAND}`, {
      line_items: [{ price: regular!.id, variant: variant.id, quantity: 2 }],
    });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const added = await checkoutHostRequest('POST', '/line_items?consolidate=true', {
      checkout: id,
      price: sale!.id,
      variant: variant.id,
      quantity: 1,
    });
    expect(added.status).toBe(200);

    // 2 + 1 = the 3 left: both can be bought.
    const atLimit = await read(id);
    expect(atLimit.lines.map((l) => [l.quantity, l.purchasable_status])).toEqual([
      [2, 'purchasable'],
      [1, 'purchasable'],
    ]);

    // 2 + 2 is one more than is left, though each line alone is within it: neither is sold.
    const over = await setQuantity(id, atLimit.lines[1]!.id, 2);
    expect(over.lines.map((l) => l.purchasable_status)).toEqual(['out_of_stock', 'out_of_stock']);
    expect(over.subtotal).toBe(0);
    const form = new URLSearchParams(hostedCheckoutDetails('two-prices@example.ca'));
    await fetch(`${backendOrigin()}/checkout/${id}/details`, { method: 'POST', body: form, redirect: 'manual' });
    const refused = await fetch(`${backendOrigin()}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(refused.status).toBe(422);

    // Lowering either line puts it right.
    const fixed = await setQuantity(id, over.lines[0]!.id, 1);
    expect(fixed.lines.map((l) => l.purchasable_status)).toEqual(['purchasable', 'purchasable']);
    const paid = await fetch(`${backendOrigin()}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
  });
});
