/**
 * The shop's search index: words without accents, every query word
 * starting a word, a bounded read of a large catalogue, and rider words
 * ("mtb", « VTT ») finding the demo catalogue's bikes in both languages.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueIndex, indexMatches, INDEX_MAX_PAGES, searchRequest } from './catalogue-search.server.ts';
import { listProducts } from '~/lib/surecart/index.ts';
import type { Locale } from '~/i18n/locales.ts';
import { isShown, serveLocalCatalog, type LocalCatalog } from '../../../tests/support/local-catalog.ts';

describe('French query matching', () => {
  const index = [
    { id: 'helmet', words: ['casque', 'aero', 'boreal', 'mips', 'casques'] },
    { id: 'bike', words: ['velo', 'de', 'route', 'velos', 'de', 'route'] },
  ];

  it('matches when every word of the query starts a word, accents and case aside', () => {
    expect(indexMatches(index, 'Casq')).toEqual(['helmet']);
    expect(indexMatches(index, 'VÉLO route')).toEqual(['bike']);
    expect(indexMatches(index, 'vélo casque')).toEqual([]);
    expect(indexMatches(index, 'oute')).toEqual([]);
    expect(indexMatches(index, ' « » ')).toEqual([]);
  });
});

describe('the French index of a large catalogue', () => {
  let local: LocalCatalog;
  beforeAll(() => {
    local = serveLocalCatalog(2500);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('reads at most 20 pages of 100 products, once for every search of the next 5 minutes', async () => {
    expect(local.store.products.filter(isShown).length).toBe(2500);
    const index = await catalogueIndex('fr-CA');
    expect(index).toHaveLength(INDEX_MAX_PAGES * 100);
    const reads = local.commerceCalls.length;
    expect(reads).toBe(INDEX_MAX_PAGES);
    await searchRequest({ query: 'velo' }, 'fr-CA');
    await searchRequest({ query: 'route' }, 'fr-CA');
    // Each search adds only the platform's own search for its words.
    expect(local.commerceCalls.length - reads).toBe(2);
    expect(local.commerceCalls.slice(reads).every((url) => url.searchParams.has('query'))).toBe(true);
    // Rider words are matched in the index alone, in either language: no further read.
    await searchRequest({ query: 'casque' }, 'fr-CA');
    await searchRequest({ query: 'mtb' }, 'en-CA');
    expect(local.commerceCalls.length - reads).toBe(2);
  });

  it('asks for at most 100 products by id, the French matches first', async () => {
    const request = await searchRequest({ query: 'velo', limit: 12, page: 1 }, 'fr-CA');
    expect(request.query).toBeUndefined();
    expect(request.ids?.length).toBe(100);
    expect(request).toMatchObject({ limit: 12, page: 1 });
  });

  it('leaves English requests without rider words, and French words nothing matches, to the platform', async () => {
    expect(await searchRequest({ query: 'aero' }, 'en-CA')).toEqual({ query: 'aero' });
    expect(await searchRequest({ query: 'zzzz' }, 'fr-CA')).toEqual({ query: 'zzzz' });
  });
});

describe('rider words in the demo catalogue', () => {
  beforeAll(() => {
    serveLocalCatalog();
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  /** The names of what a search lists, as the listing asks for it (the product's collection names beside it). */
  async function found(query: string, locale: Locale) {
    const { products } = await listProducts({ ...(await searchRequest({ query, limit: 100, page: 1 }, locale)) });
    return products.map((product) => ({ name: product.name, collections: product.collections.map((c) => c.slug) }));
  }
  const allIn = (results: { collections: string[] }[], slug: string) =>
    results.length > 0 && results.every((result) => result.collections.includes(slug));

  it('finds the mountain bikes for "mtb", which no product name contains, in English and French', async () => {
    expect(await found('mtb', 'en-CA')).not.toHaveLength(0);
    expect(allIn(await found('mtb', 'en-CA'), 'bike-mountain-bike')).toBe(true);
    expect(allIn(await found('MTB', 'fr-CA'), 'bike-mountain-bike')).toBe(true);
    expect(allIn(await found('VTT', 'fr-CA'), 'bike-mountain-bike')).toBe(true);
    expect(allIn(await found('vélos de montagne', 'fr-CA'), 'bike-mountain-bike')).toBe(true);
  });

  it('reads "e-bike" and "ebike" as electric bikes only, not every bike with a word starting with "e"', async () => {
    for (const [query, locale] of [
      ['e-bike', 'en-CA'],
      ['ebike', 'en-CA'],
      ['e-bikes', 'fr-CA'],
      ['VAE', 'fr-CA'],
    ] as const) {
      expect(allIn(await found(query, locale), 'bike-electric-road-bike'), `${query} (${locale})`).toBe(true);
    }
    const mountain = await found('mtb', 'en-CA');
    expect((await found('e-bike', 'en-CA')).some((result) => mountain.some((m) => m.name === result.name))).toBe(false);
  });

  it('reads "helmet" and "casque" as the helmets in both languages', async () => {
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      for (const query of ['helmet', 'casque', 'helmets']) {
        expect(allIn(await found(query, locale), 'bike-equipment-helmet'), `${query} (${locale})`).toBe(true);
      }
    }
  });

  it('finds the gravel bike and gear for "gravel", in both languages', async () => {
    const names = (results: { name: string }[]) => results.map((result) => result.name);
    expect(names(await found('gravel', 'en-CA'))).toEqual(
      expect.arrayContaining(['Gaspésie Allroad', 'Portage Gravel Glove', 'Gravier Adventure Shoe']),
    );
    expect(await found('gravel', 'fr-CA')).not.toHaveLength(0);
  });

  it('keeps a rider word next to a model name: both must match', async () => {
    const results = await found('bromont mtb', 'en-CA');
    expect(results.map((result) => result.name)).toEqual(['Bromont Hardtail 29']);
    expect(await found('bromont e-bike', 'en-CA')).toEqual([]);
  });
});
