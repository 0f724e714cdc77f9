/**
 * The size finder's chart as the product page builds it from the demo
 * catalogue: the Bromont's sizes with their standover, its name, and other
 * mountain bikes named by the sizes they have in stock, in the page's language.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveLocalCatalog } from '../../../../tests/support/local-catalog.ts';
import { loadProductPage } from '../product-page.server.ts';
import { loadProductFit } from './fit.server.ts';

beforeAll(() => {
  serveLocalCatalog();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const SLUG = 'bromont-hardtail-29';

async function fitOf(locale: 'en-CA' | 'fr-CA') {
  const data = (await loadProductPage(SLUG))!;
  return loadProductFit(SLUG, data.sizeChart, data.product.name, locale);
}

describe('the size finder chart of a bike', () => {
  it('adds each size’s standover and names the bike', async () => {
    const chart = (await fitOf('en-CA')).finderChart!;
    expect(chart.bikeName).toBe('Bromont Hardtail 29');
    expect(chart.rows.map((row) => row.size)).toEqual(['S', 'M', 'L', 'XL']);
    expect(chart.rows.every((row) => typeof row.standoverMm === 'number')).toBe(true);
  });

  it('lists other mountain bikes by the sizes they have in stock, so a sold-out size has a way on', async () => {
    const others = (await fitOf('en-CA')).finderChart!.others!;
    expect(others.length).toBeGreaterThan(2);
    expect(others.map((bike) => bike.name)).not.toContain('Bromont Hardtail 29');
    expect(others.map((bike) => bike.name)).toContain('Summit Ridge 29 Trail');
    for (const bike of others) {
      expect(bike.href).toMatch(/^\/product\/[a-z0-9-]+$/);
      expect(bike.sizes.length).toBeGreaterThan(0);
      expect(['S', 'M', 'L', 'XL']).toEqual(expect.arrayContaining(bike.sizes));
    }
    expect(others.some((bike) => bike.sizes.includes('M'))).toBe(true);
  });

  it('names them and links them in French on a French page', async () => {
    const others = (await fitOf('fr-CA')).finderChart!.others!;
    expect(others.length).toBeGreaterThan(2);
    for (const bike of others) expect(bike.href).toMatch(/^\/fr\/product\//);
  });
});
