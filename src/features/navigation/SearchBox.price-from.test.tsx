// @vitest-environment happy-dom
/**
 * A suggestion of a product whose choices cost different amounts says its lowest price "From …", in
 * English and French pages, as the shop's suggestions endpoint answers them.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { APIContext } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogProducts } from '../../../tests/support/catalog-products.ts';
import { listAllProducts, listProducts } from '~/lib/surecart/index.ts';
import { GET } from '~/pages/api/search-suggestions.ts';
import SearchBox from './SearchBox.tsx';
import { useWordsOf } from '../../../tests/support/words.ts';

vi.mock('~/lib/surecart/index.ts', async () => ({
  listProducts: vi.fn(),
  listAllProducts: vi.fn(),
  CARD_EXPANSIONS: (await import('~/lib/surecart/expansions.ts')).CARD_EXPANSIONS,
}));

const products = catalogProducts();
// The demo e-bike whose 750 Wh battery costs $10,999 against $10,299.
const fjord = products.find((product) => product.slug === 'fjord-e-road-pro')!;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', (input: string) =>
    Promise.resolve(GET({ url: new URL(input, 'http://shop.test') } as unknown as APIContext)),
  );
  vi.mocked(listAllProducts).mockResolvedValue(products);
  vi.mocked(listProducts).mockImplementation(async () => ({ products: [fjord], count: 1 }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const suggest = async (name: string) => {
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value: 'fjord' } });
  await act(() => vi.advanceTimersByTimeAsync(300));
};

describe('a suggestion’s price', () => {
  it('says "From $10,299.00" in English', async () => {
    render(<SearchBox onHero={false} />);
    await suggest('Search the shop');
    expect(screen.getByRole('option', { name: /Fjord E-Road Pro/ }).textContent).toContain('From $10,299.00');
  });

  it('says « À partir de 10 299,00 $ » in French', async () => {
    useWordsOf('fr-CA');
    render(<SearchBox onHero={false} />);
    await suggest('Rechercher dans la boutique');
    expect(screen.getByRole('option', { name: /Fjord E-Road Pro/ }).textContent).toContain(
      'À partir de 10\u00a0299,00\u00a0$',
    );
  });
});
