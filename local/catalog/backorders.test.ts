/**
 * The demo's back-orders as the platform serves them: the product takes back-orders, its back-ordered
 * variants have none left, and the store's expected date is in each variant's metadata, read by the
 * shop's own schema into the date the product page shows.
 */
import { describe, expect, it } from 'vitest';
import { catalogProducts } from '../../tests/support/catalog-products.ts';
import { loadCatalog } from './index.ts';
import { productId } from './products.ts';
import { availability } from '~/features/catalog/stock.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('back-ordered variants in the demo catalogue', () => {
  const served = loadCatalog({ mediaOrigin: 'http://media.test', shape: 'standard' });
  const gaspesie = served.products.find((product) => product.slug === 'gaspesie-allroad')!;
  const variants = served.variants.filter((variant) => variant.product === productId('gaspesie-allroad'));

  it('the Gaspésie Allroad takes back-orders; its XL and S variants have none left, the others some', () => {
    expect(gaspesie.allow_out_of_stock_purchases).toBe(true);
    for (const variant of variants) {
      expect(variant.available_stock === 0, variant.option_1!).toBe(['XL', 'S'].includes(variant.option_1!));
    }
  });

  it('sends the XL variants’ expected date as metadata.backorder_date, three weeks on, and the S variants none', () => {
    const dates = new Set(variants.filter((v) => v.option_1 === 'XL').map((v) => v.metadata.backorder_date));
    expect(dates.size).toBe(1);
    const [date] = [...dates];
    // Three weeks after the backend started (this test's module load): today's or, across midnight, tomorrow's count.
    expect([isoDay(Date.now() + 21 * DAY_MS), isoDay(Date.now() + 20 * DAY_MS)]).toContain(date);
    for (const variant of variants.filter((v) => v.option_1 === 'S')) {
      expect(variant.metadata).not.toHaveProperty('backorder_date');
    }
  });

  it('reads, through the API and the shop’s schema, as back-orders with and without a date; no other product takes them', () => {
    const products = catalogProducts();
    const bike = products.find((product) => product.slug === 'gaspesie-allroad')!;
    const xl = bike.variants.find((variant) => variant.options[0] === 'XL')!;
    const small = bike.variants.find((variant) => variant.options[0] === 'S')!;
    expect(availability(bike.stock, xl)).toEqual({ kind: 'backorder' });
    expect(xl.backorderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(availability(bike.stock, small)).toEqual({ kind: 'backorder' });
    expect(small.backorderDate).toBeNull();
    expect(products.filter((product) => product.stock.backorders).map((product) => product.slug)).toEqual([
      'gaspesie-allroad',
    ]);
  });
});
