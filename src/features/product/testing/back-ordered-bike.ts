/** A demo bike in sizes and colours with its stock set for the delivery line's tests. */
import { fireEvent, screen } from '@testing-library/react';
import { catalogProduct } from '../../../../tests/support/catalog-products.ts';
import type { Product } from '~/lib/surecart/types.ts';

const bike = catalogProduct(
  (p) => p.optionNames.join() === 'Size,Color' && p.variants.length >= 4,
  'a bike in sizes and colours',
);

/**
 * The bike with back-orders taken or not: its first variant has none left and is expected back on
 * `date`, its second has none left and no date, the others have 10 each.
 */
export function backOrderedBike(backorders: boolean, date: string | null): Product {
  return {
    ...bike,
    stock: { tracked: true, available: 20 * (bike.variants.length - 2), backorders, purchaseLimit: null },
    variants: bike.variants.map((variant, i) => ({
      ...variant,
      available: i < 2 ? 0 : 10,
      backorderDate: i === 0 ? date : null,
    })),
  };
}

/**
 * Chooses the variant's option values as a shopper clicks them, each named as the page shows it
 * (`shown`: the French name on a French page); a sold-out value's name goes on with " – Sold out".
 */
export function chooseVariant(product: Product, index: number, shown: (value: string) => string = (value) => value) {
  for (const value of product.variants[index]!.options) {
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${shown(value)}( – |$)`) }));
  }
}
