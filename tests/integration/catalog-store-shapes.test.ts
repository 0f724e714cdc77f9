/**
 * The shop's catalogue against both stores `local/` can be: the standard
 * SureCart store over HTTP (the shared backend), and the customised one
 * (`LOCAL_STORE_SHAPE=customised`) served in this process. Each shape gets
 * fresh modules, so the catalogue cache of one never answers for the other.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoreShape } from '../../local/catalog/types.ts';
import { serveLocalCatalog } from '../support/local-catalog.ts';

const BIKE = 'summit-ridge-29-trail';
const HIDDEN = ['summit-ridge-29-trail-2023', 'aero-boreal-mips-prototype', 'glacier-steel-bottle-retired'];

async function shopModules() {
  vi.resetModules();
  return {
    page: await import('~/features/product/product-page.server.ts'),
    cards: await import('~/features/catalog/cards.server.ts'),
    listing: await import('~/features/catalog/listing-page.server.ts'),
    sitemap: await import('~/features/seo/sitemap.server.ts'),
    catalog: await import('~/lib/surecart/index.ts'),
  };
}

describe.each<StoreShape>(['standard', 'customised'])('the shop against a %s store', (shape) => {
  let shop: Awaited<ReturnType<typeof shopModules>>;

  beforeAll(async () => {
    if (shape === 'customised') serveLocalCatalog(undefined, 'customised');
    shop = await shopModules();
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('offers the options by name on the product page, so a variant can be chosen', async () => {
    const data = (await shop.page.loadProductPage(BIKE))!;
    expect(data.product.optionNames).toEqual(['Size', 'Color']);
    expect(data.product.variants.length).toBe(12);
  });

  it('shows each variant its colour’s picture, and the carousel knows which picture is which colour', async () => {
    const data = (await shop.page.loadProductPage(BIKE))!;
    const red = data.product.variants.find((v) => v.options.includes('Crimson Red'))!;
    expect(red.mediaUrl).toMatch(/summit-ridge-29-trail-crimson-red\.svg$/);
    expect(data.gallery.map((image) => image.variantOption)).toEqual([
      'Crimson Red',
      'Forest Green',
      'Midnight Black',
      null,
    ]);
    expect(data.gallery[0]!.url).toBe(red.mediaUrl);
  });

  it('shows no archived or draft product: not on cards, searches, the sitemap; their pages are not found', async () => {
    const newest = await shop.cards.loadFeaturedCards(8);
    const search = await shop.listing.loadShopPage('search', new URLSearchParams({ query: 'summit ridge' }));
    const sitemap = await shop.sitemap.loadSitemapCatalog();
    const listed = [
      ...newest.cards.map((card) => card.href),
      ...search.island.initialPage.cards.map((card) => card.href),
      ...sitemap.productSlugs.map((slug) => `/product/${slug}`),
    ];
    expect(listed).toContain(`/product/${BIKE}`);
    for (const slug of HIDDEN) {
      expect(listed).not.toContain(`/product/${slug}`);
      expect(await shop.page.loadProductPage(slug)).toBeNull();
    }
  });

  it('counts in each collection only the products shoppers can see', async () => {
    const collections = await shop.catalog.listCollections();
    const mountain = collections.find((c) => c.slug === 'bike-mountain-bike')!;
    const helmets = collections.find((c) => c.slug === 'bike-equipment-helmet')!;
    expect([mountain.productsCount, helmets.productsCount]).toEqual([8, 8]);
  });
});
