import { describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../tests/support/catalog-products.ts';
import type { Product } from '~/lib/surecart/types.ts';
import { serializeJsonLd } from '~/lib/json-ld.ts';
import { productJsonLd } from './structured-data.ts';

const bike = catalogProduct((p) => p.variants.length > 1, 'with variants');
const url = 'https://velonord.test/product/x';

/** The bike with these units per variant, counted, and back-orders as given. */
function withUnits(units: number[], backorders = false): Product {
  return {
    ...bike,
    stock: { tracked: true, available: units.reduce((a, b) => a + b, 0), backorders, purchaseLimit: null },
    variants: bike.variants.map((variant, i) => ({ ...variant, available: units[i] ?? 0 })),
  };
}

const offered = (product: Product) => productJsonLd(product, url, [], '').offers.availability;

describe('the structured data’s availability', () => {
  it('is the best variant’s, in schema.org’s words', () => {
    expect(offered(withUnits([0, 30]))).toBe('https://schema.org/InStock');
    expect(offered(withUnits([0, 2]))).toBe('https://schema.org/LimitedAvailability');
    expect(offered(withUnits([0, 0]))).toBe('https://schema.org/OutOfStock');
    expect(offered(withUnits([0, 0], true))).toBe('https://schema.org/BackOrder');
  });
});

describe('the structured data’s back-order date', () => {
  const today = '2026-11-27';
  /** The bike with none left and back-orders taken, its variants expected back on these dates. */
  const backOrdered = (dates: (string | null)[]): Product => {
    const product = withUnits(
      dates.map(() => 0),
      true,
    );
    return { ...product, variants: product.variants.map((variant, i) => ({ ...variant, backorderDate: dates[i] })) };
  };
  const offers = (product: Product) => productJsonLd(product, url, [], '', 'en-CA', today).offers;

  it('keeps BackOrder and adds the soonest expected date still to come as availabilityStarts', () => {
    const product = backOrdered(['2027-01-20', '2026-12-14']);
    expect(offers(product)).toMatchObject({
      availability: 'https://schema.org/BackOrder',
      availabilityStarts: '2026-12-14',
    });
    // Written into the page by the shop's JSON-LD serialiser, the date is there as schema.org reads it.
    expect(JSON.parse(serializeJsonLd(productJsonLd(product, url, [], '', 'en-CA', today))).offers).toMatchObject({
      availabilityStarts: '2026-12-14',
    });
  });

  it('says no date when none is given or every date has gone by', () => {
    expect(offers(backOrdered([null, null]))).not.toHaveProperty('availabilityStarts');
    expect(offers(backOrdered(['2026-11-26', null]))).not.toHaveProperty('availabilityStarts');
    expect(offers(backOrdered(['2026-11-27', null]))).toMatchObject({ availabilityStarts: '2026-11-27' });
  });

  it('says no date when a variant can be bought now: the offer is in stock', () => {
    const product = backOrdered(['2026-12-14', null]);
    const oneLeft = { ...product, variants: product.variants.map((v, i) => (i === 1 ? { ...v, available: 8 } : v)) };
    expect(offers(oneLeft)).toMatchObject({ availability: 'https://schema.org/InStock' });
    expect(offers(oneLeft)).not.toHaveProperty('availabilityStarts');
  });
});
