/**
 * The listing's and the search box's endpoints answer in the language their
 * `lang` parameter names: French names, French prices and `/fr/` links for
 * `lang=fr` (a French search matching French names), English as before
 * without it, and a 400 in the endpoint's error shape for any other value.
 */
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getProducts } from '~/pages/api/products.ts';
import { GET as getSuggestions } from '~/pages/api/search-suggestions.ts';
import type { CardPage } from './cards.server.ts';
import type { Suggestion } from './search-suggestions.ts';
import { serveLocalCatalog } from '../../../tests/support/local-catalog.ts';

beforeAll(() => {
  serveLocalCatalog();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const call = (route: typeof getProducts, path: string) =>
  Promise.resolve(route({ url: new URL(path, 'http://shop.test') } as APIContext));

const FRENCH_PRICE = /^\d{1,3}([\u00a0\u202f]\d{3})*,\d{2}\u00a0\$$/;

describe('GET /api/products', () => {
  it('with lang=fr: French names, collection names, prices and links', async () => {
    const response = await call(getProducts, '/api/products?sort=name-asc&lang=fr');
    expect(response.status).toBe(200);
    const { cards, count } = (await response.json()) as CardPage;
    expect(count).toBe(52);
    for (const card of cards) {
      expect(card.href).toMatch(/^\/fr\/product\/[a-z0-9-]+$/);
      expect(card.price?.text).toMatch(FRENCH_PRICE);
    }
    expect(cards.map((card) => card.collectionName)).toContain('Casques');
  });

  it('with lang=fr and a French query: the products with that French word', async () => {
    const response = await call(getProducts, '/api/products?query=casque&lang=fr');
    const { cards, count } = (await response.json()) as CardPage;
    expect(count).toBe(8);
    expect(new Set(cards.map((card) => card.collectionName))).toEqual(new Set(['Casques']));
  });

  it('without lang: English, as before', async () => {
    const response = await call(getProducts, '/api/products?sort=name-asc');
    const { cards } = (await response.json()) as CardPage;
    expect(cards[0]?.href).toMatch(/^\/product\//);
    expect(cards[0]?.price?.text).toMatch(/^\$/);
    expect(cards.map((card) => card.collectionName)).not.toContain('Casques');
  });

  it('refuses a language the shop does not have, with the other parameter errors', async () => {
    const response = await call(getProducts, '/api/products?lang=de&page=0');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('invalid_parameters');
    expect(body.message).toContain('lang must be one of en, fr');
    expect(body.message).toContain('page must be');
  });
});

describe('GET /api/search-suggestions', () => {
  it('with lang=fr finds helmets for « casque », in French with /fr/ links', async () => {
    const response = await call(getSuggestions, '/api/search-suggestions?query=casque&lang=fr');
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as { suggestions: Suggestion[] };
    expect(suggestions).toHaveLength(5);
    for (const suggestion of suggestions) {
      expect(suggestion.collectionName).toBe('Casques');
      expect(suggestion.href).toMatch(/^\/fr\/product\//);
      expect(suggestion.price?.text).toMatch(FRENCH_PRICE);
    }
  });

  it('without lang finds nothing for a French word, as the platform’s search does', async () => {
    const response = await call(getSuggestions, '/api/search-suggestions?query=v%C3%A9los');
    expect(((await response.json()) as { suggestions: Suggestion[] }).suggestions).toEqual([]);
  });

  it('refuses an unknown language with a 400', async () => {
    const response = await call(getSuggestions, '/api/search-suggestions?query=casque&lang=xx');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid_parameters', message: 'lang must be one of en, fr' });
  });
});
