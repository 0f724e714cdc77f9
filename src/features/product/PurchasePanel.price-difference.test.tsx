// @vitest-environment happy-dom
/**
 * A choice that changes the price says by how much, in English and in French, against
 * what the shopper's other choices cost now.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../tests/support/catalog-products.ts';
import PurchasePanel from './PurchasePanel.tsx';
import { useWordsOf } from '../../../tests/support/words.ts';
import { platformTerm } from '~/i18n/platform-terms.ts';

afterEach(cleanup);

// The demo catalogue's flagship e-bike: its 750 Wh variants cost $10,999 against $10,299.
const fjord = { ...catalogProduct((p) => p.slug === 'fjord-e-road-pro', 'the Fjord E-Road Pro'), imageUrl: null };
const [size, colour] = fjord.variants[0]!.options as [string, string];

describe('a price difference on an option (English)', () => {
  it('shows "+$700" on the larger battery, then "−$700" on the smaller once the larger is chosen', () => {
    render(<PurchasePanel product={fjord} />);
    fireEvent.click(screen.getByRole('radio', { name: size }));
    fireEvent.click(screen.getByRole('radio', { name: colour }));
    expect(screen.getByRole('radio', { name: '500 Wh' })).toBeTruthy();
    const larger = screen.getByRole('radio', { name: '750 Wh +$700' });
    // As a browser names it from the label's text: the value and its difference apart.
    expect(larger.closest('label')!.textContent).toBe('750 Wh +$700');

    fireEvent.click(larger);
    expect(screen.getByTestId('product-price').textContent).toBe('$10,999.00');
    expect(screen.getByRole('radio', { name: '750 Wh' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '500 Wh −$700' })).toBeTruthy();
  });

  it('shows no difference on sizes and colours that cost the same', () => {
    render(<PurchasePanel product={fjord} />);
    expect(screen.getByRole('radio', { name: size })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: size }));
    expect(screen.getByRole('radio', { name: colour })).toBeTruthy();
  });
});

describe('a price difference on an option (French)', () => {
  it('shows « +700 $ » and « −700 $ » as French writes them', () => {
    useWordsOf('fr-CA');
    render(<PurchasePanel product={fjord} />);
    fireEvent.click(screen.getByRole('radio', { name: size }));
    fireEvent.click(screen.getByRole('radio', { name: platformTerm('optionValue', colour, 'fr-CA') }));
    expect(screen.getByRole('radio', { name: '750 Wh +700\u00a0$' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '750 Wh +700\u00a0$' }));
    expect(screen.getByRole('radio', { name: '500 Wh −700\u00a0$' })).toBeTruthy();
  });
});
