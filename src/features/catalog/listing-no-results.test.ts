/**
 * What the server sends with a listing that finds nothing: the featured bikes
 * of the demo catalogue, in the page's language, for the first render and for
 * the island's /api/products requests alike; a listing that finds something
 * sends none; rider words make searches find.
 */
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '~/pages/api/products.ts';
import { loadShopPage } from './listing-page.server.ts';
import type { ListingCardPage } from './listing.server.ts';
import { serveLocalCatalog, type LocalCatalog } from '../../../tests/support/local-catalog.ts';

let local: LocalCatalog;
beforeAll(() => {
  local = serveLocalCatalog();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** The names of the demo catalogue's bikes: the products of the collections under "Bikes". */
function bikeNames(): Set<string> {
  const bikeCollections = new Set(
    local.store.collections.filter((c) => c.metadata.parent_collection === 'bike').map((c) => c.id),
  );
  return new Set(
    local.store.products
      .filter((product) => product.product_collection_ids.some((id) => bikeCollections.has(id)))
      .map((product) => product.name),
  );
}

describe('a listing that finds nothing', () => {
  it('brings 4 featured bikes with the empty first page, in English and in French', async () => {
    const english = (await loadShopPage('search', new URLSearchParams({ query: 'zzzz' }), 'en-CA')).island.initialPage;
    expect(english.count).toBe(0);
    expect(english.featuredInstead).toHaveLength(4);
    const bikes = bikeNames();
    expect(english.featuredInstead!.every((card) => bikes.has(card.name))).toBe(true);
    expect(english.featuredInstead!.every((card) => card.href.startsWith('/product/'))).toBe(true);

    const french = (await loadShopPage('search', new URLSearchParams({ query: 'zzzz' }), 'fr-CA')).island.initialPage;
    expect(french.featuredInstead).toHaveLength(4);
    expect(french.featuredInstead!.every((card) => card.href.startsWith('/fr/product/'))).toBe(true);
  });

  it('brings them with an empty page from /api/products too, for the island', async () => {
    const response = await GET({
      url: new URL('http://shop.test/api/products?query=zzzz&lang=fr'),
    } as unknown as APIContext);
    const page = (await response.json()) as ListingCardPage;
    expect(page.count).toBe(0);
    expect(page.featuredInstead?.map((card) => card.href.startsWith('/fr/product/'))).toEqual([true, true, true, true]);
  });
});

describe('a listing that finds something', () => {
  it('lists the mountain bikes for "mtb" and « VTT », and brings no featured bikes', async () => {
    for (const [query, locale] of [
      ['mtb', 'en-CA'],
      ['VTT', 'fr-CA'],
    ] as const) {
      const page = (await loadShopPage('search', new URLSearchParams({ query }), locale)).island.initialPage;
      expect(page.count, query).toBeGreaterThan(0);
      expect(page.cards.some((card) => card.name.startsWith('Bromont'))).toBe(true);
      expect(page.featuredInstead).toBeUndefined();
    }
  });
});
