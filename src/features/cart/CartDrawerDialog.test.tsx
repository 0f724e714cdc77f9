// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CartLine, Checkout } from '~/lib/surecart/checkout-types.ts';
import { cartLine, stockedCartLine as stockedLine } from './testing/cart-line.ts';
import { fixedClock } from '../../../tests/support/fixed-clock.ts';
import { readCheckout } from '~/lib/surecart/checkout-reader.ts';
import { checkoutAnswers as recorded } from '../../../tests/support/checkout-answers.ts';
import CartDrawerDialog from './CartDrawerDialog.tsx';
import { $cart, $cartOpen } from './store.ts';

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
    const drawer = showCart([cartLine('a', 'Trail Gloves', 1), cartLine('b', 'Road Shoes', 3)]);
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
    const drawer = showCart([cartLine('temp-1', 'New Helmet', 2)]);
    for (const name of ['Decrease quantity of New Helmet', 'Increase quantity of New Helmet', 'Remove New Helmet']) {
      expect(within(drawer).getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });

  it('a line being updated shows a spinner and disables its buttons', () => {
    const drawer = showCart([cartLine('a', 'Trail Gloves', 2), cartLine('b', 'Road Shoes', 2)], ['a']);
    expect(
      within(drawer)
        .getAllByRole('status')
        .filter((el) => el.textContent?.includes('Updating')),
    ).toHaveLength(1);
    expect(within(drawer).getByRole('button', { name: 'Remove Trail Gloves' })).toHaveProperty('disabled', true);
    expect(within(drawer).getByRole('button', { name: 'Remove Road Shoes' })).toHaveProperty('disabled', false);
  });

  it('a line whose price is gone says so and cannot change quantity', () => {
    const drawer = showCart([cartLine('a', 'Old Bottle', 1, 'price_gone')]);
    expect(within(drawer).getByText('No longer available')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Increase quantity of Old Bottle' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(drawer).getByRole('button', { name: 'Remove Old Bottle' })).toHaveProperty('disabled', false);
  });

  it('a line whose status the shop does not know shows as no longer available, and is not charged', () => {
    const drawer = showCart([cartLine('a', 'Trail Gloves', 2), cartLine('b', 'Mystery Bell', 1, 'unknown')]);
    const mystery = within(drawer).getByRole('group', { name: 'Quantity: Mystery Bell' }).closest('li')!;
    expect(within(mystery).getByText('No longer available')).toBeTruthy();
    expect(within(drawer).getAllByText('No longer available')).toHaveLength(1);
    expect(within(drawer).getByRole('button', { name: 'Increase quantity of Mystery Bell' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(drawer).getByRole('button', { name: 'Remove Mystery Bell' })).toHaveProperty('disabled', false);
    expect(within(drawer).getByText('$50.00')).toBeTruthy();
  });

  it('a line the shop host gives only its placeholder picture (or {}) shows the shop’s own no-image state', () => {
    const raw = structuredClone(recorded.cart) as unknown as {
      line_items: { data: { price: { product: Record<string, unknown> }; variant: Record<string, unknown> | null }[] };
    };
    const bike = raw.line_items.data[1]!;
    bike.price.product.line_item_image = {
      src: 'https://shop.example/wp-content/plugins/surecart/images/image-placeholder.svg',
      type: 'fallback',
    };
    bike.variant!.line_item_image = {};
    const lines = readCheckout(raw).lines;
    const drawer = showCart(lines);
    const rows = within(drawer).getAllByRole('listitem');
    // The bottle keeps its own picture; the bike shows no picture at all, and never the host's placeholder.
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe(lines[0]!.imageUrl);
    expect(rows[1]!.querySelector('img')).toBeNull();
    expect(rows[1]!.querySelector('svg')).not.toBeNull();
    expect(drawer.querySelector('img[src*="image-placeholder"]')).toBeNull();
  });

  it('an empty cart says so and disables Checkout', () => {
    const drawer = showCart([]);
    expect(within(drawer).getByText('Your cart is empty')).toBeTruthy();
    expect(within(drawer).getByText("Looks like you haven't added anything to your cart yet.")).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /^Checkout/ })).toHaveProperty('disabled', true);
  });

  it('shows the subtotal of purchasable lines in CAD', () => {
    const drawer = showCart([cartLine('a', 'Trail Gloves', 2), cartLine('b', 'Old Bottle', 1, 'price_gone')]);
    expect(within(drawer).getByText('$50.00')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /^Checkout/ })).toHaveProperty('disabled', false);
  });
});

describe('stock in the cart drawer', () => {
  const stocked = (line: CartLine, available: number, purchaseLimit: number | null = null): CartLine => ({
    ...line,
    stock: { tracked: true, available, backorders: false, purchaseLimit },
  });

  it('the plus button stops at the units left and says why', () => {
    const drawer = showCart([
      stocked(cartLine('a', 'Source Bidon', 3), 3),
      stocked(cartLine('b', 'Trail Gloves', 2), 3),
    ]);
    const plus = within(drawer).getByRole('button', { name: 'Increase quantity of Source Bidon' });
    expect(plus).toHaveProperty('disabled', true);
    expect(within(drawer).getByText('Only 3 left in stock')).toBeTruthy();
    expect(plus.getAttribute('aria-describedby')).toBe(within(drawer).getByText('Only 3 left in stock').id);
    expect(within(drawer).getByRole('button', { name: 'Increase quantity of Trail Gloves' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('two prices of one variant share its units: both plus buttons stop when together they hold all of it', () => {
    // One helmet size, 3 left, in the cart at its regular price and at its sale price.
    const ofOneVariant = (id: string, priceName: string, quantity: number) =>
      stocked({ ...cartLine(id, 'Summit Helmet', quantity), productId: 'helmet', variantId: 'helmet-m', priceName }, 3);
    const drawer = showCart([ofOneVariant('a', 'Regular', 2), ofOneVariant('b', 'Sale', 1)]);
    const plusButtons = within(drawer).getAllByRole('button', { name: 'Increase quantity of Summit Helmet' });
    expect(plusButtons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect(within(drawer).getAllByText('Only 3 left in stock')).toHaveLength(2);
    cleanup();
    const roomLeft = showCart([ofOneVariant('a', 'Regular', 1), ofOneVariant('b', 'Sale', 1)]);
    const enabled = within(roomLeft).getAllByRole('button', { name: 'Increase quantity of Summit Helmet' });
    expect(enabled.map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, false]);
  });

  it('and at the purchase limit', () => {
    const drawer = showCart([stocked(cartLine('a', 'Race Helmet', 2), 40, 2)]);
    expect(within(drawer).getByRole('button', { name: 'Increase quantity of Race Helmet' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(drawer).getByText('Limit of 2 per order')).toBeTruthy();
  });

  it('a line whose stock ran out since it was added says so', () => {
    const drawer = showCart([stocked(cartLine('a', 'Lite Mesh', 1, 'out_of_stock'), 0)]);
    expect(within(drawer).getByText('Sold out since you added it')).toBeTruthy();
    expect(within(drawer).queryByText('No longer available')).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Remove Lite Mesh' })).toHaveProperty('disabled', false);
  });
});

describe('when each line ships (the rules: ~/features/catalog/delivery.ts)', () => {
  fixedClock('2026-11-27T15:00:00Z');
  /** The drawer's line for a product, found by its quantity group. */
  const lineOf = (drawer: HTMLElement, name: string) =>
    within(drawer)
      .getByRole('group', { name: `Quantity: ${name}` })
      .closest('li')!;

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
