/** Checkouts as the shop host passes them on: line pictures filled in, no customer for anonymous visitors. */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/index.ts';
import { CatalogStore } from './catalog-store.ts';
import { serializeCheckout, serializeLine, type CheckoutView } from './checkout-serialize.ts';
import type { CheckoutRow, LineItemRow } from './checkout-rows.ts';

const ORIGIN = 'http://shop.test';
const PLACEHOLDER = `${ORIGIN}/wp-content/plugins/surecart/images/image-placeholder.svg`;
const EXPAND = new Set(['line_items', 'line_item.price', 'line_item.variant', 'price.product', 'customer']);

const catalog = loadCatalog({ mediaOrigin: ORIGIN });
const withVariants = catalog.products.find((p) => p.variant_ids.length > 0)!;
const variant = catalog.variants.find((v) => v.id === withVariants.variant_ids[0])!;

/** The catalogue with the product (and its first variant) left without any picture. */
function storeWithoutPictures(): CatalogStore {
  return new CatalogStore({
    ...catalog,
    products: catalog.products.map((p) => (p.id === withVariants.id ? { ...p, line_item_image: null } : p)),
    variants: catalog.variants.map((v) => (v.id === variant.id ? { ...v, line_item_image: null } : v)),
  });
}

const now = new Date('2025-06-01T12:00:00Z');
const line: LineItemRow = {
  id: 'line-1',
  checkout_id: 'checkout-1',
  price_id: withVariants.price_ids[0]!,
  variant_id: variant.id,
  quantity: 1,
  unit_amount: 1000,
  price_name: null,
  product_id: withVariants.id,
  variant_options: [],
  created_at: now,
  position: 1,
  updated_at: now,
};
const paid: CheckoutRow = {
  id: 'checkout-1',
  status: 'paid',
  currency: 'cad',
  live_mode: true,
  email: 'ana@example.ca',
  name: 'Ana Roy',
  shipping_address: null,
  metadata: {},
  return_url: null,
  shipping_amount: 0,
  tax_amount: 0,
  customer_id: 'cus_1',
  order_id: 'ord_1',
  paid_at: now,
  created_at: now,
  updated_at: now,
};
const view = (changes: Partial<CheckoutView>): CheckoutView => ({
  checkout: paid,
  lines: [line],
  customer: { id: 'cus_1', email: 'ana@example.ca', name: 'Ana Roy' },
  orderNumber: 1006,
  portalUrl: `${ORIGIN}/checkout/checkout-1`,
  placeholderImageUrl: PLACEHOLDER,
  anonymous: true,
  ...changes,
});

describe('line pictures through the shop host', () => {
  it('a product without a picture carries the placeholder (type fallback), a variant without one {}', () => {
    const wire = serializeLine(storeWithoutPictures(), line, EXPAND, { placeholderImageUrl: PLACEHOLDER });
    expect(wire.price).toMatchObject({ product: { line_item_image: { src: PLACEHOLDER, type: 'fallback' } } });
    expect(wire.variant).toMatchObject({ line_item_image: {} });
  });

  it('a product and a variant with pictures keep their own', () => {
    const wire = serializeLine(new CatalogStore(catalog), line, EXPAND, { placeholderImageUrl: PLACEHOLDER });
    expect(wire.price).toMatchObject({ product: { line_item_image: withVariants.line_item_image } });
    expect(wire.variant).toMatchObject({ line_item_image: variant.line_item_image });
  });
});

describe('the customer and the order number', () => {
  it('an anonymous visitor’s answer has no customer at all; the order number is a string', () => {
    const wire = serializeCheckout(new CatalogStore(catalog), view({ anonymous: true }), EXPAND);
    expect(wire).not.toHaveProperty('customer');
    expect(wire).toMatchObject({ order: 'ord_1', number: '1006' });
  });

  it('the platform’s own read shows the customer', () => {
    const wire = serializeCheckout(new CatalogStore(catalog), view({ anonymous: false }), EXPAND);
    expect(wire.customer).toMatchObject({ id: 'cus_1', email: 'ana@example.ca' });
  });

  it('a checkout not paid yet has no number', () => {
    const draft = { ...paid, status: 'draft' as const, order_id: null, customer_id: null };
    expect(
      serializeCheckout(new CatalogStore(catalog), view({ checkout: draft, orderNumber: null }), EXPAND),
    ).toMatchObject({ number: null });
  });
});
