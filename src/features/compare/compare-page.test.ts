/**
 * The bike comparison built from the demo catalogue's APIs, in English and
 * French: three bikes from a shared address side by side (prices as cards show
 * them, sizes in stock, specification rows lined up with "not listed" gaps),
 * what was left out and why, and similar bikes to add while there is room.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveLocalCatalog } from '../../../tests/support/local-catalog.ts';
import { loadComparePage } from './compare-page.server.ts';
import { compareRows } from './compare-rows.ts';
import { readCompareAddress } from './read-compare-address.ts';

beforeAll(() => {
  serveLocalCatalog();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const THREE = 'products=bromont-hardtail-29,summit-ridge-29-trail,fjord-e-road-pro';
const load = (query: string, locale: 'en-CA' | 'fr-CA' = 'en-CA') =>
  loadComparePage(readCompareAddress(new URLSearchParams(query)), locale);

describe('three bikes from a shared address', () => {
  it('shows them in the address order with prices, sizes in stock and lined-up specifications', async () => {
    const page = await load(THREE);
    expect(page.bikes.map((bike) => bike.card.name)).toEqual([
      'Bromont Hardtail 29',
      'Summit Ridge 29 Trail',
      'Fjord E-Road Pro',
    ]);
    expect(page.bikes[2]!.card.price).toMatchObject({ text: '$10,299.00', from: true });
    expect(page.bikes[0]!.sizesInStock).not.toContain('M');
    expect(page.bikes[0]!.sizes).toContain('M');
    const rows = new Map(page.rows.map((row) => [row.label, row.values.map((cell) => cell?.value ?? null)]));
    expect(rows.get('Fork Travel')).toEqual([expect.stringMatching(/mm$/), '140 mm', null]);
    expect(rows.get('Frame Material')?.every((value) => value !== null)).toBe(true);
    expect(page.full).toBe(true);
    expect(page.suggestions).toEqual([]);
    expect(page.bikes[1]!.removeHref).toBe('/compare?products=bromont-hardtail-29,fjord-e-road-pro');
  });

  it('shows each bike’s picture from the sizes that fill its column, not a card’s', async () => {
    const page = await load(THREE);
    for (const bike of page.bikes) {
      // Three columns of (1216 − 160) / 3 − 32 = 320 px: the 768 px size is both the 1x and the 2x file.
      expect(bike.picture).toMatchObject({ src: expect.stringMatching(/-768x576\.svg$/), sizes: '320px' });
      expect(bike.picture!.srcSet!.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['300w', '768w']);
      // The card's picture, up to 607 px wide, offers the 800 px upload too.
      expect(bike.card.image!.srcSet).toMatch(/ 800w$/);
    }
  });

  it('is in French on the French page, with French links', async () => {
    const page = await load(THREE, 'fr-CA');
    expect(page.bikes[1]!.card.name).toBe('Summit Ridge 29 Sentier');
    expect(page.bikes[2]!.card.price?.text).toMatch(/^10\u00a0299,00\u00a0\$$|^10\u202f299,00\u00a0\$$/);
    expect(page.rows.map((row) => row.label)).toContain('Matériau du cadre');
    expect(page.bikes[0]!.removeHref).toBe('/fr/compare?products=summit-ridge-29-trail,fjord-e-road-pro');
    expect(page.bikesHref).toBe('/fr/collection/bike');
  });
});

describe('geometry in a size', () => {
  it('lines up the rider heights and frame figures of the size in the address', async () => {
    const page = await load(`${THREE}&size=M`);
    expect(page.geometry?.sizes).toEqual(expect.arrayContaining(['S', 'M', 'L', 'XL']));
    const rows = new Map(page.geometry!.rows.map((row) => [row.label, row.values.map((cell) => cell?.value)]));
    expect(rows.get('Reach (mm)')).toEqual(['445', '445', '383']);
    expect(rows.get('Head tube angle (°)')).toEqual(['66.5', '65.5', '72']);
    expect([...rows.keys()][0]).toBe('Rider height (cm)');
  });

  it('writes French labels and decimal commas on the French page', async () => {
    const page = await load(`${THREE}&size=M`, 'fr-CA');
    const rows = new Map(page.geometry!.rows.map((row) => [row.label, row.values.map((cell) => cell?.value)]));
    expect(rows.get('Angle de direction (°)')).toEqual(['66,5', '65,5', '72']);
  });

  it('offers sizes but shows no rows without a size, or with one none of the bikes is made in', async () => {
    expect((await load(THREE)).geometry).toMatchObject({ size: null, rows: [] });
    expect((await load(`${THREE}&size=XXS`)).geometry).toMatchObject({ size: null, rows: [] });
  });
});

describe('what an address holds that cannot be compared', () => {
  it('names a product that is not a bike, counts one that does not exist, and offers similar bikes to add', async () => {
    const page = await load('products=bromont-hardtail-29,vallee-trail-mips,no-such-bike,Not%20A%20Slug&size=L');
    expect(page.bikes.map((bike) => bike.slug)).toEqual(['bromont-hardtail-29']);
    expect(page.notBikes).toEqual(['Vallée Trail MIPS']);
    expect(page.missing).toBe(1);
    expect(page.refused).toBe(1);
    expect(page.full).toBe(false);
    expect(page.geometry?.size).toBe('L');
    expect(page.suggestions).toHaveLength(4);
    for (const { card, addHref } of page.suggestions) {
      expect(card.collectionName).toBe('Mountain Bikes');
      expect(addHref).toMatch(/^\/compare\?products=bromont-hardtail-29,[a-z0-9-]+&size=L$/);
    }
  });

  it('keeps the first three of more, and says so', async () => {
    const page = await load(`${THREE},tremblant-xc-pro`);
    expect(page.bikes).toHaveLength(3);
    expect(page.overLimit).toBe(true);
  });

  it('starts empty with bikes to start from, in French too', async () => {
    const page = await load('', 'fr-CA');
    expect(page.bikes).toEqual([]);
    expect(page.suggestions).toHaveLength(4);
    for (const { addHref } of page.suggestions) expect(addHref).toMatch(/^\/fr\/compare\?products=[a-z0-9-]+$/);
  });
});

describe('rows of the table', () => {
  it('follow the order labels first appear, with a gap where a bike lists none', () => {
    const rows = compareRows([
      [{ label: 'Motor', value: '250 W' }],
      [
        { label: 'Frame', value: 'Carbon' },
        { label: 'Motor', value: '350 W', valueLang: 'en' },
      ],
    ]);
    expect(rows).toEqual([
      { label: 'Motor', values: [{ value: '250 W' }, { value: '350 W', valueLang: 'en' }] },
      { label: 'Frame', values: [null, { value: 'Carbon' }] },
    ]);
  });
});
