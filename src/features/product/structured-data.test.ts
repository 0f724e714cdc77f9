import { describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../tests/support/catalog-products.ts';
import type { Product } from '~/lib/surecart/types.ts';
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
