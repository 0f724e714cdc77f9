/**
 * A fresh page session of the cart, for tests: the store's modules are
 * evaluated anew, as a page load does, so nothing (the loaded flag, the
 * request queue, quantities waiting to be sent, the lines shown) carries over
 * from an earlier test, and the shipped store needs no reset of its own.
 *
 * Modules a test file mocks with `vi.mock` stay the same instance; every
 * other module the store imports is new, so a test must take from the same
 * session anything the store checks with `instanceof` (see `httpError` in
 * ./fake-checkout-host.ts).
 */
import { vi } from 'vitest';
import type * as store from '../store.ts';

export type CartStore = typeof store;

export async function freshCart(): Promise<CartStore> {
  vi.resetModules();
  return import('../store.ts');
}
