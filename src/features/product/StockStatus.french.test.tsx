// @vitest-environment happy-dom
/** The delivery line of the French product page: the same rules, French words and dates. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../tests/support/fixed-clock.ts';
import type { Product } from '~/lib/surecart/types.ts';
import { platformTerm } from '~/i18n/platform-terms.ts';
import PurchasePanel from '~/features/product/PurchasePanel.tsx';
import { backOrderedBike, chooseVariant } from './testing/back-ordered-bike.ts';
import { useWordsOf } from '../../../tests/support/words.ts';

// A French page's words.
beforeEach(() => useWordsOf('fr-CA'));

/** The French name the page shows for an option value. */
const shown = (value: string) => platformTerm('optionValue', value, 'fr-CA');
const choose = (product: Product, index: number) => chooseVariant(product, index, shown);

fixedClock('2026-11-27T15:00:00Z');
afterEach(cleanup);

describe('la ligne de livraison de la page produit', () => {
  it('« Expédié sous 2 à 4 jours ouvrables » en stock, la semaine attendue en commande différée', () => {
    const product = backOrderedBike(true, '2026-12-10');
    render(<PurchasePanel product={{ ...product, imageUrl: null }} />);
    choose(product, 2);
    expect(screen.getByText('Expédié sous 2 à 4 jours ouvrables')).toBeTruthy();
    cleanup();

    render(<PurchasePanel product={{ ...product, imageUrl: null }} />);
    choose(product, 0);
    expect(screen.getByText('Offert en commande différée')).toBeTruthy();
    expect(screen.getByText('Attendu la semaine du 7 décembre 2026')).toBeTruthy();
  });

  it('sans date : expédié dès le retour en stock; épuisé : rien sur l’expédition', () => {
    const product = backOrderedBike(true, null);
    render(<PurchasePanel product={{ ...product, imageUrl: null }} />);
    choose(product, 0);
    // Testing Library reads the non-breaking space before the colon as a space.
    expect(screen.getByText(/^En commande différée\s: expédié dès le retour en stock$/)).toBeTruthy();
    cleanup();

    const soldOut = backOrderedBike(false, '2026-12-10');
    render(<PurchasePanel product={{ ...soldOut, imageUrl: null }} />);
    choose(soldOut, 0);
    expect(screen.getByRole('button', { name: 'Épuisé' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(/^Expédié|^Attendu|expédié dès le retour en stock/)).toBeNull();
  });
});
