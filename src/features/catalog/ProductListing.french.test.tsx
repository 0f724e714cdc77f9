// @vitest-environment happy-dom
/**
 * The listing island on a French page:
 * it asks /api/products in French and keeps its addresses under /fr/.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductListing from '~/features/catalog/ProductListing.tsx';
import type { CardPage } from './cards.server.ts';
import { DEFAULT_LISTING } from './listing-state.ts';
import { useWordsOf } from '../../../tests/support/words.ts';

// A French page's words.
beforeEach(() => useWordsOf('fr-CA'));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const empty: CardPage = { cards: [], count: 0 };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(() => Promise.resolve(Response.json(empty)));
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/fr/shop');
  render(
    <ProductListing mode="shop" initialState={DEFAULT_LISTING} initialText="" initialPage={empty} collections={[]} />,
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the French listing', () => {
  it('asks for products with lang=fr and writes its state into a /fr/shop address', async () => {
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher des produits' }), {
      target: { value: 'casque' },
    });
    await act(() => vi.advanceTimersByTime(300));
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://shop.test');
    expect(asked.pathname).toBe('/api/products');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ query: 'casque', lang: 'fr' });
    expect(`${location.pathname}${location.search}`).toBe('/fr/shop?query=casque');
  });

  it('links its breadcrumb to the French home', () => {
    expect(screen.getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/fr/');
  });
});
