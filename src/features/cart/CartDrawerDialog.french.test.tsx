// @vitest-environment happy-dom
/** The cart drawer on a French page: a line that can no longer be bought says so in French. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CartLine, Checkout } from '~/lib/surecart/checkout-types.ts';
import { cartLine, stockedCartLine } from '~/features/cart/testing/cart-line.ts';
import { fixedClock } from '../../../tests/support/fixed-clock.ts';
import CartDrawerDialog from '~/features/cart/CartDrawerDialog.tsx';
import { $cart, $cartOpen } from '~/features/cart/store.ts';
import { useWordsOf } from '../../../tests/support/words.ts';

// A French page's words.
beforeEach(() => useWordsOf('fr-CA'));

afterEach(() => {
  cleanup();
  $cart.set({ checkout: null, lines: [], busyLineIds: [], loading: true });
  $cartOpen.set(false);
});

/** The French drawer, open on these lines. */
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

describe('the French cart drawer', () => {
  it('a line whose status the shop does not know says « N’est plus offert » and is not charged', () => {
    const lines = [
      cartLine('a', 'Gants Trail', 2, 'purchasable', []),
      cartLine('b', 'Sonnette mystère', 1, 'unknown', []),
    ];
    const drawer = showCart(lines);
    expect(within(drawer).getAllByText('N’est plus offert')).toHaveLength(1);
    const gone = within(drawer).getByText('N’est plus offert').closest('li')!;
    expect(within(gone).getByText('Sonnette mystère')).toBeTruthy();
    // Only the line that can be bought is in the subtotal: 2 × 25,00 $.
    expect(within(drawer).getByText(/^50,00\s\$$/)).toBeTruthy();
  });
});

describe('stock in the French cart drawer', () => {
  it('says why the plus button stopped, and that a line ran out, in French', () => {
    const stock = { tracked: true, available: 2, backorders: false, purchaseLimit: null };
    const lines = [
      { ...cartLine('a', 'Bidon Source', 2, 'purchasable', []), stock },
      { ...cartLine('b', 'Filet d’été léger', 1, 'out_of_stock', []), stock: { ...stock, available: 0 } },
    ];
    const drawer = showCart(lines);
    expect(within(drawer).getByText('Plus que 2 en stock')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Augmenter la quantité de Bidon Source' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(drawer).getByText('Épuisé depuis votre ajout')).toBeTruthy();
  });
});

describe('quand chaque ligne est expédiée', () => {
  fixedClock('2026-11-27T15:00:00Z');
  const lineOf = (drawer: HTMLElement, name: string) =>
    within(drawer)
      .getByRole('group', { name: new RegExp(`${name}$`) })
      .closest('li')!;

  it('en stock, la semaine attendue, ou dès le retour en stock, en français', () => {
    const drawer = showCart([
      stockedCartLine('Gants Trail', 1, 12),
      stockedCartLine('Vélo Fjord', 1, 0, true, '2026-12-10'),
      stockedCartLine('Vélo Orford', 1, 0, true),
    ]);
    expect(within(lineOf(drawer, 'Gants Trail')).getByText('Expédié sous 2 à 4 jours ouvrables')).toBeTruthy();
    expect(within(lineOf(drawer, 'Vélo Fjord')).getByText('Attendu la semaine du 7 décembre 2026')).toBeTruthy();
    // Testing Library reads the non-breaking space before the colon as a space.
    expect(
      within(lineOf(drawer, 'Vélo Orford')).getByText(/^En commande différée\s: expédié dès le retour en stock$/),
    ).toBeTruthy();
  });
});
