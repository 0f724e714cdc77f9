/**
 * Test support for the cart store: a tiny stand-in for the shop host behind
 * the checkout client, which the test file mocks with
 * `vi.mock('~/lib/surecart/checkout.ts')`. One checkout whose lines the
 * mocked calls change, and builders of lines, checkouts and items. Each
 * test starts a fresh page session of the store (./fresh-cart.ts).
 */
import { vi } from 'vitest';
import type { CartItemToAdd, CartLine, Checkout } from '~/lib/surecart/checkout-types.ts';
import * as client from '~/lib/surecart/checkout.ts';
import type { HttpError } from '~/lib/http.ts';
import { freshCart, type CartStore } from './fresh-cart.ts';

let store: CartStore;
let SessionHttpError: typeof HttpError;

/** What the shop host holds: its one checkout, or none. */
export const host: { checkout: Checkout | null } = { checkout: null };
let lineSeq = 0;

export const line = (priceId: string, variantId: string | null, quantity = 1): CartLine => ({
  id: `line-${++lineSeq}`,
  quantity,
  priceId,
  priceName: null,
  unitAmount: 5000,
  currency: 'CAD',
  productId: 'prod',
  productName: 'Summit Helmet',
  productSlug: 'summit-helmet',
  variantId,
  variantOptions: [],
  imageUrl: null,
  purchasableStatus: 'purchasable',
  stock: null,
});

export const checkout = (lines: CartLine[], extra: Partial<Checkout> = {}): Checkout => ({
  id: 'chk-1',
  status: 'draft',
  currency: 'CAD',
  lines,
  portalUrl: 'http://host/checkout/chk-1',
  orderId: null,
  orderNumber: null,
  customerId: null,
  subtotalAmount: 0,
  discountAmount: 0,
  shippingAmount: 0,
  taxAmount: 0,
  totalAmount: 0,
  amountDue: 0,
  ...extra,
});

export const item = (priceId = 'price-1', variantId: string | null = 'var-1'): CartItemToAdd => ({
  productId: 'prod',
  productName: 'Summit Helmet',
  productSlug: 'summit-helmet',
  priceId,
  priceName: null,
  unitAmount: 5000,
  currency: 'CAD',
  variantId,
  variantOptions: ['M'],
  imageUrl: null,
});

/** The lines the cart shows, as [id, quantity], temporary ones as 'temp'. */
export const quantities = () =>
  store.$cart.get().lines.map((l) => [l.id.startsWith('temp-') ? 'temp' : l.id, l.quantity]);

const stored = () => structuredClone(host.checkout!);

/** A service's error answer, as the store of the current session recognises it. */
export const httpError = (status: number, statusText: string, body: unknown): HttpError =>
  new SessionHttpError(status, statusText, body);

/** A fresh page session in front of a shop host with no checkout; returns that session's store. */
export async function startFakeHost(): Promise<CartStore> {
  localStorage.clear();
  store = await freshCart();
  ({ HttpError: SessionHttpError } = await import('~/lib/http.ts'));
  host.checkout = null;
  lineSeq = 0;
  vi.mocked(client.getCheckout).mockImplementation(async (id) => {
    if (!host.checkout || host.checkout.id !== id) throw httpError(404, 'Not Found', { message: 'not found' });
    return stored();
  });
  vi.mocked(client.createCheckout).mockImplementation(async ({ priceId, variantId }) => {
    host.checkout = checkout([line(priceId, variantId)]);
    return stored();
  });
  vi.mocked(client.addLineItem).mockImplementation(async (_id, { priceId, variantId }) => {
    const same = host.checkout!.lines.find((l) => l.priceId === priceId && l.variantId === variantId);
    if (same) same.quantity += 1;
    else host.checkout!.lines.push(line(priceId, variantId));
  });
  vi.mocked(client.updateLineItem).mockImplementation(async (id, quantity) => {
    host.checkout!.lines.find((l) => l.id === id)!.quantity = quantity;
  });
  vi.mocked(client.deleteLineItem).mockImplementation(async (id) => {
    host.checkout!.lines = host.checkout!.lines.filter((l) => l.id !== id);
  });
  return store;
}
