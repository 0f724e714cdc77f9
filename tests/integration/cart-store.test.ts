/**
 * The cart store against the embedded backend's checkout endpoints, through
 * the shop's real checkout client.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_ID_KEY } from '~/features/cart/stored-checkout-id.ts';
import { freshCart, type CartStore } from '~/features/cart/testing/fresh-cart.ts';
import type { CartItemToAdd } from '~/lib/surecart/checkout-types.ts';
import type { ApiProduct } from './commerce-wire.ts';
import { commerceGet, getJson } from './helpers.ts';

/** Local storage as the browser keeps it, for a store running in Node. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

async function variantProduct() {
  const { body } = await commerceGet('/products?limit=100&expand[]=prices&expand[]=variants');
  return body.data.find((p: ApiProduct) => p.variants.data.length > 1);
}

function itemOf(product: ApiProduct, variantIndex: number): CartItemToAdd {
  const variant = product.variants.data[variantIndex]!;
  const price = product.prices.data[0]!;
  return {
    productId: product.id,
    productName: product.name,
    productSlug: product.slug,
    priceId: price.id,
    priceName: price.name,
    unitAmount: variant.amount ?? price.amount,
    currency: 'CAD',
    variantId: variant.id,
    variantOptions: [variant.option_1, variant.option_2].filter((o): o is string => Boolean(o)),
    imageUrl: null,
  };
}

let cart: CartStore;
beforeEach(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  cart = await freshCart();
  await getJson('/_local/faults', { method: 'DELETE' });
  await cart.startCart();
});

describe('cart store with the checkout endpoints', () => {
  it('the first add creates a checkout and stores its id', async () => {
    const product = await variantProduct();
    await cart.addToCart(itemOf(product, 0));
    const id = localStorage.getItem(CHECKOUT_ID_KEY);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const { body } = await getJson(`/wp-json/surecart/v1/checkouts/${id}?expand[]=line_items`);
    expect(body.line_items.data).toHaveLength(1);
    expect(cart.$cart.get().lines).toMatchObject([{ productName: product.name, quantity: 1, currency: 'CAD' }]);
    expect(cart.$cart.get().checkout?.portalUrl).toMatch(new RegExp(`/checkout/${id}$`));
  });

  it('the same price and variant twice gives quantity 2; another variant a second line', async () => {
    const product = await variantProduct();
    await cart.addToCart(itemOf(product, 0));
    await cart.addToCart(itemOf(product, 0));
    expect(cart.$cart.get().lines.map((l) => l.quantity)).toEqual([2]);
    await cart.addToCart(itemOf(product, 1));
    expect(cart.$cart.get().lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [product.variants.data[0].id, 2],
      [product.variants.data[1].id, 1],
    ]);
    expect(cart.$cartItemCount.get()).toBe(3);
    expect(cart.$cart.get().checkout?.subtotalAmount).toBe(
      cart.$cart.get().lines.reduce((s, l) => s + l.unitAmount * l.quantity, 0),
    );
  });

  it('a failing backend’s own message reaches the shopper, and the previous cart is kept', async () => {
    const product = await variantProduct();
    await cart.addToCart(itemOf(product, 0));
    const before = cart.$cart.get().lines;
    await getJson('/_local/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        method: 'POST',
        path: '/wp-json/surecart/v1/line_items',
        status: 500,
        message: 'The shop is down for maintenance.',
      }),
    });
    await expect(cart.addToCart(itemOf(product, 1))).rejects.toThrow('The shop is down for maintenance.');
    expect(cart.$cart.get().lines).toEqual(before);
  });

  it('a failing first add says "Failed to create checkout" and leaves no cart', async () => {
    const product = await variantProduct();
    await getJson('/_local/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/wp-json/surecart/v1/checkouts', status: 503 }),
    });
    await expect(cart.addToCart(itemOf(product, 0))).rejects.toThrow('Failed to create checkout');
    expect(cart.$cart.get().lines).toEqual([]);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  });

  it('the server refuses a price of another product’s variant with its own message', async () => {
    const product = await variantProduct();
    await cart.addToCart(itemOf(product, 0));
    const { body } = await commerceGet('/products?limit=100&expand[]=prices&expand[]=variants');
    const other = body.data.find((p: ApiProduct) => p.id !== product.id && p.variants.data.length > 0);
    const mixed = { ...itemOf(product, 0), variantId: other.variants.data[0].id };
    await expect(cart.addToCart(mixed)).rejects.toThrow('Please choose an available variant of this product.');
    expect(cart.$cartItemCount.get()).toBe(1);
  });
});
