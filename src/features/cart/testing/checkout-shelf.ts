/**
 * Test support for the signed-in customer's cart: a shop host holding several
 * checkouts (a guest's and a customer's) behind the checkout client, which
 * each test file mocks with `vi.mock('~/lib/surecart/checkout.ts')`, and the
 * profile as the fake supabase-js's `users` row. The bindings below change
 * with each test (and `nextPageSession`); test files read them as they are.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import * as client from '~/lib/surecart/checkout.ts';
import type { Checkout } from '~/lib/surecart/checkout-types.ts';
import { fakeProfile, fakeSupabase } from '~/lib/supabase/testing/fake-supabase.ts';
import type * as CartOnProfile from '../cart-on-profile.ts';
import { CHECKOUT_ID_KEY } from '../stored-checkout-id.ts';
import { checkout, httpError, line, startFakeHost } from './fake-checkout-host.ts';
import { freshCart, type CartStore } from './fresh-cart.ts';

/** Every checkout the shop host holds, by id. */
export let shelf: Map<string, Checkout>;
export let cart: CartStore;
export let hooks: typeof CartOnProfile;
export let supabase: ReturnType<typeof fakeSupabase>;

export const GUEST = 'chk-guest';
export const ACCOUNT = 'chk-account';

export function put(id: string, lines: ReturnType<typeof line>[], extra: Partial<Checkout> = {}) {
  shelf.set(id, checkout(lines, { id, ...extra }));
}

const ownerOf = (lineId: string) => [...shelf.values()].find((c) => c.lines.some((l) => l.id === lineId))!;

/** What the cart shows, as [price, variant, quantity]. */
export const shown = () => cart.$cart.get().lines.map((l) => [l.priceId, l.variantId, l.quantity]);
export const stored = () => localStorage.getItem(CHECKOUT_ID_KEY);
/** The ids written to the profile, in order. */
export const profileWrites = () => supabase.rows.update.mock.calls.map(([changes]) => changes);

/** Signs in with a profile whose cart is `accountId`, and waits until the carts have met. */
export const signIn = (accountId: string | null) =>
  hooks.followCustomerCart(supabase.client, 'user-1', fakeProfile({ cart_checkout_id: accountId }));

/** A new page session of the cart and of its profile hooks, the host's checkouts kept. */
export async function nextPageSession(): Promise<void> {
  cart = await freshCart();
  hooks = await import('../cart-on-profile.ts');
}

/** Registers, for the calling test file, a host with no checkout before each test and the cart left after it. */
export function withShelfOfCheckouts(): void {
  beforeEach(async () => {
    cart = await startFakeHost();
    hooks = await import('../cart-on-profile.ts');
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
}
