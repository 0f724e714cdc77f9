// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { catalogProduct } from '../../../tests/support/catalog-products.ts';
import PurchasePanel, { type PurchaseProduct } from './PurchasePanel.tsx';

const asPanelProduct = (p: ReturnType<typeof catalogProduct>): PurchaseProduct => ({ ...p, imageUrl: null });
const first = asPanelProduct(
  catalogProduct((p) => p.optionNames.length >= 2 && p.prices.length > 1, 'with options and prices'),
);
const firstValues = new Set(first.variants.map((v) => v.options[0]));
// Another product offering the same first value, so a kept selection would show.
const second = asPanelProduct(
  catalogProduct(
    (p) => p.id !== first.id && p.prices.length > 1 && p.variants.some((v) => firstValues.has(v.options[0])),
    'sharing a value',
  ),
);

afterEach(cleanup);

describe('purchase panel', () => {
  it('changing product resets the selection', () => {
    const view = render(<PurchasePanel product={first} />);
    const value = second.variants.map((v) => v.options[0]!).find((o) => firstValues.has(o))!;
    fireEvent.click(screen.getByRole('radio', { name: value }));
    fireEvent.click(screen.getAllByRole('radio', { name: /^(.+) – \$/ })[0]!);
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(2);
    view.rerender(<PurchasePanel product={second} />);
    expect(screen.getByRole('radio', { name: value })).toHaveProperty('checked', false);
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
  });

  it('prices without a name show "Standard"', () => {
    const product = { ...first, prices: [{ ...first.prices[0]!, name: null }, first.prices[1]!] };
    render(<PurchasePanel product={product} />);
    expect(screen.getByRole('radio', { name: /^Standard – \$/ })).toBeTruthy();
  });
});

describe('stock on the purchase panel', () => {
  // The demo catalogue's stock states (local/README.md).
  const bromont = asPanelProduct(catalogProduct((p) => p.slug === 'bromont-hardtail-29', 'with a sold-out size'));
  const lowStock = asPanelProduct(catalogProduct((p) => p.slug === 'source-clear-bidon-550-ml', 'with low stock'));
  const soldOut = asPanelProduct(catalogProduct((p) => p.slug === 'lite-summer-mesh', 'sold out'));

  it('marks a sold-out size in words, and choosing it offers a disabled "Sold out" instead of Add to Cart', () => {
    render(<PurchasePanel product={bromont} />);
    expect(screen.getByRole('radio', { name: 'L' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'M – Sold out' }));
    const colour = bromont.variants.find((v) => v.options[0] === 'M')!.options[1]!;
    fireEvent.click(screen.getByRole('radio', { name: `${colour} – Sold out` }));
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Sold out', { selector: 'p' })).toBeTruthy();
  });

  it('says "In stock" once an available variant is chosen', () => {
    render(<PurchasePanel product={bromont} />);
    const variant = bromont.variants.find((v) => v.options[0] === 'L')!;
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    fireEvent.click(screen.getByRole('radio', { name: variant.options[1]! }));
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
  });

  it('says how many are left at low stock, and Add to Cart still works', () => {
    render(<PurchasePanel product={lowStock} />);
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
  });

  it('a product with nothing left says so before any choice, every size marked', () => {
    render(<PurchasePanel product={soldOut} />);
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveProperty('disabled', true);
    const sizes = new Set(soldOut.variants.map((v) => v.options[0]!));
    for (const size of sizes) expect(screen.getByRole('radio', { name: `${size} – Sold out` })).toBeTruthy();
  });

  it('a product taking back-orders says so, and Add to Cart works', () => {
    render(<PurchasePanel product={{ ...soldOut, stock: { ...soldOut.stock, backorders: true } }} />);
    for (const value of soldOut.variants[0]!.options) fireEvent.click(screen.getByRole('radio', { name: value }));
    expect(screen.getByText('Available on back-order')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('radio', { name: /Sold out/ })).toBeNull();
  });
});
