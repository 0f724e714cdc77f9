// @vitest-environment happy-dom
/**
 * Add to Cart's answers on a French page: « Voir le panier » on the
 * confirmation, the cart that holds every unit left, and the missing choice.
 */
import { act, cleanup, fireEvent, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogProduct } from '../../../tests/support/catalog-products.ts';
import type * as CartStore from '~/features/cart/store.ts';
import { $cart, $cartOpen } from '~/features/cart/store.ts';
import PurchasePanel from '~/features/product/PurchasePanel.tsx';
import { cartHolding } from './testing/cart-holding.ts';
import { useWordsOf } from '../../../tests/support/words.ts';

// A French page's words.
beforeEach(() => useWordsOf('fr-CA'));

vi.mock('~/features/cart/store.ts', async (original) => ({
  ...(await original<typeof CartStore>()),
  addToCart: vi.fn(async () => {}),
}));

const bottle = { ...catalogProduct((p) => p.slug === 'source-clear-bidon-550-ml', 'with 3 left'), imageUrl: null };
const bromont = {
  ...catalogProduct((p) => p.slug === 'bromont-hardtail-29', 'with sizes and colours'),
  imageUrl: null,
};

// The toast host is a React root of its own that outlives each test; let its last updates (the closing
// toast's timers) run while the page still exists, not after the test environment is torn down.
afterAll(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
});

afterEach(() => {
  cleanup();
  $cart.set({ ...$cart.get(), lines: [] });
  $cartOpen.set(false);
});

describe('Add to Cart in French', () => {
  it('« Ajouté au panier » offers « Voir le panier », which opens the cart drawer', async () => {
    render(<PurchasePanel product={bottle} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const viewCart = await screen.findByRole('button', { name: 'Voir le panier' }, { timeout: 5000 });
    expect(screen.getByText('Ajouté au panier')).toBeTruthy();
    fireEvent.click(viewCart);
    expect($cartOpen.get()).toBe(true);
    await waitForElementToBeRemoved(() => screen.queryByText('Ajouté au panier'), { timeout: 5000 });
  });

  it('is disabled once the cart holds every unit left, and says so', () => {
    act(() => $cart.set(cartHolding(bottle, null, 3)));
    const panel = render(<PurchasePanel product={bottle} />).container;
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Les 3 derniers en stock sont dans votre panier' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Voir le panier' }));
    expect($cartOpen.get()).toBe(true);
  });

  it('names the options not chosen yet, in French', () => {
    render(<PurchasePanel product={bromont} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Veuillez choisir toutes les options du produit. À choisir\u00a0: taille et couleur.',
    );
  });
});
