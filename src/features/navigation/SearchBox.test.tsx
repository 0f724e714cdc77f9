// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { APIContext } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogProducts } from '../../../tests/support/catalog-products.ts';
import { listAllProducts, listProducts, type Product } from '~/lib/surecart/index.ts';
import { GET } from '~/pages/api/search-suggestions.ts';
import SearchBox from './SearchBox.tsx';

vi.mock('~/features/navigation/go-to.ts', () => ({ goTo: vi.fn() }));
vi.mock('~/lib/surecart/index.ts', async () => ({
  listProducts: vi.fn(),
  // The whole catalogue, which the shop's search index (French names, rider words) is built from.
  listAllProducts: vi.fn(),
  CARD_EXPANSIONS: (await import('~/lib/surecart/expansions.ts')).CARD_EXPANSIONS,
}));

const products = catalogProducts();
/** The browser's fetch, answered by the shop's real suggestions endpoint over a stubbed catalogue. */
const fetchMock = vi.fn((input: string) =>
  Promise.resolve(GET({ url: new URL(input, 'http://shop.test') } as unknown as APIContext)),
);

/** What the stubbed catalogue finds for any query (a request by id, from the shop's own index, gets those products). */
const catalogueFinds = (found: Product[]) =>
  vi.mocked(listProducts).mockImplementation(async (request) => {
    const listed = request.ids ? products.filter((product) => request.ids?.includes(product.id)) : found;
    return { products: listed, count: listed.length };
  });

const searchBox = () => screen.getByRole('combobox', { name: 'Search the shop' });
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });
/** Moves the clock and lets the answers that were due arrive. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const assign = vi.fn();
const requestedQueries = () =>
  fetchMock.mock.calls.map(([url]) => new URL(url, 'http://shop.test').searchParams.get('query'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { ...window.location, assign });
  fetchMock.mockClear();
  assign.mockClear();
  vi.mocked(listAllProducts).mockResolvedValue(products);
  catalogueFinds(products);
  render(<SearchBox onHero={false} />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the header search box', () => {
  it('asks for suggestions once typing pauses for 300 ms, not at 299 ms', async () => {
    type('he');
    await wait(299);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(requestedQueries()).toEqual(['he']);
  });

  it('waits again after each key, so a quick typist makes one request', async () => {
    type('he');
    await wait(200);
    type('hel');
    await wait(299);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(requestedQueries()).toEqual(['hel']);
  });

  it('asks nothing for fewer than 2 characters, spaces aside', async () => {
    type('h');
    await wait(1000);
    type('  h ');
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    type(' he ');
    await wait(300);
    expect(requestedQueries()).toEqual(['he']);
  });

  it('shows at most 5 suggestions, and clears them at once when the text gets too short', async () => {
    type('bike');
    await wait(300);
    // The 5 products, then "See all results".
    expect(screen.getAllByRole('option')).toHaveLength(6);
    type('b');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    catalogueFinds([]);
    type('zz');
    await wait(300);
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  it('shows each price in its own currency', async () => {
    const inUsd = { ...products[0]!, prices: [{ ...products[0]!.prices[0]!, amount: 1200, currency: 'usd' }] };
    catalogueFinds([inUsd]);
    type('summit');
    await wait(300);
    expect(screen.getByRole('option', { name: new RegExp(`${inUsd.name}.*US\\$12\\.00`) })).toBeTruthy();
  });

  it('shows whole product names, not names cut short', async () => {
    const longName = { ...products[0]!, name: 'Bromont Hardtail 29 Carbon Expert Limited Édition' };
    catalogueFinds([longName]);
    type('bromont');
    await wait(300);
    expect(screen.getByRole('option', { name: /Bromont Hardtail 29 Carbon Expert Limited Édition/ })).toBeTruthy();
    expect(screen.queryByText(/…/)).toBeNull();
  });

  it('finds the mountain bikes for "mtb", a word no product name holds', async () => {
    type('mtb');
    await wait(300);
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names.some((name) => name?.includes('Bromont Hardtail 29'))).toBe(true);
    expect(names.slice(0, -1).every((name) => name?.includes('Mountain Bikes'))).toBe(true);
  });
});

describe('"See all results"', () => {
  it('is the list’s last option, reached by the arrow keys after the suggestions, and opens the search page', async () => {
    type(' hard tail ');
    await wait(300);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(6);
    const seeAll = screen.getByRole('option', { name: 'See all results' });
    expect(options.at(-1)).toBe(seeAll);
    for (let i = 0; i < 6; i++) fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(seeAll.id);
    expect(seeAll.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(assign).toHaveBeenCalledWith('/search?query=hard+tail');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('is reached from the text box by the up arrow, and wraps around to the first suggestion', async () => {
    type('bike');
    await wait(300);
    fireEvent.keyDown(searchBox(), { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: 'See all results', selected: true })).toBeTruthy();
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('opens the search page for the text when clicked, with the text encoded', async () => {
    type('casque & co');
    await wait(300);
    fireEvent.click(screen.getByRole('option', { name: 'See all results' }));
    expect(assign).toHaveBeenCalledWith('/search?query=casque+%26+co');
  });

  it('is not offered when nothing matches', async () => {
    catalogueFinds([]);
    type('zz');
    await wait(300);
    expect(screen.queryByRole('option', { name: 'See all results' })).toBeNull();
  });
});
