// @vitest-environment happy-dom
/** When each cart line ships, in the French drawer. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CartLine, Checkout } from '~/lib/surecart/checkout-types.ts';
import { cartLine } from '~/features/cart/testing/cart-line.ts';
import CartDrawerDialog from '~fr/features/cart/CartDrawerDialog.tsx';
import { $cart, $cartOpen } from '~fr/features/cart/store.ts';

const stockedLine = (name: string, available: number, backorders = false, backorderDate: string | null = null) => ({
  ...cartLine(name.toLowerCase(), name, 1, 'purchasable', []),
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
  return screen.getByRole('dialog', { name: 'Votre panier' });
}

const lineOf = (drawer: HTMLElement, name: string) =>
  within(drawer)
    .getByRole('group', { name: new RegExp(`${name}$`) })
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

describe('la ligne de livraison du panier', () => {
  it('dit quand chaque ligne est expédiée, en français', () => {
    const drawer = showCart([
      stockedLine('Gants Trail', 12),
      stockedLine('Vélo Fjord', 0, true, '2026-12-10'),
      stockedLine('Vélo Orford', 0, true),
    ]);
    expect(within(lineOf(drawer, 'Gants Trail')).getByText('Expédié sous 2 à 4 jours ouvrables')).toBeTruthy();
    expect(within(lineOf(drawer, 'Vélo Fjord')).getByText('Attendu la semaine du 7 décembre 2026')).toBeTruthy();
    expect(
      within(lineOf(drawer, 'Vélo Orford')).getByText(/^En commande différée\s: expédié dès le retour en stock$/),
    ).toBeTruthy();
  });
});
