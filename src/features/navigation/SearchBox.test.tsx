// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { APIContext } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogProducts } from '../../../tests/support/catalog-products.ts';
import { listProducts, type Product } from '~/lib/surecart/index.ts';
import { GET } from '~/pages/api/search-suggestions.ts';
import SearchBox from './SearchBox.tsx';

vi.mock('~/features/navigation/go-to.ts', () => ({ goTo: vi.fn() }));
vi.mock('~/lib/surecart/index.ts', async () => ({
  listProducts: vi.fn(),
  CARD_EXPANSIONS: (await import('~/lib/surecart/expansions.ts')).CARD_EXPANSIONS,
}));

const products = catalogProducts();
/** The browser's fetch, answered by the shop's real suggestions endpoint over a stubbed catalogue. */
const fetchMock = vi.fn((input: string) =>
  Promise.resolve(GET({ url: new URL(input, 'http://shop.test') } as unknown as APIContext)),
);

/** What the stubbed catalogue finds for any query. */
const catalogueFinds = (found: Product[]) =>
  vi.mocked(listProducts).mockResolvedValue({ products: found, count: found.length });

const searchBox = () => screen.getByRole('combobox', { name: 'Search the shop' });
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });
/** Moves the clock and lets the answers that were due arrive. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const requestedQueries = () =>
  fetchMock.mock.calls.map(([url]) => new URL(url, 'http://shop.test').searchParams.get('query'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
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
    expect(screen.getAllByRole('option')).toHaveLength(5);
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
    type('bottle');
    await wait(300);
    expect(screen.getByRole('option', { name: new RegExp(`${inUsd.name}.*US\\$12\\.00`) })).toBeTruthy();
  });
});
