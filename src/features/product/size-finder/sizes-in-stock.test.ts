import { describe, expect, it } from 'vitest';
import type { Product } from '~/lib/surecart/types.ts';
import { sizesInStock } from './sizes-in-stock.ts';

const variant = (size: string, colour: string, available: number) => ({ options: [colour, size], available }) as never;

/** A bike whose Size is its second option, with M sold out in both colours and L in one. */
const bike = (backorders: boolean): Pick<Product, 'optionNames' | 'variants' | 'stock'> => ({
  optionNames: ['Color', 'size'],
  variants: [
    variant('S', 'Blue', 4),
    variant('M', 'Blue', 0),
    variant('L', 'Blue', 0),
    variant('S', 'Black', 2),
    variant('M', 'Black', 0),
    variant('L', 'Black', 9),
  ],
  stock: { tracked: true, available: 15, backorders, purchaseLimit: null } as never,
});

describe('the sizes of another bike that can be bought now', () => {
  it('are the values of its size option (any case) with a variant in stock, each once, in its order', () => {
    expect(sizesInStock(bike(false), 'Size')).toEqual(['S', 'L']);
  });

  it('count a back-order as buyable, as the cart does', () => {
    expect(sizesInStock(bike(true), 'Size')).toEqual(['S', 'M', 'L']);
  });

  it('are none for a product without that option', () => {
    expect(sizesInStock(bike(false), 'Frame')).toEqual([]);
  });
});
