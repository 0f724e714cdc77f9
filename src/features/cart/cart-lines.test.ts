import { describe, expect, it } from 'vitest';
import type { CartItemToAdd, CartLine, PurchasableStatus } from '~/lib/surecart/checkout-types.ts';
import { addItem, isTemporaryLine, itemCount, linesSubtotal, setLineQuantity } from './cart-lines.ts';

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
