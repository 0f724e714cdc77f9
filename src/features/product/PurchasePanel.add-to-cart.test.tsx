// @vitest-environment happy-dom
/**
 * What Add to Cart tells the shopper: the confirmation's way to the cart, the
 * cart that already holds every unit left, and which choice is still missing.
 * The cart's request itself is the store's (its own tests): here it succeeds.
 */
import { act, cleanup, fireEvent, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { catalogProduct } from '../../../tests/support/catalog-products.ts';
import type * as CartStore from '~/features/cart/store.ts';
import { $cart, $cartOpen, addToCart } from '~/features/cart/store.ts';
import PurchasePanel, { type PurchaseProduct } from './PurchasePanel.tsx';
import { cartHolding } from './testing/cart-holding.ts';
import { hydrateOverServerHtml } from '../../../tests/support/hydration.tsx';

vi.mock('~/features/cart/store.ts', async (original) => ({
  ...(await original<typeof CartStore>()),
  addToCart: vi.fn(async () => {}),
}));

const asPanelProduct = (p: ReturnType<typeof catalogProduct>): PurchaseProduct => ({ ...p, imageUrl: null });
// The demo catalogue's stock (local/README.md): 3 bottles left; the Bromont's sizes and colours, one price.
const bottle = asPanelProduct(catalogProduct((p) => p.slug === 'source-clear-bidon-550-ml', 'with 3 left'));
const bromont = asPanelProduct(catalogProduct((p) => p.slug === 'bromont-hardtail-29', 'with sizes and colours'));
const withPrices = asPanelProduct(
  catalogProduct((p) => p.optionNames.length === 2 && p.prices.length > 1, 'with two options and prices'),
);

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

describe('after Add to Cart', () => {
  it('the "Added to cart" toast offers "View cart", which opens the cart drawer', async () => {
    render(<PurchasePanel product={bottle} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const viewCart = await screen.findByRole('button', { name: 'View cart' }, { timeout: 5000 });
    expect(screen.getByText('Added to cart')).toBeTruthy();
    expect($cartOpen.get()).toBe(false);
    fireEvent.click(viewCart);
    expect($cartOpen.get()).toBe(true);
    // Acting on the toast closes it; waiting for that leaves none of its timers running after the test.
    await waitForElementToBeRemoved(() => screen.queryByText('Added to cart'), { timeout: 5000 });
  });
});

describe('when the cart already holds every unit left', () => {
  it('Add to Cart is disabled and says the cart has them all, as soon as the cart does', () => {
    act(() => $cart.set(cartHolding(bottle, null, 2)));
    const panel = render(<PurchasePanel product={bottle} />).container;
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
    act(() => $cart.set(cartHolding(bottle, null, 3)));
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'All 3 left are in your cart' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('Only 3 left in stock')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'View cart' }));
    expect($cartOpen.get()).toBe(true);
  });

  it('counts the chosen variant’s units: another colour of the same size can still be added', () => {
    const held = bromont.variants.find((v) => v.options[0] === 'L' && v.available)!;
    const other = bromont.variants.find((v) => v.options[0] === 'L' && v.available && v !== held)!;
    act(() => $cart.set(cartHolding(bromont, held, held.available!)));
    render(<PurchasePanel product={bromont} />);
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    fireEvent.click(screen.getByRole('radio', { name: other.options[1]! }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('radio', { name: held.options[1]! }));
    expect(screen.getByRole('button', { name: `All ${held.available} left are in your cart` })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('hydrates over the server HTML when the cart loaded before the island hydrated, then says so', async () => {
    // The server knows no cart; the stored one has loaded before the panel hydrates.
    const mismatches = await hydrateOverServerHtml(<PurchasePanel product={bottle} />, () =>
      $cart.set(cartHolding(bottle, null, 3)),
    );
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('button', { name: 'All 3 left are in your cart' })).toHaveProperty('disabled', true);
  });

  it('says "The last one left is in your cart" for a single unit', () => {
    act(() => $cart.set(cartHolding({ ...bottle, stock: { ...bottle.stock, available: 1 } }, null, 1)));
    render(<PurchasePanel product={{ ...bottle, stock: { ...bottle.stock, available: 1 } }} />);
    expect(screen.getByRole('button', { name: 'The last one left is in your cart' })).toHaveProperty('disabled', true);
  });
});

describe('a missing choice', () => {
  it('is named after the message: the options not chosen, by their names', () => {
    render(<PurchasePanel product={bromont} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please select all product options. Still to choose: size and color.',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select all product options. Still to choose: color.');
    expect(screen.getByRole('button', { name: 'Add to Cart' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
  });

  it('names the price too when the product has several and none is chosen', () => {
    render(<PurchasePanel product={withPrices} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const [first, second] = withPrices.optionNames.map((name) => name.toLowerCase());
    expect(screen.getByRole('alert').textContent).toBe(
      `Please select all required options. Still to choose: ${first}, ${second} and price.`,
    );
  });
});

describe('the line Add to Cart puts in the cart at once', () => {
  it('shows the chosen colour’s picture at the cart line’s size, the product’s first without a variant picture', async () => {
    const upload = (v: { options: string[] }) => `https://media.example/bromont-${v.options[1]}.svg`;
    const small = (url: string) => url.replace(/\.svg$/, '-300x225.svg');
    const pictured: PurchaseProduct = {
      ...bromont,
      variants: bromont.variants.map((v) => ({ ...v, mediaUrl: upload(v) })),
      imageUrl: 'https://media.example/bromont-first-300x225.svg',
      linePictures: Object.fromEntries(bromont.variants.map((v) => [upload(v), small(upload(v))])),
    };
    const chosen = bromont.variants.find((v) => v.options[0] === 'L' && v.available)!;
    render(<PurchasePanel product={pictured} />);
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    fireEvent.click(screen.getByRole('radio', { name: chosen.options[1]! }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(vi.mocked(addToCart)).toHaveBeenLastCalledWith(
      expect.objectContaining({ variantId: chosen.id, imageUrl: small(upload(chosen)) }),
    );
    await screen.findByRole('button', { name: 'View cart' }, { timeout: 5000 });
    cleanup();

    render(<PurchasePanel product={{ ...bottle, imageUrl: 'https://media.example/bottle-300x225.svg' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(vi.mocked(addToCart)).toHaveBeenLastCalledWith(
      expect.objectContaining({ imageUrl: 'https://media.example/bottle-300x225.svg' }),
    );
  });
});
