// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardPage } from './cards.server.ts';
import { DEFAULT_LISTING } from './listing-state.ts';
import ProductListing from './ProductListing.tsx';

const firstPage: CardPage = { cards: [], count: 0 };
const found: CardPage = {
  cards: [
    {
      id: 'p1',
      name: 'Summit Helmet',
      href: '/product/summit-helmet',
      image: null,
      price: null,
      collectionName: null,
      soldOut: false,
    },
  ],
  count: 1,
};

// Tells React that updates are wrapped in act(), as the timers below are.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let fetchMock: ReturnType<typeof vi.fn>;
/** The search texts the listing asked /api/products for, in order. */
const requestedQueries = () =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://shop.test').searchParams.get('query'));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(() => Promise.resolve(Response.json(found)));
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/shop');
  renderShopListing();
});

/** The /shop listing as the server draws it for /shop. */
function renderShopListing() {
  render(
    <ProductListing
      mode="shop"
      initialState={DEFAULT_LISTING}
      initialText=""
      initialPage={firstPage}
      collections={[]}
    />,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the listing search box', () => {
  it('asks for the products once typing has paused for 300 ms, not before', async () => {
    type('hel');
    await wait(299);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(requestedQueries()).toEqual(['hel']);
    expect(location.search).toBe('?query=hel');
  });

  it('waits again from each keystroke, and searches for the text as it stands', async () => {
    type('hel');
    await wait(200);
    type('helm');
    await wait(299);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(requestedQueries()).toEqual(['helm']);
  });

  it('does not search for 1 or 2 characters, and says how many it needs; 3 search', async () => {
    type('h');
    await wait(300);
    type('he');
    await wait(300);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Type at least 3 characters to search')).toBeTruthy();
    type('hel');
    await wait(300);
    expect(requestedQueries()).toEqual(['hel']);
    expect(screen.queryByText('Type at least 3 characters to search')).toBeNull();
  });

  it('shows what the request found', async () => {
    type('summit');
    await wait(300);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByRole('link', { name: 'Summit Helmet' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 product');
  });
});

describe('Back or Forward pressed before the listing started', () => {
  const searchText = () => (screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value;

  it('asks for nothing when the address holds the entry the page was drawn for', async () => {
    await wait(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(searchText()).toBe('');
  });

  it('shows the entry the address reached meanwhile, once the listing starts', async () => {
    cleanup();
    // Drawn for /shop; Back reached the listing's ?query=helmet entry before its code had started.
    history.replaceState(null, '', '/shop?query=helmet');
    renderShopListing();
    await wait(0);
    expect(requestedQueries()).toEqual(['helmet']);
    expect(searchText()).toBe('helmet');
    expect(location.search).toBe('?query=helmet');
  });
});
