// @vitest-environment happy-dom
/** The product tabs on a French page: the list and its tabs named in French, and the same keyboard. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ProductTabs from '~/features/product/ProductTabs.tsx';
import { useWordsOf } from '../../../tests/support/words.ts';

// A French page's words.
beforeEach(() => useWordsOf('fr-CA'));

afterEach(cleanup);

describe('the French product tabs', () => {
  it('name the list and its three tabs in French; End reaches « Soutien » and its panel', async () => {
    render(<ProductTabs description={<p>Un semi-rigide léger.</p>} specifications={<p>Cadre : aluminium</p>} />);
    const list = screen.getByRole('tablist', { name: 'Renseignements sur le produit' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Description', 'Caractéristiques', 'Soutien']);
    expect(
      within(screen.getByRole('tabpanel', { name: 'Description' })).getByText('Un semi-rigide léger.'),
    ).toBeTruthy();
    screen.getByRole('tab', { name: 'Description' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    // The tabs move focus a moment after the key.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Soutien', selected: true })).toBe(document.activeElement),
    );
    expect(screen.getByRole('tabpanel', { name: 'Soutien' })).toBeTruthy();
  });
});
