import { describe, expect, it } from 'vitest';
import type { Stock } from '~/lib/surecart/types.ts';
import { availability, canBuy, isSoldOut, LOW_STOCK_THRESHOLD, productAvailability, quantityCap } from './stock.ts';

const counted = (available: number | null, more: Partial<Stock> = {}): Stock => ({
  tracked: true,
  available,
  backorders: false,
  purchaseLimit: null,
  ...more,
});
const variant = (available: number | null) => ({ available });

describe('availability', () => {
  it('an untracked product, or one the platform sent no count for, is in stock', () => {
    expect(availability(counted(0, { tracked: false }))).toEqual({ kind: 'in-stock' });
    expect(availability(counted(null))).toEqual({ kind: 'in-stock' });
  });

  it(`shows the units left at ${LOW_STOCK_THRESHOLD} or fewer, and plenty above`, () => {
    expect(availability(counted(LOW_STOCK_THRESHOLD))).toEqual({ kind: 'low-stock', left: LOW_STOCK_THRESHOLD });
    expect(availability(counted(1))).toEqual({ kind: 'low-stock', left: 1 });
    expect(availability(counted(LOW_STOCK_THRESHOLD + 1))).toEqual({ kind: 'in-stock' });
  });

  it('none left is sold out, or a back-order when the product takes them', () => {
    expect(availability(counted(0))).toEqual({ kind: 'sold-out' });
    expect(availability(counted(-2))).toEqual({ kind: 'sold-out' });
    expect(availability(counted(0, { backorders: true }))).toEqual({ kind: 'backorder' });
  });

  it('with back-orders, a few left is simply in stock: more than those can be ordered', () => {
    expect(availability(counted(2, { backorders: true }))).toEqual({ kind: 'in-stock' });
  });

  it('a variant counts its own units, else the product’s', () => {
    expect(availability(counted(40), variant(0))).toEqual({ kind: 'sold-out' });
    expect(availability(counted(0), variant(3))).toEqual({ kind: 'low-stock', left: 3 });
    expect(availability(counted(2), variant(null))).toEqual({ kind: 'low-stock', left: 2 });
  });

  it('only a sold-out variant cannot be bought', () => {
    expect(canBuy(counted(0), variant(0))).toBe(false);
    expect(canBuy(counted(0, { backorders: true }), variant(0))).toBe(true);
    expect(canBuy(counted(10), variant(1))).toBe(true);
  });
});

describe('a product as a whole', () => {
  it('is sold out when none of its variants can be bought', () => {
    expect(isSoldOut({ stock: counted(0), variants: [variant(0), variant(0)] })).toBe(true);
    expect(isSoldOut({ stock: counted(1), variants: [variant(0), variant(1)] })).toBe(false);
  });

  it('without variants (or with them not read), by its own count', () => {
    expect(isSoldOut({ stock: counted(0), variants: [] })).toBe(true);
    expect(isSoldOut({ stock: counted(7), variants: [] })).toBe(false);
  });

  it('is as available as its best variant, the most left among low ones', () => {
    const stock = counted(null);
    expect(productAvailability({ stock, variants: [variant(0), variant(2), variant(4)] })).toEqual({
      kind: 'low-stock',
      left: 4,
    });
    expect(productAvailability({ stock, variants: [variant(0), variant(3), variant(30)] })).toEqual({
      kind: 'in-stock',
    });
    expect(productAvailability({ stock, variants: [variant(0), variant(0)] })).toEqual({ kind: 'sold-out' });
    expect(productAvailability({ stock: counted(0, { backorders: true }), variants: [variant(0)] })).toEqual({
      kind: 'backorder',
    });
  });
});

describe('the most units of a cart line', () => {
  it('is the units left when the count holds', () => {
    expect(quantityCap(counted(3))).toEqual({ max: 3, reason: 'stock' });
    expect(quantityCap(counted(-1))).toEqual({ max: 0, reason: 'stock' });
  });

  it('is the purchase limit when it is lower, the stock when they are equal', () => {
    expect(quantityCap(counted(10, { purchaseLimit: 2 }))).toEqual({ max: 2, reason: 'limit' });
    expect(quantityCap(counted(2, { purchaseLimit: 2 }))).toEqual({ max: 2, reason: 'stock' });
  });

  it('is only the limit when the stock does not hold a line back', () => {
    expect(quantityCap(counted(0, { backorders: true, purchaseLimit: 4 }))).toEqual({ max: 4, reason: 'limit' });
    expect(quantityCap(counted(0, { tracked: false }))).toBeNull();
    expect(quantityCap(counted(null))).toBeNull();
    expect(quantityCap(null)).toBeNull();
  });
});
