// @vitest-environment happy-dom
/**
 * A listing that finds nothing is not a dead end: under its message it links
 * to the collections and shows the featured bikes the server sent, in English
 * and in French, whether the page was drawn empty or a search typed in the
 * listing emptied it.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectionOption } from './collection-tree.ts';
import { DEFAULT_LISTING } from './listing-state.ts';
import type { ListingCardPage } from './listing.server.ts';
import type { ProductCardData } from './product-card.ts';
import ProductListing from './ProductListing.tsx';
import { useWordsOf } from '../../../tests/support/words.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const option = (id: string, name: string, slug: string, children: CollectionOption[] = []): CollectionOption => ({
  id,
  name,
  slug,
  description: null,
  children,
});
const collections = [
  option('c1', 'Bikes', 'bike', [option('c2', 'Mountain Bikes', 'bike-mountain-bike')]),
  option('c3', 'Bike Equipment', 'bike-equipment', [option('c4', 'Helmets', 'bike-equipment-helmet')]),
];
const bike = (name: string, href: string): ProductCardData => ({
  id: href,
  name,
  href,
  price: null,
  collectionName: null,
  image: null,
  soldOut: false,
});
const emptyWithBikes: ListingCardPage = {
  cards: [],
  count: 0,
  featuredInstead: [
    bike('Bromont Hardtail 29', '/product/bromont-hardtail-29'),
    bike('Fjord E-Road Pro', '/product/fjord-e-road-pro'),
  ],
};
const found: ListingCardPage = { cards: [bike('Summit Ridge 29 Trail', '/product/summit-ridge')], count: 1 };

/** A search page for "zzzz" as the server draws it, with the page and collections given. */
function renderSearch(Listing: typeof ProductListing, page: ListingCardPage, options: CollectionOption[]) {
  render(
    <Listing
      mode="search"
      initialState={{ ...DEFAULT_LISTING, query: 'zzzz' }}
      initialText="zzzz"
      initialPage={page}
      collections={options}
    />,
  );
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(() => Promise.resolve(Response.json(emptyWithBikes)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an English listing that finds nothing', () => {
  it('says so, then links to each collection and shows the featured bikes as cards', () => {
    history.replaceState(null, '', '/search?query=zzzz');
    renderSearch(ProductListing, emptyWithBikes, collections);
    expect(screen.getByText('No products found')).toBeTruthy();
    const links = within(screen.getByRole('navigation', { name: 'Browse a collection' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bikes', '/collection/bike'],
      ['Mountain Bikes', '/collection/bike-mountain-bike'],
      ['Bike Equipment', '/collection/bike-equipment'],
      ['Helmets', '/collection/bike-equipment-helmet'],
    ]);
    const featured = screen.getByRole('list', { name: 'Featured bikes' });
    expect(screen.getByRole('heading', { name: 'Featured bikes' })).toBeTruthy();
    expect(within(featured).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(featured)
        .getByRole('link', { name: /Bromont Hardtail 29/ })
        .getAttribute('href'),
    ).toBe('/product/bromont-hardtail-29');
  });

  it('offers the same once a search typed in the listing empties it', async () => {
    history.replaceState(null, '', '/shop');
    render(
      <ProductListing
        mode="shop"
        initialState={DEFAULT_LISTING}
        initialText=""
        initialPage={found}
        collections={collections}
      />,
    );
    expect(screen.queryByRole('navigation', { name: 'Browse a collection' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'zzzz' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('No products found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Browse a collection' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Featured bikes' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps its message alone when the featured bikes could not be read and no collection has products', () => {
    renderSearch(ProductListing, { cards: [], count: 0, featuredInstead: [] }, []);
    expect(screen.getByText('No products found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Browse a collection' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Featured bikes' })).toBeNull();
  });
});

describe('a French listing that finds nothing', () => {
  beforeEach(() => useWordsOf('fr-CA'));

  it('links to the French collection pages and shows « Vélos en vedette »', () => {
    history.replaceState(null, '', '/fr/search?query=zzzz');
    const french: ListingCardPage = {
      cards: [],
      count: 0,
      featuredInstead: [bike('Bromont Hardtail 29', '/fr/product/bromont-hardtail-29')],
    };
    const frenchCollections = [
      option('c1', 'Vélos', 'bike', [option('c2', 'Vélos de montagne', 'bike-mountain-bike')]),
    ];
    renderSearch(ProductListing, french, frenchCollections);
    expect(screen.getByText('Aucun produit trouvé')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Parcourir une collection' });
    expect(within(nav).getByRole('link', { name: 'Vélos de montagne' }).getAttribute('href')).toBe(
      '/fr/collection/bike-mountain-bike',
    );
    const featured = screen.getByRole('list', { name: 'Vélos en vedette' });
    expect(
      within(featured)
        .getByRole('link', { name: /Bromont Hardtail 29/ })
        .getAttribute('href'),
    ).toBe('/fr/product/bromont-hardtail-29');
  });
});
