// @vitest-environment happy-dom
/**
 * The signed-in customer's cart on their profile: what this browser shows
 * and stores, and what the profile is told, at sign-in, while signed in and
 * at sign-out (a merge cut off halfway: cart-on-profile-merge.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import * as client from '~/lib/surecart/checkout.ts';
import { CHECKOUT_ID_KEY } from './stored-checkout-id.ts';
import { httpError, item, line } from './testing/fake-checkout-host.ts';
import {
  ACCOUNT,
  GUEST,
  cart,
  hooks,
  profileWrites,
  put,
  shelf,
  shown,
  signIn,
  stored,
  supabase,
  withShelfOfCheckouts,
} from './testing/checkout-shelf.ts';

vi.mock('~/lib/surecart/checkout.ts');
withShelfOfCheckouts();

describe('signing in', () => {
  it('brings the customer’s cart to a browser that had none', async () => {
    put(ACCOUNT, [line('price-1', 'var-1', 2)]);
    await cart.startCart();
    await signIn(ACCOUNT);
    expect(shown()).toEqual([['price-1', 'var-1', 2]]);
    expect(stored()).toBe(ACCOUNT);
    expect(profileWrites()).toEqual([]);
  });

  it('merges a guest cart into the customer’s: the same price and variant add up, other lines are added with their quantity', async () => {
    put(ACCOUNT, [line('price-1', 'var-1', 2), line('price-2', null, 1)]);
    put(GUEST, [line('price-1', 'var-1', 1), line('price-3', 'var-3', 3)]);
    localStorage.setItem(CHECKOUT_ID_KEY, GUEST);
    await cart.startCart();
    await signIn(ACCOUNT);
    expect(shown()).toEqual([
      ['price-1', 'var-1', 3],
      ['price-2', null, 1],
      ['price-3', 'var-3', 3],
    ]);
    expect(stored()).toBe(ACCOUNT);
    // The profile already names the merged cart.
    expect(profileWrites()).toEqual([]);
  });

  it.each([
    ['became an order', () => put(ACCOUNT, [line('price-1', null)], { orderId: 'ord-1' })],
    ['was emptied', () => put(ACCOUNT, [])],
    ['is gone', () => undefined],
  ])('when the customer’s stored cart %s, the guest cart becomes theirs', async (_case, prepare) => {
    prepare();
    put(GUEST, [line('price-3', null, 2)]);
    localStorage.setItem(CHECKOUT_ID_KEY, GUEST);
    await cart.startCart();
    await signIn(ACCOUNT);
    expect(shown()).toEqual([['price-3', null, 2]]);
    expect(stored()).toBe(GUEST);
    expect(profileWrites()).toEqual([{ cart_checkout_id: GUEST }]);
  });

  it('keeps a guest cart on a profile that had none', async () => {
    put(GUEST, [line('price-3', null, 1)]);
    localStorage.setItem(CHECKOUT_ID_KEY, GUEST);
    await cart.startCart();
    await signIn(null);
    expect(stored()).toBe(GUEST);
    expect(profileWrites()).toEqual([{ cart_checkout_id: GUEST }]);
  });

  it('clears from the profile a stored cart that became an order, when the browser has no cart', async () => {
    put(ACCOUNT, [line('price-1', null)], { orderId: 'ord-1' });
    await cart.startCart();
    await signIn(ACCOUNT);
    expect(shown()).toEqual([]);
    expect(stored()).toBeNull();
    expect(profileWrites()).toEqual([{ cart_checkout_id: null }]);
  });

  it('decides nothing while the customer’s cart cannot be read: the guest cart stays, the profile keeps its id', async () => {
    put(GUEST, [line('price-3', null, 1)]);
    localStorage.setItem(CHECKOUT_ID_KEY, GUEST);
    await cart.startCart();
    vi.mocked(client.getCheckout).mockImplementation(async (id) => {
      if (id === ACCOUNT) throw httpError(503, 'Service Unavailable', {});
      return structuredClone(shelf.get(id)!);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signIn(ACCOUNT);
    expect(shown()).toEqual([['price-3', null, 1]]);
    expect(stored()).toBe(GUEST);
    expect(profileWrites()).toEqual([]);
  });

  it('without a profile row, the cart stays this browser’s', async () => {
    await cart.startCart();
    await hooks.followCustomerCart(supabase.client, 'user-1', null);
    await cart.addToCart(item());
    expect(stored()).toBe('chk-new-1');
    expect(profileWrites()).toEqual([]);
  });
});

describe('while signed in', () => {
  it('writes the id of a cart started by a first add, and null once the cart is emptied', async () => {
    await cart.startCart();
    await signIn(null);
    await cart.addToCart(item('price-1', 'var-1'));
    await cart.addToCart(item('price-2', null));
    await vi.waitFor(() => expect(profileWrites()).toEqual([{ cart_checkout_id: 'chk-new-1' }]));
    await cart.clearCart();
    await vi.waitFor(() =>
      expect(profileWrites()).toEqual([{ cart_checkout_id: 'chk-new-1' }, { cart_checkout_id: null }]),
    );
  });

  it('writes null when the last line is removed', async () => {
    put(ACCOUNT, [line('price-1', null, 1)]);
    await cart.startCart();
    await signIn(ACCOUNT);
    await cart.removeFromCart(cart.$cart.get().lines[0]!.id);
    await vi.waitFor(() => expect(profileWrites()).toEqual([{ cart_checkout_id: null }]));
  });

  it('does not write null for a cart that merely failed to load', async () => {
    put(ACCOUNT, [line('price-1', null, 1)]);
    await cart.startCart();
    await signIn(ACCOUNT);
    vi.mocked(client.getCheckout).mockRejectedValue(new TypeError('Failed to fetch'));
    vi.mocked(client.updateLineItem).mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      Promise.all([cart.changeQuantity(cart.$cart.get().lines[0]!.id, 2), cart.confirmedCheckout()]),
    ).rejects.toThrow();
    expect(stored()).toBeNull();
    expect(profileWrites()).toEqual([]);
  });
});

describe('signing out', () => {
  it('leaves the browser without the cart and the profile with its id', async () => {
    put(ACCOUNT, [line('price-1', 'var-1', 2)]);
    await cart.startCart();
    await signIn(ACCOUNT);
    expect(shown()).toHaveLength(1);
    await hooks.leaveCustomerCart();
    expect(shown()).toEqual([]);
    expect(cart.$cart.get().checkout).toBeNull();
    expect(stored()).toBeNull();
    expect(profileWrites()).toEqual([]);
  });

  it('writes nothing to the profile for a cart started after signing out', async () => {
    await cart.startCart();
    await signIn(null);
    await hooks.leaveCustomerCart();
    await cart.addToCart(item());
    expect(stored()).toBe('chk-new-1');
    expect(profileWrites()).toEqual([]);
  });

  it('keeps the cart away even when an add was on its way', async () => {
    await cart.startCart();
    await signIn(null);
    const adding = cart.addToCart(item());
    const leaving = hooks.leaveCustomerCart();
    await Promise.all([adding, leaving]);
    expect(shown()).toEqual([]);
    expect(stored()).toBeNull();
  });
});
