/**
 * The product page's suggestions from the demo catalogue's APIs, in English
 * and French: a bike's page shows similar bikes (its own kind first, with a
 * comparison link holding it) and at most four accessories for its riding;
 * another product's page keeps its related collections, headed by them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveLocalCatalog } from '../../../tests/support/local-catalog.ts';
import { loadProductPage } from './product-page.server.ts';

beforeAll(() => {
  serveLocalCatalog();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("a bike's page", () => {
  it('shows similar mountain bikes, each comparable with it, then four trail accessories, in English', async () => {
    const data = (await loadProductPage('bromont-hardtail-29'))!;
    const [similar, accessories] = data.related;
    expect(data.related.map((group) => group.title)).toEqual(['Similar bikes', 'Complete your ride']);
    expect(similar!.products).toHaveLength(4);
    expect(similar!.products.map((card) => card.collectionName)).toEqual(Array(4).fill('Mountain Bikes'));
    expect(similar!.products.map((card) => card.name)).not.toContain('Bromont Hardtail 29');
    for (const card of similar!.products)
      expect(card.compareHref).toBe(`/compare?products=bromont-hardtail-29,${card.href.replace('/product/', '')}`);
    expect(similar!.compareHref).toMatch(/^\/compare\?products=bromont-hardtail-29,[a-z0-9-]+,[a-z0-9-]+$/);
    expect(accessories!.products).toHaveLength(4);
    expect(accessories!.products.every((card) => !card.soldOut && !card.compareHref)).toBe(true);
    expect(accessories!.products[0]!.name).toMatch(/Trail|Enduro/);
  });

  it('is headed and linked in French on the French page', async () => {
    const data = (await loadProductPage('bromont-hardtail-29', 'fr-CA'))!;
    expect(data.related.map((group) => group.title)).toEqual(['Vélos semblables', 'Complétez votre équipement']);
    expect(data.related[0]!.products.map((card) => card.collectionName)).toEqual(Array(4).fill('Vélos de montagne'));
    expect(data.related[0]!.compareHref).toMatch(/^\/fr\/compare\?products=bromont-hardtail-29,/);
    for (const group of data.related) for (const card of group.products) expect(card.href).toMatch(/^\/fr\/product\//);
  });
});

describe('a page of a product that is not a bike', () => {
  it('keeps its related collections under headings naming them, without itself', async () => {
    const data = (await loadProductPage('vallee-trail-mips'))!;
    expect(data.related.map((group) => group.title)).toEqual([
      'To go with it: Gloves',
      'To go with it: Mountain Bikes',
    ]);
    for (const group of data.related) {
      expect(group.kind).toBe('related');
      expect(group.products.map((card) => card.name)).not.toContain('Vallée Trail MIPS');
    }
    // The mountain bikes among them can be compared from their cards.
    expect(data.related[1]!.products.every((card) => card.compareHref?.startsWith('/compare?products='))).toBe(true);
  });

  it('is headed in French on the French page', async () => {
    const data = (await loadProductPage('vallee-trail-mips', 'fr-CA'))!;
    expect(data.related.map((group) => group.title)).toEqual([
      'Pour aller avec\u00a0: Gants',
      'Pour aller avec\u00a0: Vélos de montagne',
    ]);
  });
});
