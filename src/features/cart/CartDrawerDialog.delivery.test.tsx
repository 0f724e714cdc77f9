// @vitest-environment happy-dom
/** When each cart line ships, in the drawer (the rules: ~/features/catalog/delivery.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CartLine, Checkout } from '~/lib/surecart/checkout-types.ts';
import { cartLine } from './testing/cart-line.ts';
import CartDrawerDialog from './CartDrawerDialog.tsx';
import { $cart, $cartOpen } from './store.ts';

/** A line of `name` with this many left of its variant, back-orders taken or not, and the store's date. */
const stockedLine = (
  name: string,
  quantity: number,
  available: number,
  backorders = false,
  backorderDate: string | null = null,
): CartLine => ({
  ...cartLine(name.toLowerCase(), name, quantity),
  stock: { tracked: true, available, backorders, purchaseLimit: null },
  backorderDate,
});

function showCart(lines: CartLine[]) {
  $cart.set({
    checkout: { id: 'c', lines, portalUrl: null } as unknown as Checkout,
    lines,
    busyLineIds: [],
    loading: false,
  });
  $cartOpen.set(true);
  render(<CartDrawerDialog />);
  return screen.getByRole('dialog', { name: 'Review Your Cart' });
}

/** The drawer's line for a product, found by its quantity group. */
const lineOf = (drawer: HTMLElement, name: string) =>
  within(drawer)
    .getByRole('group', { name: `Quantity: ${name}` })
    .closest('li')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  $cart.set({ checkout: null, lines: [], busyLineIds: [], loading: true });
  $cartOpen.set(false);
});

describe('the delivery line in the cart', () => {
  it('gives each line its own: in stock, expected week, or when restocked', () => {
    const drawer = showCart([
      stockedLine('Trail Gloves', 1, 12),
      stockedLine('Fjord Bike', 1, 0, true, '2026-12-10'),
      stockedLine('Orford Bike', 1, 0, true),
    ]);
    expect(within(lineOf(drawer, 'Trail Gloves')).getByText('Ships in 2–4 business days')).toBeTruthy();
    expect(within(lineOf(drawer, 'Fjord Bike')).getByText('Expected week of December 7, 2026')).toBeTruthy();
    expect(within(lineOf(drawer, 'Orford Bike')).getByText('Back-ordered: ships when restocked')).toBeTruthy();
  });

  it('a line holding more than are left waits for the back-order', () => {
    const drawer = showCart([stockedLine('Fjord Bike', 3, 2, true, '2026-12-10')]);
    expect(within(lineOf(drawer, 'Fjord Bike')).getByText('Expected week of December 7, 2026')).toBeTruthy();
    expect(within(drawer).queryByText(/^Ships in/)).toBeNull();
  });

  it('says nothing of shipping on a line sold out since it was added, or no longer available', () => {
    const drawer = showCart([
      { ...stockedLine('Trail Gloves', 1, 0), purchasableStatus: 'out_of_stock' },
      { ...stockedLine('Old Bottle', 1, 9), purchasableStatus: 'price_gone' },
    ]);
    expect(within(lineOf(drawer, 'Trail Gloves')).getByText('Sold out since you added it')).toBeTruthy();
    expect(within(drawer).queryByText(/^Ships in|^Expected week|ships when restocked/)).toBeNull();
  });
});
