// @vitest-environment happy-dom
/** The cart's quantity changes: shown at once, sent 500 ms after a line's last change. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '~/lib/surecart/checkout.ts';
import { httpError, item, quantities, startFakeHost } from './testing/fake-checkout-host.ts';
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

/** Nothing is sent 499 ms after the last change; at 500 ms, one request with the line's last quantity. */
async function expectOneRequestAt500Ms(change: Promise<void>, lineId: string, quantity: number) {
  await vi.advanceTimersByTimeAsync(499);
  expect(client.updateLineItem).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  await change;
  expect(client.updateLineItem).toHaveBeenCalledTimes(1);
  expect(client.updateLineItem).toHaveBeenCalledWith(lineId, quantity);
}

describe('changing quantities', () => {
  beforeEach(async () => {
    await cart.startCart();
    await cart.addToCart(item());
    vi.useFakeTimers();
  });

  it('waits 500 ms after a change before sending it: nothing at 499 ms, one request at 500 ms', async () => {
    const id = cart.$cart.get().lines[0]!.id;
    const change = cart.changeQuantity(id, 2);
    expect(quantities()).toEqual([[id, 2]]);
    await expectOneRequestAt500Ms(change, id, 2);
  });

  it('leaving for the checkout sends a waiting change at once and answers with the cart the server confirmed', async () => {
    const id = cart.$cart.get().lines[0]!.id;
    const change = cart.changeQuantity(id, 3);
    expect(cart.hasUnconfirmedChanges()).toBe(true);
    const confirmed = await cart.confirmedCheckout();
    expect(client.updateLineItem).toHaveBeenCalledExactlyOnceWith(id, 3);
    expect(confirmed?.lines.map((line) => line.quantity)).toEqual([3]);
    await change;
    expect(cart.hasUnconfirmedChanges()).toBe(false);
    // The debounced send was replaced, not repeated.
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.updateLineItem).toHaveBeenCalledTimes(1);
  });

  it('an add on its way is a change the server has not confirmed, until it is answered', async () => {
    const adding = cart.addToCart(item('price-2', null));
    expect(cart.hasUnconfirmedChanges()).toBe(true);
    await adding;
    expect(cart.hasUnconfirmedChanges()).toBe(false);
  });

  it("leaving for the checkout after a refused change rejects with the shopper's message", async () => {
    const id = cart.$cart.get().lines[0]!.id;
    vi.mocked(client.updateLineItem).mockRejectedValueOnce(httpError(500, 'Server Error', {}));
    const change = cart.changeQuantity(id, 3).catch(() => undefined);
    await expect(cart.confirmedCheckout()).rejects.toThrow('Failed to update quantity');
    await change;
    expect(quantities()).toEqual([[id, 1]]);
  });

  it('quick changes become one request with the last quantity, 500 ms after the last change', async () => {
    const id = cart.$cart.get().lines[0]!.id;
    const first = cart.changeQuantity(id, 2);
    await vi.advanceTimersByTimeAsync(300);
    void cart.changeQuantity(id, 3);
    await vi.advanceTimersByTimeAsync(300);
    const last = cart.changeQuantity(id, 4);
    expect(quantities()).toEqual([[id, 4]]);
    // A change replaced before it was sent is done.
    await expect(first).resolves.toBeUndefined();
    await expectOneRequestAt500Ms(last, id, 4);
    expect(quantities()).toEqual([[id, 4]]);
  });

  it('each line waits on its own: a change to another line does not delay the first', async () => {
    vi.useRealTimers();
    await cart.addToCart(item('price-2', null));
    vi.useFakeTimers();
    const [first, second] = cart.$cart.get().lines.map((l) => l.id);
    const firstChange = cart.changeQuantity(first!, 3);
    await vi.advanceTimersByTimeAsync(400);
    const secondChange = cart.changeQuantity(second!, 2);
    await vi.advanceTimersByTimeAsync(100);
    await firstChange;
    expect(client.updateLineItem).toHaveBeenCalledTimes(1);
    expect(client.updateLineItem).toHaveBeenCalledWith(first, 3);
    await vi.advanceTimersByTimeAsync(400);
    await secondChange;
    expect(client.updateLineItem).toHaveBeenLastCalledWith(second, 2);
  });

  it('marks the line busy while its update is sent', async () => {
    const id = cart.$cart.get().lines[0]!.id;
    let release!: () => void;
    vi.mocked(client.updateLineItem).mockImplementationOnce(() => new Promise<void>((r) => (release = r)));
    const change = cart.changeQuantity(id, 3);
    expect(cart.$cart.get().busyLineIds).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(cart.$cart.get().busyLineIds).toEqual([id]);
    release();
    await change;
    expect(cart.$cart.get().busyLineIds).toEqual([]);
  });

  it('a failed update says "Failed to update quantity" and returns to the server’s quantity', async () => {
    const id = cart.$cart.get().lines[0]!.id;
    vi.mocked(client.updateLineItem).mockRejectedValueOnce(httpError(500, 'Server Error', null));
    const change = cart.changeQuantity(id, 5);
    const failed = expect(change).rejects.toThrow('Failed to update quantity');
    expect(quantities()).toEqual([[id, 5]]);
    await vi.advanceTimersByTimeAsync(500);
    await failed;
    expect(quantities()).toEqual([[id, 1]]);
  });

  it('ignores quantities below 1 and temporary lines', async () => {
    const id = cart.$cart.get().lines[0]!.id;
    await cart.changeQuantity(id, 0);
    await cart.changeQuantity('temp-7', 3);
    await vi.advanceTimersByTimeAsync(500);
    expect(client.updateLineItem).not.toHaveBeenCalled();
    expect(quantities()).toEqual([[id, 1]]);
  });
});
