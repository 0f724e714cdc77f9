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
