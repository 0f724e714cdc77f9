import { describe, expect, it } from 'vitest';
import type { CartItemToAdd, CartLine, PurchasableStatus } from '~/lib/surecart/checkout-types.ts';
import { addItem, isTemporaryLine, itemCount, linesSubtotal, setLineQuantity } from './cart-lines.ts';
import { addRefusedByStock, canLowerQuantity, canRaiseQuantity, lineStockNotice } from './line-stock.ts';

const item = (priceId: string, variantId: string | null, unitAmount = 1000): CartItemToAdd => ({
  productId: 'p',
  productName: 'Trail One',
  productSlug: 'trail-one',
  priceId,
  priceName: null,
  unitAmount,
  currency: 'CAD',
  variantId,
  variantOptions: variantId ? ['M', 'Red'] : [],
  imageUrl: null,
});

const line = (
  id: string,
  priceId: string,
  variantId: string | null,
  quantity = 1,
  status: PurchasableStatus = 'purchasable',
): CartLine => ({
  ...item(priceId, variantId),
  id,
  quantity,
  purchasableStatus: status,
  stock: null,
});

describe('cart lines', () => {
  it('adding the same price and variant raises that line’s quantity by 1', () => {
    const lines = addItem([line('l1', 'pr1', 'v1')], item('pr1', 'v1'), 'temp-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id: 'l1', quantity: 2 });
  });

  it('a different variant or price becomes a new temporary line', () => {
    const base = [line('l1', 'pr1', 'v1')];
    const otherVariant = addItem(base, item('pr1', 'v2'), 'temp-2');
    expect(otherVariant.map((l) => l.id)).toEqual(['l1', 'temp-2']);
    expect(otherVariant[1]).toMatchObject({
      quantity: 1,
      variantId: 'v2',
      priceId: 'pr1',
      purchasableStatus: 'purchasable',
    });
    const otherPrice = addItem(base, item('pr2', 'v1'), 'temp-3');
    expect(otherPrice.map((l) => l.id)).toEqual(['l1', 'temp-3']);
  });

  it('a product without variants matches on price alone', () => {
    expect(addItem([line('l1', 'pr1', null)], item('pr1', null), 'temp-1')[0]!.quantity).toBe(2);
  });

  it('temporary lines are recognised by their temp- prefix', () => {
    expect(isTemporaryLine('temp-4')).toBe(true);
    expect(isTemporaryLine(line('abc', 'p', null))).toBe(false);
  });

  it('quantity never goes below 1, and temporary lines cannot be changed', () => {
    const lines = [line('l1', 'pr1', null, 3), line('temp-9', 'pr2', null)];
    expect(setLineQuantity(lines, 'l1', 0)).toBe(lines);
    expect(setLineQuantity(lines, 'l1', -2)).toBe(lines);
    expect(setLineQuantity(lines, 'temp-9', 5)).toBe(lines);
    expect(setLineQuantity(lines, 'l1', 1)[0]!.quantity).toBe(1);
  });

  it('counts units and leaves lines that can no longer be bought out of the subtotal', () => {
    const lines = [line('a', 'p1', null, 2), line('b', 'p2', null, 1, 'price_gone')];
    expect(itemCount(lines)).toBe(3);
    expect(linesSubtotal(lines)).toBe(2000);
  });
});

describe('stock on a cart line', () => {
  const stocked = (quantity: number, available: number, more: Partial<CartLine> = {}): CartLine => ({
    ...line('l', 'price', 'v', quantity),
    stock: { tracked: true, available, backorders: false, purchaseLimit: null },
    ...more,
  });

  it('the plus button stops at the units left, saying so', () => {
    expect(canRaiseQuantity(stocked(2, 3))).toBe(true);
    expect(lineStockNotice(stocked(2, 3))).toBeNull();
    expect(canRaiseQuantity(stocked(3, 3))).toBe(false);
    expect(lineStockNotice(stocked(3, 3))).toEqual({ kind: 'stock', max: 3 });
  });

  it('and at the purchase limit, saying so', () => {
    const limited = stocked(2, 40);
    limited.stock!.purchaseLimit = 2;
    expect(canRaiseQuantity(limited)).toBe(false);
    expect(lineStockNotice(limited)).toEqual({ kind: 'limit', max: 2 });
  });

  it('one more of an item is refused where its line is at its cap, with the line’s notice; other items go in', () => {
    const limited = stocked(3, 40, { priceId: 'limited', variantId: null, productId: 'limited-product' });
    limited.stock!.purchaseLimit = 3;
    const lines = [stocked(3, 3), limited, stocked(1, 5, { priceId: 'other', variantId: 'w' })];
    expect(addRefusedByStock(lines, { priceId: 'price', variantId: 'v' })).toEqual({ kind: 'stock', max: 3 });
    expect(addRefusedByStock(lines, { priceId: 'limited', variantId: null })).toEqual({ kind: 'limit', max: 3 });
    expect(addRefusedByStock(lines, { priceId: 'other', variantId: 'w' })).toBeNull();
    expect(addRefusedByStock(lines, { priceId: 'price', variantId: 'another' })).toBeNull();
  });

  it('one more is refused too where the line already holds more than is left, or its units ran out', () => {
    const over = stocked(4, 2, { purchasableStatus: 'out_of_stock' });
    expect(addRefusedByStock([over], { priceId: 'price', variantId: 'v' })).toEqual({ kind: 'stock', max: 2 });
    const gone = stocked(2, 0, { purchasableStatus: 'out_of_stock' });
    expect(addRefusedByStock([gone], { priceId: 'price', variantId: 'v' })).toEqual({ kind: 'sold-out' });
    const overLimit = stocked(3, 40, { purchasableStatus: 'exceeds_purchase_limit' });
    overLimit.stock!.purchaseLimit = 2;
    expect(addRefusedByStock([overLimit], { priceId: 'price', variantId: 'v' })).toEqual({ kind: 'limit', max: 2 });
    const priceGone = stocked(2, 40, { purchasableStatus: 'price_gone' });
    expect(addRefusedByStock([priceGone], { priceId: 'price', variantId: 'v' })).toBeNull();
  });

  it('a line with no count or back-orders has no cap', () => {
    expect(canRaiseQuantity({ ...stocked(9, 0), stock: null })).toBe(true);
    const backorders = stocked(9, 0);
    backorders.stock!.backorders = true;
    expect(canRaiseQuantity(backorders)).toBe(true);
    expect(lineStockNotice(backorders)).toBeNull();
  });

  it('a line whose stock ran out since it was added says it is sold out, and can only be removed', () => {
    const gone = stocked(2, 0, { purchasableStatus: 'out_of_stock' });
    expect(lineStockNotice(gone)).toEqual({ kind: 'sold-out' });
    expect(canRaiseQuantity(gone)).toBe(false);
    expect(canLowerQuantity(gone)).toBe(false);
  });

  it('a line holding more than is left says how many are, and may be lowered', () => {
    const over = stocked(4, 2, { purchasableStatus: 'out_of_stock' });
    expect(lineStockNotice(over)).toEqual({ kind: 'stock', max: 2 });
    expect(canLowerQuantity(over)).toBe(true);
    expect(canRaiseQuantity(over)).toBe(false);
  });

  it('a line over the purchase limit says the limit', () => {
    const over = stocked(3, 40, { purchasableStatus: 'exceeds_purchase_limit' });
    over.stock!.purchaseLimit = 2;
    expect(lineStockNotice(over)).toEqual({ kind: 'limit', max: 2 });
    expect(canLowerQuantity(over)).toBe(true);
  });

  describe('two lines of one variant at different prices', () => {
    // Three of variant v left; the cart holds it at two prices.
    const regular = (quantity: number) => stocked(quantity, 3);
    const sale = (quantity: number) => stocked(quantity, 3, { id: 'l-sale', priceId: 'sale' });

    it('share its units: together they stop at what is left, and both say how many are', () => {
      const lines = [regular(2), sale(1)];
      expect(lines.map((each) => canRaiseQuantity(each, lines))).toEqual([false, false]);
      expect(lines.map((each) => lineStockNotice(each, lines))).toEqual([
        { kind: 'stock', max: 3 },
        { kind: 'stock', max: 3 },
      ]);
      const under = [regular(1), sale(1)];
      expect(under.map((each) => canRaiseQuantity(each, under))).toEqual([true, true]);
      expect(under.map((each) => lineStockNotice(each, under))).toEqual([null, null]);
    });

    it('a third price of the variant is refused once the cart holds all of it, and taken while some is left', () => {
      expect(addRefusedByStock([regular(2), sale(1)], { priceId: 'clearance', variantId: 'v' })).toEqual({
        kind: 'stock',
        max: 3,
      });
      expect(addRefusedByStock([regular(1), sale(1)], { priceId: 'clearance', variantId: 'v' })).toBeNull();
      // One more at a price the cart has: refused the same way.
      expect(addRefusedByStock([regular(2), sale(1)], { priceId: 'sale', variantId: 'v' })).toEqual({
        kind: 'stock',
        max: 3,
      });
    });

    it('a product without variants shares its own units between its prices, not with other products', () => {
      const plain = (id: string, priceId: string, productId: string, quantity: number) =>
        stocked(quantity, 2, { id, priceId, variantId: null, productId });
      const lines = [plain('a', 'one', 'p', 1), plain('b', 'two', 'p', 1), plain('c', 'three', 'q', 1)];
      expect(lines.map((each) => canRaiseQuantity(each, lines))).toEqual([false, false, true]);
      expect(addRefusedByStock(lines, { priceId: 'four', variantId: null, productId: 'p' })).toEqual({
        kind: 'stock',
        max: 2,
      });
      expect(addRefusedByStock(lines, { priceId: 'four', variantId: null, productId: 'q' })).toBeNull();
    });

    it('a line whose price is gone holds no units', () => {
      const lines = [
        regular(2),
        sale(1),
        stocked(5, 3, { id: 'l-gone', priceId: 'gone', purchasableStatus: 'price_gone' }),
      ];
      expect(canRaiseQuantity(lines[0]!, lines)).toBe(false);
      const withoutSale = [regular(2), lines[2]!];
      expect(canRaiseQuantity(withoutSale[0]!, withoutSale)).toBe(true);
    });
  });

  it('a line whose price is gone says nothing of stock and cannot be changed', () => {
    const gone = stocked(2, 40, { purchasableStatus: 'price_gone' });
    expect(lineStockNotice(gone)).toBeNull();
    expect(canLowerQuantity(gone)).toBe(false);
  });
});
