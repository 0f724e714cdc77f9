// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '~/lib/surecart/checkout.ts';
import { CHECKOUT_ID_KEY } from './stored-checkout-id.ts';
import { checkout, host, httpError, item, line, quantities, startFakeHost } from './testing/fake-checkout-host.ts';
import type { CartStore } from './testing/fresh-cart.ts';

vi.mock('~/lib/surecart/checkout.ts');

let cart: CartStore;
beforeEach(async () => {
  cart = await startFakeHost();
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('cart start-up', () => {
  it('without a stored id the cart is empty and nothing is requested', async () => {
    await cart.startCart();
    expect(cart.$cart.get()).toMatchObject({ lines: [], loading: false, checkout: null });
    expect(client.getCheckout).not.toHaveBeenCalled();
  });

  it('loads the stored checkout', async () => {
    host.checkout = checkout([line('price-1', 'var-1', 2)]);
    localStorage.setItem(CHECKOUT_ID_KEY, 'chk-1');
    await cart.startCart();
    expect(cart.$cartItemCount.get()).toBe(2);
  });

  it.each([
    ['has an order', () => (host.checkout = checkout([line('p', null)], { orderId: 'ord-1' }))],
    ['has no lines', () => (host.checkout = checkout([]))],
    ['fails to load', () => (host.checkout = null)],
  ])('clears the stored id when the checkout %s', async (_case, prepare) => {
    prepare();
    localStorage.setItem(CHECKOUT_ID_KEY, 'chk-1');
    await cart.startCart();
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
    expect(cart.$cart.get()).toMatchObject({ lines: [], checkout: null, loading: false });
  });
});

describe('adding to the cart', () => {
  it('shows a temporary line at once, then creates the checkout and stores its id', async () => {
    await cart.startCart();
    const adding = cart.addToCart(item());
    expect(quantities()).toEqual([['temp', 1]]);
    await adding;
    expect(client.createCheckout).toHaveBeenCalledWith({ priceId: 'price-1', variantId: 'var-1' });
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBe('chk-1');
    expect(quantities()).toEqual([['line-1', 1]]);
  });

  it('adds a line to an existing checkout, and the same price and variant raise its quantity', async () => {
    await cart.startCart();
    await cart.addToCart(item());
    const again = cart.addToCart(item());
    expect(quantities()).toEqual([['line-1', 2]]);
    await again;
    await cart.addToCart(item('price-1', 'var-2'));
    expect(client.addLineItem).toHaveBeenCalledTimes(2);
    expect(quantities()).toEqual([
      ['line-1', 2],
      ['line-2', 1],
    ]);
  });

  it('quick successive adds are sent one after the other to the same checkout', async () => {
    await cart.startCart();
    await Promise.all([cart.addToCart(item()), cart.addToCart(item('price-2', null)), cart.addToCart(item())]);
    expect(client.createCheckout).toHaveBeenCalledTimes(1);
    expect(quantities()).toEqual([
      ['line-1', 2],
      ['line-2', 1],
    ]);
  });

  it('a failed creation says "Failed to create checkout" and leaves an empty cart', async () => {
    await cart.startCart();
    vi.mocked(client.createCheckout).mockRejectedValueOnce(httpError(500, 'Server Error', null));
    await expect(cart.addToCart(item())).rejects.toThrow('Failed to create checkout');
    expect(cart.$cart.get().lines).toEqual([]);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  });

  it('a failed add gives the server’s message and keeps the previous cart', async () => {
    await cart.startCart();
    await cart.addToCart(item());
    vi.mocked(client.addLineItem).mockRejectedValueOnce(
      httpError(422, 'Unprocessable', { message: 'This price is not available.' }),
    );
    await expect(cart.addToCart(item('price-9', null))).rejects.toThrow('This price is not available.');
    expect(quantities()).toEqual([['line-1', 1]]);
  });

  it('a failed add whose answer is no sentence says "Failed to add item to cart", never the body', async () => {
    await cart.startCart();
    await cart.addToCart(item());
    vi.mocked(client.addLineItem).mockRejectedValueOnce(
      httpError(502, 'Bad Gateway', { message: '<html><body>502 Bad Gateway</body></html>' }),
    );
    await expect(cart.addToCart(item('price-9', null))).rejects.toThrow(/^Failed to add item to cart$/);
  });

  it('a failed add without a server message says "Failed to add item to cart"', async () => {
    await cart.startCart();
    await cart.addToCart(item());
    vi.mocked(client.addLineItem).mockRejectedValueOnce(new TypeError('network down'));
    await expect(cart.addToCart(item('price-9', null))).rejects.toThrow('Failed to add item to cart');
  });
});

describe('removing', () => {
  beforeEach(async () => {
    await cart.startCart();
    await cart.addToCart(item());
    await cart.addToCart(item('price-2', null));
  });

  it('removing a line keeps the others; removing the last clears the stored id and the cart', async () => {
    const [first, second] = cart.$cart.get().lines;
    await cart.removeFromCart(first!.id);
    expect(quantities()).toEqual([[second!.id, 1]]);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBe('chk-1');
    await cart.removeFromCart(second!.id);
    expect(cart.$cart.get().lines).toEqual([]);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  });

  it('a line being removed is busy until the server answers', async () => {
    const [first] = cart.$cart.get().lines;
    const removing = cart.removeFromCart(first!.id);
    expect(cart.$cart.get().busyLineIds).toEqual([first!.id]);
    await removing;
    expect(cart.$cart.get().busyLineIds).toEqual([]);
  });

  it('temporary lines cannot be removed', async () => {
    await cart.removeFromCart('temp-3');
    expect(client.deleteLineItem).not.toHaveBeenCalled();
  });

  it('a failed removal says "Failed to remove item from cart" and keeps the line', async () => {
    const [first] = cart.$cart.get().lines;
    vi.mocked(client.deleteLineItem).mockRejectedValueOnce(httpError(500, 'Server Error', null));
    await expect(cart.removeFromCart(first!.id)).rejects.toThrow('Failed to remove item from cart');
    expect(cart.$cart.get().lines).toHaveLength(2);
  });

  it('clearing deletes every line and forgets the checkout', async () => {
    await cart.clearCart();
    expect(client.deleteLineItem).toHaveBeenCalledTimes(2);
    expect(cart.$cart.get().lines).toEqual([]);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  });
});
