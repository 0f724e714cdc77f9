/**
 * The cart store against the embedded backend's checkout endpoints, through
 * the shop's real checkout client.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_ID_KEY } from '~/features/cart/stored-checkout-id.ts';
import { freshCart, type CartStore } from '~/features/cart/testing/fresh-cart.ts';
import type { CartItemToAdd } from '~/lib/surecart/checkout-types.ts';
import type { StoredMail } from '../../local/platform/mail.ts';
import type { ApiProduct } from '../support/commerce-wire.ts';
import { backendOrigin, checkoutHostRequest, commerceGet, getJson } from './helpers.ts';

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
    priceName: price.name ?? null,
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
afterEach(() => {
  vi.restoreAllMocks();
});

/** One request the shop's client made to the shop host, and the status the backend answered it with. */
interface Exchange {
  method: string;
  url: URL;
  body: unknown;
  status: number;
}

/**
 * Records every request the shop's client sends to the shop host's line-item
 * endpoints (exactly the body the backend receives) with its answer's status;
 * the requests themselves go through unchanged.
 */
function recordLineItemRequests(): Exchange[] {
  const exchanges: Exchange[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = new URL(String(input));
    if (url.pathname.includes('/wp-json/surecart/v1/line_items')) {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      exchanges.push({ method: init?.method ?? 'GET', url, body, status: response.status });
    }
    return response;
  });
  return exchanges;
}

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

  it('sends flat line-item bodies, as the shop host expects them, and the backend takes them', async () => {
    const product = await variantProduct();
    await cart.addToCart(itemOf(product, 0));
    const id = localStorage.getItem(CHECKOUT_ID_KEY);
    const exchanges = recordLineItemRequests();
    await cart.addToCart(itemOf(product, 1));
    const added = cart.$cart.get().lines.find((l) => l.variantId === product.variants.data[1].id)!;
    await cart.changeQuantity(added.id, 3);

    expect(exchanges.map(({ method, url, body, status }) => [method, url.pathname, body, status])).toEqual([
      [
        'POST',
        '/wp-json/surecart/v1/line_items',
        { checkout: id, price: product.prices.data[0].id, quantity: 1, variant: product.variants.data[1].id },
        200,
      ],
      ['PATCH', `/wp-json/surecart/v1/line_items/${added.id}`, { quantity: 3 }, 200],
    ]);
    expect(exchanges.map(({ url }) => url.searchParams.get('consolidate'))).toEqual(['true', 'true']);
    expect(cart.$cart.get().lines.map((l) => l.quantity)).toEqual([1, 3]);
  });

  it('a line whose status the shop does not know shows as not available, and the rest of the cart stays', async () => {
    const product = await variantProduct();
    await cart.addToCart(itemOf(product, 0));
    await cart.addToCart(itemOf(product, 1));
    const [first] = cart.$cart.get().lines;
    // The shop host answers the next reads with a status the shop has never seen on the first line.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      if (!String(input).includes('/wp-json/surecart/v1/checkouts/')) return response;
      const checkout = await response.json();
      checkout.line_items.data[0].purchasable_status = 'on_backorder';
      return Response.json(checkout, { status: response.status });
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const reloaded = await freshCart();
    await reloaded.startCart();
    const { lines } = reloaded.$cart.get();
    expect(lines.map((l) => [l.id, l.purchasableStatus])).toEqual([
      [first!.id, 'unknown'],
      [expect.any(String), 'purchasable'],
    ]);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).not.toBeNull();
    // Only the line that can be bought counts towards the subtotal.
    expect(reloaded.$cartSubtotal.get()).toBe(lines[1]!.unitAmount);
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

/** A checkout of one product, paid on the hosted checkout as `email`; its id. */
async function paidCheckout(email: string): Promise<string> {
  const product = await variantProduct();
  const created = await checkoutHostRequest('POST', '/checkouts', {
    line_items: [{ price: product.prices.data[0].id, variant: product.variants.data[0].id, quantity: 1 }],
  });
  const id = created.body.id as string;
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });
  const address = { line1: '1 rue Test', city: 'Québec', country: 'CA', region: 'QC', postal_code: 'G1R 1A1' };
  const details = await fetch(
    `${backendOrigin()}/checkout/${id}/details`,
    form({ email, name: 'Ana Roy', ...address }),
  );
  const paid = await fetch(`${backendOrigin()}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
  expect([details.status, paid.status]).toEqual([303, 303]);
  return id;
}

describe('the thank-you page’s read of an order', () => {
  it('asks with refresh_status=true and reads the order number shoppers see', async () => {
    const checkoutId = await paidCheckout('thank-you-read@example.ca');
    const realFetch = globalThis.fetch;
    const urls: URL[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      urls.push(new URL(String(input)));
      return realFetch(input, init);
    });
    const { getOrderCheckout } = await import('~/lib/surecart/checkout.ts');
    const order = await getOrderCheckout(checkoutId);
    expect(urls.map((url) => url.searchParams.get('refresh_status'))).toEqual(['true']);
    expect(order).toMatchObject({ id: checkoutId, status: 'paid', orderNumber: expect.stringMatching(/^\d{4,}$/) });
    const mail = (await getJson('/_local/mail?to=thank-you-read@example.ca')).body as StoredMail[];
    expect(mail.map((m) => m.subject)).toContain(`Your Vélo Nord order #${order.orderNumber}`);
  });
});
