// @vitest-environment happy-dom
/**
 * The purchase panel's French page: the platform's option names, colours
 * and price names are shown in French, while what it selects and adds stays
 * the platform's own values.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../tests/support/catalog-products.ts';
import PurchasePanel from '~/features/product/PurchasePanel.tsx';
import { platformTerm } from '~/i18n/platform-terms.ts';
import { useWordsOf } from '../../../tests/support/words.ts';

// A French page's words.
beforeEach(() => useWordsOf('fr-CA'));

afterEach(cleanup);

const bike = catalogProduct(
  (p) => p.optionNames.includes('Color') && p.prices.some((price) => price.name === 'Complete bike'),
  'a bike with colours and a complete-bike price',
);

describe('the French purchase panel', () => {
  it('names options, colours and prices in French, with French typography', () => {
    render(<PurchasePanel product={{ ...bike, imageUrl: null }} />);
    expect(screen.getByRole('group', { name: /^Taille/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: /^Couleur/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Vélo complet – \d[\d\u00a0\u202f]*,\d{2}\u00a0\$$/ })).toBeTruthy();

    const [size, colour] = bike.variants[0]!.options;
    fireEvent.click(screen.getByRole('radio', { name: size! }));
    const french = platformTerm('optionValue', colour!, 'fr-CA');
    expect(french).not.toBe(colour);
    const colours = screen.getByRole('group', { name: /^Couleur/ });
    fireEvent.click(within(colours).getByRole('radio', { name: french }));
    expect(within(colours).getByRole('radio', { name: french })).toHaveProperty('value', colour);
    // The chosen colour follows the option's name, with the non-breaking space French puts before a colon.
    expect(screen.getByRole('group', { name: new RegExp(`^Couleur\\s: ${french}$`) })).toBeTruthy();
    expect(colours.textContent?.startsWith(`Couleur\u00a0: ${french}`)).toBe(true);
  });
});

describe('stock on the French purchase panel', () => {
  it('marks a sold-out size « Épuisé », and says how many are left at low stock', () => {
    const bromont = catalogProduct((p) => p.slug === 'bromont-hardtail-29', 'with a sold-out size');
    render(<PurchasePanel product={{ ...bromont, imageUrl: null }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'M – Épuisé' }));
    expect(screen.getByRole('button', { name: 'Épuisé' })).toHaveProperty('disabled', true);
    cleanup();
    const low = catalogProduct((p) => p.slug === 'source-clear-bidon-550-ml', 'with low stock');
    render(<PurchasePanel product={{ ...low, imageUrl: null }} />);
    expect(screen.getByText('Plus que 3 en stock')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeTruthy();
  });
});
