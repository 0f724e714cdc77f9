// @vitest-environment happy-dom
/**
 * The search box on a French page: it
 * asks for suggestions in French and submits to the French search page.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchBox from '~/features/navigation/SearchBox.tsx';
import { useWordsOf } from '../../../tests/support/words.ts';

// A French page's words.
beforeEach(() => useWordsOf('fr-CA'));

vi.mock('~/features/navigation/go-to.ts', () => ({ goTo: vi.fn() }));

const fetchMock = vi.fn((_input: string) => Promise.resolve(Response.json({ suggestions: [] })));
const assign = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { ...window.location, assign });
  fetchMock.mockClear();
  assign.mockClear();
  render(<SearchBox onHero={false} />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole('combobox', { name: 'Rechercher dans la boutique' });

describe('the French search box', () => {
  it('asks for suggestions with lang=fr', async () => {
    fireEvent.change(box(), { target: { value: 'casque' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://shop.test');
    expect(asked.pathname).toBe('/api/search-suggestions');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ query: 'casque', lang: 'fr' });
  });

  it('offers « Voir tous les résultats », which opens the French search page for the text', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        Response.json({
          suggestions: [
            {
              id: 'p1',
              name: 'Casque Sommet Pro MIPS',
              href: '/fr/product/sommet',
              collectionName: 'Casques',
              price: null,
              image: null,
              soldOut: false,
            },
          ],
        }),
      ),
    );
    fireEvent.change(box(), { target: { value: 'casque vélo' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    const seeAll = screen.getByRole('option', { name: 'Voir tous les résultats' });
    expect(screen.getAllByRole('option').at(-1)).toBe(seeAll);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(seeAll.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(assign).toHaveBeenCalledWith('/fr/search?query=casque+v%C3%A9lo');
  });

  it('submits to the French search page', () => {
    fireEvent.change(box(), { target: { value: ' casque vélo ' } });
    fireEvent.submit(box().closest('form')!);
    expect(assign).toHaveBeenCalledWith('/fr/search?query=casque+v%C3%A9lo');
  });
});
