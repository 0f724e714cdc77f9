// @vitest-environment happy-dom
/**
 * A sign-in merge of the guest cart into the customer's that the shopper cut
 * off by leaving the page: the next sign-in finishes it, adding each guest
 * quantity once.
 */
import { describe, expect, it, vi } from 'vitest';
import * as client from '~/lib/surecart/checkout.ts';
import { MERGE_KEY } from './cart-records.ts';
import { CHECKOUT_ID_KEY } from './stored-checkout-id.ts';
import { line } from './testing/fake-checkout-host.ts';
import {
  ACCOUNT,
  GUEST,
  cart,
  nextPageSession,
  put,
  shelf,
  shown,
  signIn,
  stored,
  withShelfOfCheckouts,
} from './testing/checkout-shelf.ts';

vi.mock('~/lib/surecart/checkout.ts');
withShelfOfCheckouts();

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
    await nextPageSession();
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
