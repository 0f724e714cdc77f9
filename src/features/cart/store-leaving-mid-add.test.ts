// @vitest-environment happy-dom
/**
 * A shopper who leaves the page between the first Add to Cart and the
 * platform's answer: the checkout is made on the shop host, but its id, which
 * only the answer carries, never reaches this browser. The next page finds
 * the line in the cart all the same, once, and nothing is added twice when
 * the answer did come.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '~/lib/surecart/checkout.ts';
import { FIRST_ADD_KEY } from './cart-records.ts';
import { CHECKOUT_ID_KEY } from './stored-checkout-id.ts';
import { host, httpError, item, startFakeHost } from './testing/fake-checkout-host.ts';
import { freshCart, type CartStore } from './testing/fresh-cart.ts';

vi.mock('~/lib/surecart/checkout.ts');

let cart: CartStore;
beforeEach(async () => {
  cart = await startFakeHost();
});

afterEach(() => vi.clearAllMocks());

/** What a cart shows, as [price, variant, quantity]. */
const shown = (store: CartStore) => store.$cart.get().lines.map((l) => [l.priceId, l.variantId, l.quantity]);

/**
 * The first add reaches the shop host, which makes the checkout, but its answer never reaches the
 * page: the shopper has left. Resolves once the request is out.
 */
async function leaveDuringFirstAdd(): Promise<void> {
  const sent = Promise.withResolvers<void>();
  const createOnHost = vi.mocked(client.createCheckout).getMockImplementation()!;
  vi.mocked(client.createCheckout).mockImplementationOnce(async (line) => {
    await createOnHost(line);
    sent.resolve();
    return new Promise(() => undefined);
  });
  await cart.startCart();
  void cart.addToCart(item('price-1', 'var-1'));
  await sent.promise;
}

describe('leaving the page before the first add is answered', () => {
  it('the next page shows the line, once, in a cart of its own, and keeps it', async () => {
    await leaveDuringFirstAdd();
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();

    const next = await freshCart();
    await next.startCart();
    expect(shown(next)).toEqual([['price-1', 'var-1', 1]]);
    expect(next.$cart.get().loading).toBe(false);
    // A checkout of its own: the one the lost answer named is never known here.
    expect(client.createCheckout).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBe(host.checkout!.id);
    expect(localStorage.getItem(FIRST_ADD_KEY)).toBeNull();

    // And the page after that adds nothing more.
    const later = await freshCart();
    await later.startCart();
    expect(shown(later)).toEqual([['price-1', 'var-1', 1]]);
    expect(client.createCheckout).toHaveBeenCalledTimes(2);
  });

  it('a first add that was answered leaves nothing for the next page to add', async () => {
    await cart.startCart();
    await cart.addToCart(item('price-1', 'var-1'));
    const next = await freshCart();
    await next.startCart();
    expect(shown(next)).toEqual([['price-1', 'var-1', 1]]);
    expect(client.createCheckout).toHaveBeenCalledTimes(1);
  });

  it('a first add the platform refused (the shopper was told) is not tried again', async () => {
    vi.mocked(client.createCheckout).mockRejectedValueOnce(httpError(422, 'Unprocessable', { message: 'gone' }));
    await cart.startCart();
    await expect(cart.addToCart(item('price-1', 'var-1'))).rejects.toThrow();
    const next = await freshCart();
    await next.startCart();
    expect(shown(next)).toEqual([]);
    expect(client.createCheckout).toHaveBeenCalledTimes(1);
  });

  it('a cart stored meanwhile by another tab is kept as it is, and nothing is added to it', async () => {
    await leaveDuringFirstAdd();
    localStorage.setItem(CHECKOUT_ID_KEY, host.checkout!.id);
    const next = await freshCart();
    await next.startCart();
    expect(shown(next)).toEqual([['price-1', 'var-1', 1]]);
    expect(client.createCheckout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(FIRST_ADD_KEY)).toBeNull();
  });

  it('ignores a stored first add of another shape', async () => {
    localStorage.setItem(FIRST_ADD_KEY, '{"priceId": 5}');
    await cart.startCart();
    expect(shown(cart)).toEqual([]);
    expect(client.createCheckout).not.toHaveBeenCalled();
  });
});
