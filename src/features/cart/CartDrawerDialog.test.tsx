// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CartLine, Checkout, PurchasableStatus } from '~/lib/surecart/checkout-types.ts';
import CartDrawerDialog from './CartDrawerDialog.tsx';
import { $cart, $cartOpen } from './store.ts';

const line = (id: string, name: string, quantity: number, status: PurchasableStatus = 'purchasable'): CartLine => ({
  id,
  quantity,
  priceId: `price-${id}`,
  priceName: null,
  unitAmount: 2500,
  currency: 'CAD',
  productId: `product-${id}`,
  productName: name,
  productSlug: name.toLowerCase().replace(/ /g, '-'),
  variantId: null,
  variantOptions: ['M', 'Crimson Red'],
  imageUrl: null,
  purchasableStatus: status,
});

function showCart(lines: CartLine[], busyLineIds: string[] = []) {
  const checkout = {
    id: 'c',
    lines: lines.filter((l) => !l.id.startsWith('temp-')),
    portalUrl: 'http://host/checkout/c',
  } as Checkout;
  $cart.set({ checkout, lines, busyLineIds, loading: false });
  $cartOpen.set(true);
  render(<CartDrawerDialog />);
  return screen.getByRole('dialog', { name: 'Review Your Cart' });
}

afterEach(() => {
  cleanup();
  // The drawer only reads the store: its atoms back to an empty, closed cart are a fresh start.
  $cart.set({ checkout: null, lines: [], busyLineIds: [], loading: true });
  $cartOpen.set(false);
});

describe('cart drawer states', () => {
  it('shows options joined by " / " and disables minus at quantity 1 only', () => {
    const drawer = showCart([line('a', 'Trail Gloves', 1), line('b', 'Road Shoes', 3)]);
    expect(within(drawer).getAllByText('M / Crimson Red')).toHaveLength(2);
    expect(within(drawer).getByRole('button', { name: 'Decrease quantity of Trail Gloves' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(drawer).getByRole('button', { name: 'Decrease quantity of Road Shoes' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(drawer).getByRole('button', { name: 'Increase quantity of Trail Gloves' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('a temporary line cannot be changed or removed until confirmed', () => {
    const drawer = showCart([line('temp-1', 'New Helmet', 2)]);
    for (const name of ['Decrease quantity of New Helmet', 'Increase quantity of New Helmet', 'Remove New Helmet']) {
      expect(within(drawer).getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });

  it('a line being updated shows a spinner and disables its buttons', () => {
    const drawer = showCart([line('a', 'Trail Gloves', 2), line('b', 'Road Shoes', 2)], ['a']);
    expect(
      within(drawer)
        .getAllByRole('status')
        .filter((el) => el.textContent?.includes('Updating')),
    ).toHaveLength(1);
    expect(within(drawer).getByRole('button', { name: 'Remove Trail Gloves' })).toHaveProperty('disabled', true);
    expect(within(drawer).getByRole('button', { name: 'Remove Road Shoes' })).toHaveProperty('disabled', false);
  });

  it('a line whose price is gone says so and cannot change quantity', () => {
    const drawer = showCart([line('a', 'Old Bottle', 1, 'price_gone')]);
    expect(within(drawer).getByText('No longer available')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Increase quantity of Old Bottle' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(drawer).getByRole('button', { name: 'Remove Old Bottle' })).toHaveProperty('disabled', false);
  });

  it('an empty cart says so and disables Checkout', () => {
    const drawer = showCart([]);
    expect(within(drawer).getByText('Your cart is empty')).toBeTruthy();
    expect(within(drawer).getByText("Looks like you haven't added anything to your cart yet.")).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /^Checkout/ })).toHaveProperty('disabled', true);
  });

  it('shows the subtotal of purchasable lines in CAD', () => {
    const drawer = showCart([line('a', 'Trail Gloves', 2), line('b', 'Old Bottle', 1, 'price_gone')]);
    expect(within(drawer).getByText('$50.00')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /^Checkout/ })).toHaveProperty('disabled', false);
  });
});
