/**
 * The server's catalogue pages in French, built from the demo catalogue's
 * commerce and media APIs: names, descriptions, prices, links, titles and
 * breadcrumbs in French on French pages, English exactly as before on
 * English ones, and English text where a French field is blank.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteUrl } from '~/lib/env.ts';
import { loadProductPage } from '~/features/product/product-page.server.ts';
import { loadCollectionsPage } from './collections-page.server.ts';
import { loadHomePage } from './home-page.server.ts';
import { loadCollectionPage, loadShopPage } from './listing-page.server.ts';
import { isShown, serveLocalCatalog, type LocalCatalog } from '../../../tests/support/local-catalog.ts';

let local: LocalCatalog;

/** A product whose French name is blank and whose French description is missing: English must show. */
const UNTRANSLATED = 'glacier-steel-bottle';

beforeAll(() => {
  local = serveLocalCatalog();
  const bottle = local.store.products.find((p) => p.slug === UNTRANSLATED)!;
  bottle.metadata = { ...bottle.metadata, name_fr: '   ' };
  delete bottle.metadata.description_fr;
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** The demo catalogue's French and English name of a product, by slug. */
function names(slug: string) {
  const product = local.store.products.find((p) => p.slug === slug)!;
  return { en: product.name, fr: String(product.metadata.name_fr) };
}

const FRENCH_PRICE = /^\d{1,3}([\u00a0\u202f]\d{3})*,\d{2}\u00a0\$$/;
const ENGLISH_PRICE = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

describe('the shop listing in French', () => {
  it('names, prices and links its cards in French, and titles the page in French', async () => {
    const view = await loadShopPage('shop', new URLSearchParams(), 'fr-CA');
    expect(view.head).toMatchObject({ title: 'Tous les produits', canonicalPath: '/fr/shop', noindex: false });
    const cards = view.island.initialPage.cards;
    expect(cards).toHaveLength(12);
    for (const card of cards) {
      const slug = card.href.replace('/fr/product/', '');
      expect(card.href).toBe(`/fr/product/${slug}`);
      expect(card.name).toBe(names(slug).fr);
      expect(card.price?.text).toMatch(FRENCH_PRICE);
    }
    expect(cards.map((card) => card.collectionName)).toContain('Vélos de montagne');
    expect(view.island.collections.map((c) => c.name)).toEqual(['Vélos', 'Équipement vélo']);
  });

  it('is unchanged in English', async () => {
    const view = await loadShopPage('shop', new URLSearchParams());
    expect(view.head).toMatchObject({ title: 'All Products', canonicalPath: '/shop' });
    for (const card of view.island.initialPage.cards) {
      const slug = card.href.replace('/product/', '');
      expect(card.href).toBe(`/product/${slug}`);
      expect(card.name).toBe(names(slug).en);
      expect(card.price?.text).toMatch(ENGLISH_PRICE);
    }
    expect(view.island.collections.map((c) => c.name)).toEqual(['Bikes', 'Bike Equipment']);
  });

  it('a collection page has the French name, description and address', async () => {
    const view = await loadCollectionPage('bike-road-bike', new URLSearchParams(), 'fr-CA');
    expect(view?.head.title).toBe('Vélos de route');
    expect(view?.head.description).toMatch(/^Des vélos de route légers/);
    expect(view?.head.canonicalPath).toBe('/fr/collection/bike-road-bike');
    expect(view?.island.pageCollection).toMatchObject({
      name: 'Vélos de route',
      path: '/fr/collection/bike-road-bike',
    });
  });

  it('shows the English name of a product whose French name is blank', async () => {
    const view = await loadShopPage('search', new URLSearchParams({ query: 'glacier steel' }), 'fr-CA');
    const card = view.island.initialPage.cards.find((c) => c.href === `/fr/product/${UNTRANSLATED}`);
    expect(card?.name).toBe('Glacier Steel Bottle');
  });
});

describe('search on French pages', () => {
  it('/fr/search?query=casque finds the helmets, which the platform’s English search does not', async () => {
    // « casque » is also an English rider word (decision 0074); « vélos » shows a French word the English search misses.
    const english = await loadShopPage('search', new URLSearchParams({ query: 'vélos' }));
    expect(english.island.initialPage.count).toBe(0);
    expect(
      (await loadShopPage('search', new URLSearchParams({ query: 'vélos' }), 'fr-CA')).island.initialPage.count,
    ).toBeGreaterThan(0);

    const view = await loadShopPage('search', new URLSearchParams({ query: 'casque' }), 'fr-CA');
    expect(view.head).toMatchObject({ title: 'Résultats de recherche pour «\u00a0casque\u00a0»', noindex: true });
    expect(view.head.canonicalPath).toBe('/fr/search');
    const helmetCollection = local.store.collections.find((c) => c.slug === 'bike-equipment-helmet')!;
    const helmets = local.store.products.filter(
      (p) => isShown(p) && p.product_collection_ids.includes(helmetCollection.id),
    );
    expect(helmets).toHaveLength(8);
    expect(view.island.initialPage.count).toBe(helmets.length);
    expect(view.island.initialPage.cards.map((card) => card.collectionName)).toEqual(helmets.map(() => 'Casques'));
  });

  it('matches French words without their accents, and every word of the query', async () => {
    const accented = await loadShopPage('search', new URLSearchParams({ query: 'vélos route' }), 'fr-CA');
    const plain = await loadShopPage('search', new URLSearchParams({ query: 'velos route' }), 'fr-CA');
    expect(plain.island.initialPage.count).toBe(accented.island.initialPage.count);
    expect(accented.island.initialPage.count).toBeGreaterThan(0);
    const collections = new Set(accented.island.initialPage.cards.map((card) => card.collectionName));
    expect([...collections].every((name) => name === 'Vélos de route' || name === 'Vélos de route électriques')).toBe(
      true,
    );
  });

  it('still finds model names and English words through the platform’s own search', async () => {
    const view = await loadShopPage('search', new URLSearchParams({ query: 'summit ridge' }), 'fr-CA');
    expect(view.island.initialPage.cards.map((card) => card.name)).toContain(names('summit-ridge-29-trail').fr);
    const english = await loadShopPage('search', new URLSearchParams({ query: 'helmet' }), 'fr-CA');
    expect(english.island.initialPage.count).toBeGreaterThanOrEqual(8);
  });

  it('keeps the other filters and the order: featured mountain bikes only, by name', async () => {
    const all = await loadShopPage('search', new URLSearchParams({ query: 'montagne' }), 'fr-CA');
    const featured = await loadShopPage(
      'search',
      new URLSearchParams({ query: 'montagne', featured: 'true', sort: 'name-asc' }),
      'fr-CA',
    );
    const expected = local.store.products.filter(
      (p) => p.featured && all.island.initialPage.cards.some((card) => card.id === p.id),
    );
    expect(featured.island.initialPage.count).toBeGreaterThan(0);
    expect(featured.island.initialPage.count).toBeLessThan(all.island.initialPage.count);
    expect(featured.island.initialPage.cards.map((card) => card.id).sort()).toEqual(expected.map((p) => p.id).sort());
  });
});

describe('the collections overview and the home page in French', () => {
  it('the collections and featured products are French, the breadcrumb leads home to /fr/', async () => {
    const page = await loadCollectionsPage('fr-CA');
    expect(page.crumbs).toEqual([{ name: 'Accueil', href: '/fr/' }, { name: 'Nos collections' }]);
    expect(page.tree.map((node) => node.collection.name)).toEqual(['Vélos', 'Équipement vélo']);
    expect(page.tree[1]?.children.map((node) => node.collection.name)).toContain('Casques');
    expect(page.tree[0]?.collection.description).toMatch(/^Vélos de montagne, de route/);
    for (const card of page.featured.cards) expect(card.href).toMatch(/^\/fr\/product\//);
  });

  it('the English overview is unchanged', async () => {
    const page = await loadCollectionsPage();
    expect(page.crumbs).toEqual([{ name: 'Home', href: '/' }, { name: 'Our Collections' }]);
    expect(page.tree.map((node) => node.collection.name)).toEqual(['Bikes', 'Bike Equipment']);
  });

  it('the home page’s featured products are French; the company’s data is the same in both languages', async () => {
    const [french, english] = await Promise.all([loadHomePage('fr-CA'), loadHomePage()]);
    const slug = french.featured.cards[0]!.href.replace('/fr/product/', '');
    expect(french.featured.cards[0]?.name).toBe(names(slug).fr);
    expect(french.featured.cards[0]?.price?.text).toMatch(FRENCH_PRICE);
    expect(english.featured.cards[0]?.name).toBe(names(slug).en);
    expect(french.organizationJsonLd).toBe(english.organizationJsonLd);
  });
});

describe('the product page in French', () => {
  const slug = 'summit-ridge-29-trail';

  it('has the French name, description, specification labels and breadcrumb', async () => {
    const data = (await loadProductPage(slug, 'fr-CA'))!;
    expect(data.product.name).toBe('Summit Ridge 29 Sentier');
    expect(data.descriptionHtml).toContain(
      local.store.products.find((p) => p.slug === slug)!.metadata.description_fr!.slice(0, 40),
    );
    expect(data.metaDescription).not.toMatch(/[<>]/);
    expect(data.specifications.map((row) => row.label)).toContain('Matériau du cadre');
    expect(data.specifications.map((row) => row.label)).not.toContain('Name Fr');
    expect(data.crumbs).toEqual([
      { name: 'Accueil', href: '/fr/' },
      { name: 'Boutique', href: '/fr/shop' },
      { name: 'Vélos de montagne', href: expect.stringMatching(/^\/fr\/shop\?category=/) },
      { name: 'Summit Ridge 29 Sentier' },
    ]);
    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related.map((group) => group.title)).toEqual(['Vélos semblables', 'Complétez votre équipement']);
    for (const group of data.related) for (const card of group.products) expect(card.href).toMatch(/^\/fr\/product\//);
  });

  it('its structured data is French, with French addresses, through the escaping serialiser', async () => {
    const data = (await loadProductPage(slug, 'fr-CA'))!;
    const [product, breadcrumb] = data.jsonLd.map((block) => JSON.parse(block) as Record<string, unknown>);
    expect(product).toMatchObject({
      '@type': 'Product',
      inLanguage: 'fr-CA',
      name: 'Summit Ridge 29 Sentier',
      url: `${siteUrl}/fr/product/${slug}`,
      category: 'Vélos de montagne',
      offers: { url: `${siteUrl}/fr/product/${slug}` },
    });
    expect(String(product?.description).startsWith(data.metaDescription.slice(0, 100))).toBe(true);
    expect(data.metaDescription).toMatch(/[éèàç]/);
    const items = (breadcrumb as { itemListElement: { name: string; item: string }[] }).itemListElement;
    expect(items.map((item) => item.name)).toEqual(data.crumbs.map((crumb) => crumb.name));
    for (const item of items) expect(item.item.startsWith(`${siteUrl}/fr/`)).toBe(true);
    for (const block of data.jsonLd) expect(block).not.toMatch(/[<>]/);
  });

  it('is unchanged in English', async () => {
    const data = (await loadProductPage(slug))!;
    expect(data.product.name).toBe('Summit Ridge 29 Trail');
    expect(data.specifications.map((row) => row.label)).toContain('Frame Material');
    expect(data.crumbs[0]).toEqual({ name: 'Home', href: '/' });
    const product = JSON.parse(data.jsonLd[0]!) as Record<string, unknown>;
    expect(product).toMatchObject({
      inLanguage: 'en-CA',
      url: `${siteUrl}/product/${slug}`,
      category: 'Mountain Bikes',
    });
  });

  it('falls back to the English name and description when the French ones are blank or missing', async () => {
    const data = (await loadProductPage(UNTRANSLATED, 'fr-CA'))!;
    const english = local.store.products.find((p) => p.slug === UNTRANSLATED)!;
    expect(data.product.name).toBe('Glacier Steel Bottle');
    expect(data.descriptionHtml).toContain(english.description!.slice(3, 40));
    expect(JSON.parse(data.jsonLd[0]!)).toMatchObject({ name: 'Glacier Steel Bottle', inLanguage: 'fr-CA' });
  });
});
