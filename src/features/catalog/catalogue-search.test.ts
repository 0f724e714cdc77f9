/**
 * The French search's index: words without accents, every query word
 * starting a word, and a bounded read of a large catalogue.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { frenchIndex, frenchMatches, INDEX_MAX_PAGES, searchRequest } from './french-search.server.ts';
import { serveLocalCatalog, type LocalCatalog } from './testing/local-catalog.ts';
import { isShown } from '../../../local/commerce/catalog-store.ts';

describe('French query matching', () => {
  const index = [
    { id: 'helmet', words: ['casque', 'aero', 'boreal', 'mips', 'casques'] },
    { id: 'bike', words: ['velo', 'de', 'route', 'velos', 'de', 'route'] },
  ];

  it('matches when every word of the query starts a word, accents and case aside', () => {
    expect(frenchMatches(index, 'Casq')).toEqual(['helmet']);
    expect(frenchMatches(index, 'VÉLO route')).toEqual(['bike']);
    expect(frenchMatches(index, 'vélo casque')).toEqual([]);
    expect(frenchMatches(index, 'oute')).toEqual([]);
    expect(frenchMatches(index, ' « » ')).toEqual([]);
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
    const index = await frenchIndex();
    expect(index).toHaveLength(INDEX_MAX_PAGES * 100);
    const reads = local.commerceCalls.length;
    expect(reads).toBe(INDEX_MAX_PAGES);
    await searchRequest({ query: 'casque' }, 'fr-CA');
    await searchRequest({ query: 'gant' }, 'fr-CA');
    // Each search adds only the platform's own search for its words.
    expect(local.commerceCalls.length - reads).toBe(2);
    expect(local.commerceCalls.slice(reads).every((url) => url.searchParams.has('query'))).toBe(true);
  });

  it('asks for at most 100 products by id, the French matches first', async () => {
    const request = await searchRequest({ query: 'velo', limit: 12, page: 1 }, 'fr-CA');
    expect(request.query).toBeUndefined();
    expect(request.ids?.length).toBe(100);
    expect(request).toMatchObject({ limit: 12, page: 1 });
  });

  it('leaves English requests, and French words nothing matches, to the platform', async () => {
    expect(await searchRequest({ query: 'casque' }, 'en-CA')).toEqual({ query: 'casque' });
    expect(await searchRequest({ query: 'zzzz' }, 'fr-CA')).toEqual({ query: 'zzzz' });
  });
});
