// @vitest-environment happy-dom
/**
 * The signed-in customer's cart on their profile: what this browser shows
 * and stores, and what the profile is told, at sign-in, while signed in and
 * at sign-out. The shop host holds several checkouts here (the guest's and
 * the customer's); the profile is the fake supabase-js's `users` row.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '~/lib/surecart/checkout.ts';
import { fakeProfile, fakeSupabase } from '~/lib/supabase/testing/fake-supabase.ts';
import type { Checkout } from '~/lib/surecart/checkout-types.ts';
import type * as CartOnProfile from './cart-on-profile.ts';
import { MERGE_KEY } from './cart-records.ts';
import { CHECKOUT_ID_KEY } from './stored-checkout-id.ts';
import { checkout, httpError, item, line, startFakeHost } from './testing/fake-checkout-host.ts';
import { freshCart, type CartStore } from './testing/fresh-cart.ts';

vi.mock('~/lib/surecart/checkout.ts');

/** Every checkout the shop host holds, by id. */
let shelf: Map<string, Checkout>;
let cart: CartStore;
let hooks: typeof CartOnProfile;
let supabase: ReturnType<typeof fakeSupabase>;

const GUEST = 'chk-guest';
const ACCOUNT = 'chk-account';

function put(id: string, lines: ReturnType<typeof line>[], extra: Partial<Checkout> = {}) {
  shelf.set(id, checkout(lines, { id, ...extra }));
}

const ownerOf = (lineId: string) => [...shelf.values()].find((c) => c.lines.some((l) => l.id === lineId))!;

/** What the cart shows, as [price, variant, quantity]. */
const shown = () => cart.$cart.get().lines.map((l) => [l.priceId, l.variantId, l.quantity]);
const stored = () => localStorage.getItem(CHECKOUT_ID_KEY);
/** The ids written to the profile, in order. */
const profileWrites = () => supabase.rows.update.mock.calls.map(([changes]) => changes);

/** Signs in with a profile whose cart is `accountId`, and waits until the carts have met. */
const signIn = (accountId: string | null) =>
  hooks.followCustomerCart(supabase.client, 'user-1', fakeProfile({ cart_checkout_id: accountId }));

beforeEach(async () => {
  cart = await startFakeHost();
  hooks = await import('./cart-on-profile.ts');
  supabase = fakeSupabase();
  shelf = new Map();
  let created = 0;
  vi.mocked(client.getCheckout).mockImplementation(async (id) => {
    const found = shelf.get(id);
    if (!found) throw httpError(404, 'Not Found', { message: 'not found' });
    return structuredClone(found);
  });
  vi.mocked(client.createCheckout).mockImplementation(async ({ priceId, variantId }) => {
    const id = `chk-new-${++created}`;
    put(id, [line(priceId, variantId)]);
    return structuredClone(shelf.get(id)!);
  });
  vi.mocked(client.addLineItem).mockImplementation(async (id, { priceId, variantId }) => {
    const target = shelf.get(id)!;
    const same = target.lines.find((l) => l.priceId === priceId && l.variantId === variantId);
    if (same) same.quantity += 1;
    else target.lines.push(line(priceId, variantId));
  });
  vi.mocked(client.updateLineItem).mockImplementation(async (id, quantity) => {
    ownerOf(id).lines.find((l) => l.id === id)!.quantity = quantity;
  });
  vi.mocked(client.deleteLineItem).mockImplementation(async (id) => {
    const owner = ownerOf(id);
    owner.lines = owner.lines.filter((l) => l.id !== id);
  });
});

afterEach(async () => {
  await hooks.leaveCustomerCart();
  vi.clearAllMocks();
});

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

describe('a sign-in merge cut off halfway', () => {
  /**
   * Signs in while the guest cart merges into the customer's, and leaves the page at the merge's
   * second quantity change: that request never reaches the shop host. Resolves once it is sent.
   */
  async function leaveDuringMerge(): Promise<void> {
    const applyOnHost = vi.mocked(client.updateLineItem).getMockImplementation()!;
    const cutOff = Promise.withResolvers<void>();
    vi.mocked(client.updateLineItem)
      .mockImplementationOnce(applyOnHost)
      .mockImplementationOnce(async () => {
        cutOff.resolve();
        return new Promise(() => undefined);
      });
    await cart.startCart();
    void signIn(ACCOUNT);
    await cutOff.promise;
  }

  /** The next page: a fresh session of the cart and its profile hooks, signed in as before. */
  async function nextPage(): Promise<void> {
    cart = await freshCart();
    hooks = await import('./cart-on-profile.ts');
    await cart.startCart();
    await signIn(ACCOUNT);
  }

  it('is finished by the next sign-in, adding each guest quantity once', async () => {
    put(ACCOUNT, [line('price-1', 'var-1', 2), line('price-2', null, 1)]);
    put(GUEST, [line('price-1', 'var-1', 1), line('price-3', 'var-3', 3)]);
    localStorage.setItem(CHECKOUT_ID_KEY, GUEST);
    await leaveDuringMerge();
    // Half merged on the host: the missing line is there with one unit, one quantity was set.
    expect(shelf.get(ACCOUNT)!.lines.map((l) => [l.priceId, l.quantity])).toEqual([
      ['price-1', 3],
      ['price-2', 1],
      ['price-3', 1],
    ]);
    expect(stored()).toBe(GUEST);

    await nextPage();
    expect(shown()).toEqual([
      ['price-1', 'var-1', 3],
      ['price-2', null, 1],
      ['price-3', 'var-3', 3],
    ]);
    expect(stored()).toBe(ACCOUNT);
    expect(localStorage.getItem(MERGE_KEY)).toBeNull();

    // Signing in again changes nothing more.
    await nextPage();
    expect(shown()).toEqual([
      ['price-1', 'var-1', 3],
      ['price-2', null, 1],
      ['price-3', 'var-3', 3],
    ]);
  });

  it('cut off before its first change, is done in full by the next sign-in', async () => {
    put(ACCOUNT, [line('price-1', 'var-1', 2)]);
    put(GUEST, [line('price-1', 'var-1', 1)]);
    localStorage.setItem(CHECKOUT_ID_KEY, GUEST);
    const cutOff = Promise.withResolvers<void>();
    vi.mocked(client.updateLineItem).mockImplementationOnce(async () => {
      cutOff.resolve();
      return new Promise(() => undefined);
    });
    await cart.startCart();
    void signIn(ACCOUNT);
    await cutOff.promise;
    await nextPage();
    expect(shown()).toEqual([['price-1', 'var-1', 3]]);
  });

  it('a recorded plan for other carts is not followed', async () => {
    localStorage.setItem(
      MERGE_KEY,
      JSON.stringify({
        guestId: 'chk-other',
        accountId: ACCOUNT,
        add: [],
        targets: [{ priceId: 'price-1', variantId: 'var-1', quantity: 9 }],
      }),
    );
    put(ACCOUNT, [line('price-1', 'var-1', 2)]);
    put(GUEST, [line('price-1', 'var-1', 1)]);
    localStorage.setItem(CHECKOUT_ID_KEY, GUEST);
    await cart.startCart();
    await signIn(ACCOUNT);
    expect(shown()).toEqual([['price-1', 'var-1', 3]]);
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
