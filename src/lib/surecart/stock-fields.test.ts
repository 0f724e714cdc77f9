/** What the shop reads of a product's publication and stock fields, and of a cart line's stock. */
import { describe, expect, it } from 'vitest';
import { productSchema, productListSchema } from './schemas.ts';
import { stockFields } from './wire.ts';

describe('archived and draft products', () => {
  const base = { id: 'p', name: 'n', slug: 's', created_at: 1 };

  it.each([
    [{ archived: true }, true],
    [{ archived: false, status: 'published' }, false],
    [{ status: 'draft' }, true],
    [{ archived: null, status: null }, false],
    [{}, false],
    [{ archived: 'yes', status: 7 }, false],
  ])('%j is hidden: %s', (fields, hidden) => {
    expect(productSchema.parse({ ...base, ...fields }).hidden).toBe(hidden);
  });

  it('a list drops any the platform still sends, and counts them out', () => {
    const page = productListSchema.parse({
      pagination: { count: 14 },
      data: [
        { ...base, id: 'a', slug: 'a' },
        { ...base, id: 'b', slug: 'b', archived: true },
        { ...base, id: 'c', slug: 'c', status: 'draft' },
      ],
    });
    expect(page.products.map((p) => p.id)).toEqual(['a']);
    expect(page.count).toBe(12);
  });
});

describe('stock fields', () => {
  const base = { id: 'p1', name: 'Trail One', slug: 'trail-one', created_at: 1 };
  const variantsOf = (...available: unknown[]) => ({
    object: 'list',
    data: available.map((count, i) => ({ id: `v${i}`, option_1: `S${i}`, available_stock: count, metadata: {} })),
  });

  it('reads what the platform tracks, per product and per variant', () => {
    const product = productSchema.parse({
      ...base,
      stock_enabled: true,
      available_stock: 4,
      allow_out_of_stock_purchases: false,
      purchase_limit: 3,
      variants: variantsOf(0, 4),
    });
    expect(product.stock).toEqual({ tracked: true, available: 4, backorders: false, purchaseLimit: 3 });
    expect(product.variants.map((v) => v.available)).toEqual([0, 4]);
  });

  it.each([
    [{}, { tracked: false, available: null, backorders: false, purchaseLimit: null }],
    [
      { stock_enabled: 'yes', available_stock: '4', purchase_limit: 0, allow_out_of_stock_purchases: 1 },
      { tracked: false, available: null, backorders: false, purchaseLimit: null },
    ],
    [
      { stock_enabled: true, available_stock: -2, allow_out_of_stock_purchases: true, purchase_limit: null },
      { tracked: true, available: 0, backorders: true, purchaseLimit: null },
    ],
  ])('absent or odd fields (%j) never fail the product', (fields, stock) => {
    expect(productSchema.parse({ ...base, ...fields, variants: variantsOf(2.5, 'x') })).toMatchObject({
      stock,
      variants: [{ available: null }, { available: null }],
    });
  });
});

describe("a cart line's stock", () => {
  const product = { stock_enabled: true, available_stock: 7, allow_out_of_stock_purchases: false, purchase_limit: 2 };

  it("counts the line's variant, or the product's total where the variant has no count of its own", () => {
    expect(stockFields(product, { available_stock: 3 })).toEqual({
      tracked: true,
      available: 3,
      backorders: false,
      purchaseLimit: 2,
    });
    expect(stockFields(product, { available_stock: null }).available).toBe(7);
    expect(stockFields(product, {}).available).toBe(7);
    expect(stockFields(product).available).toBe(7);
    expect(stockFields({ stock_enabled: true }, {}).available).toBeNull();
  });
});
