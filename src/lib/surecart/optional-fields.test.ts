/**
 * Every optional field the shop reads, fed absent, null and of a wrong shape:
 * the product, collection or cart still maps, with what the page shows when
 * the field is missing. The fields are SureCart's wire format
 * (supabase/functions/_shared/surecart); the cart's answers from the embedded backend are checked against it too.
 */
import { describe, expect, it, vi } from 'vitest';
import { exactCheckouts } from '~shared/surecart/checkout.ts';
import { checkoutAnswers as recorded } from '../../../tests/support/checkout-answers.ts';
import { readCheckout } from './checkout-reader.ts';
import { collectionSchema, productSchema } from './schemas.ts';

type Node = Record<string, unknown>;

/** A copy of `base` with the field at `path` (dotted) removed (`undefined`) or set. */
function withField<T>(base: T, path: string, value: unknown): T {
  const copy = structuredClone(base) as unknown as Node;
  const keys = path.split('.');
  const field = keys.pop()!;
  const parent = keys.reduce((node, key) => node[key] as Node, copy);
  if (value === undefined) delete parent[field];
  else parent[field] = value;
  return copy as unknown as T;
}

/** Each way a field can be missing: absent, null, or a value of the wrong shape. */
const ways = (wrong: unknown) => [
  ['absent', undefined],
  ['null', null],
  ['of a wrong shape', wrong],
];

/** Rows of [field, way, value, what the shop reads instead]. */
function table<T>(rows: [path: string, wrong: unknown, missing: T][]) {
  return rows.flatMap(([path, wrong, missing]) =>
    ways(wrong).map(([way, value]) => [path, way, value, missing] as const),
  );
}

const product = {
  id: 'p1',
  name: 'Trail One',
  slug: 'trail-one',
  description: '<p>Hi</p>',
  metadata: {
    gallery_ids: '[3,4]',
    frame_material: 'Aluminium',
    name_fr: 'Sentier Un',
  },
  featured: true,
  archived: false,
  status: 'published',
  created_at: 1700000000,
  stock_enabled: true,
  available_stock: 5,
  allow_out_of_stock_purchases: true,
  purchase_limit: 3,
  prices: { object: 'list', data: [{ id: 'pr1', name: 'Standard', amount: 129900, currency: 'cad' }] },
  variants: {
    object: 'list',
    data: [
      {
        id: 'v1',
        option_1: 'M',
        option_2: 'Red',
        amount: 139900,
        available_stock: 2,
        metadata: { wp_media: '3', wp_media_url: 'https://m/3.svg' },
      },
    ],
  },
  variant_options: { object: 'list', data: [{ name: 'Size' }, { name: 'Color' }] },
  product_collections: {
    object: 'list',
    data: [{ id: 'c1', name: 'Mountain Bikes', slug: 'bike-mountain-bike', metadata: {} }],
  },
};

describe('a product with an optional field missing still maps', () => {
  it('maps the whole product to begin with', () => {
    expect(productSchema.parse(product)).toMatchObject({
      description: '<p>Hi</p>',
      featured: true,
      hidden: false,
      galleryIds: [3, 4],
      optionNames: ['Size', 'Color'],
      stock: { tracked: true, available: 5, backorders: true, purchaseLimit: 3 },
      prices: [{ id: 'pr1' }],
      collections: [{ id: 'c1' }],
      variants: [{ id: 'v1', options: ['M', 'Red'], amount: 139900, mediaId: '3', available: 2 }],
    });
  });

  it.each(
    table<Record<string, unknown>>([
      ['description', 42, { description: null }],
      ['metadata', 'specs', { metadata: {}, galleryIds: [] }],
      ['metadata.gallery_ids', '{"not":"a list"}', { galleryIds: [] }],
      ['featured', 'yes', { featured: false }],
      ['archived', 'no', { hidden: false }],
      ['status', 7, { hidden: false }],
      ['stock_enabled', 'on', { stock: expect.objectContaining({ tracked: false }) }],
      ['available_stock', '5', { stock: expect.objectContaining({ available: null }) }],
      ['allow_out_of_stock_purchases', 1, { stock: expect.objectContaining({ backorders: false }) }],
      ['purchase_limit', 'three', { stock: expect.objectContaining({ purchaseLimit: null }) }],
      ['prices', [{ id: 'pr1', amount: 1 }], { prices: [] }],
      ['variants', 'v1', { variants: [] }],
      ['variant_options', ['o1'], { optionNames: [] }],
      ['product_collections', { data: 'c1' }, { collections: [] }],
    ]),
  )('%s %s', (path, _way, value, missing) => {
    const read = productSchema.parse(withField(product, path, value));
    expect(read).toMatchObject({ id: 'p1', name: 'Trail One', ...missing });
  });

  // A wrong-shaped metadata value is kept as text (a number becomes its digits); absent or null, it is not there.
  it.each(ways(12).map(([way, value]) => [way, value] as const))('metadata.name_fr %s', (_way, value) => {
    const read = productSchema.parse(withField(product, 'metadata.name_fr', value));
    expect(read.metadata.name_fr).toBe(value === undefined || value === null ? undefined : '12');
    expect(read.metadata.frame_material).toBe('Aluminium');
  });
});

describe('a variant with an optional field missing still maps', () => {
  it.each(
    table<Record<string, unknown>>([
      ['amount', '139900', { amount: null }],
      ['option_2', ['Red'], { options: ['M'] }],
      ['metadata', 'picture', { mediaId: null, mediaUrl: null }],
      ['metadata.wp_media', { id: 3 }, { mediaId: null }],
      ['metadata.wp_media_url', true, { mediaUrl: null }],
      ['available_stock', 2.5, { available: null }],
    ]),
  )('%s %s', (path, way, value, missing) => {
    const read = productSchema.parse(withField(product, `variants.data.0.${path}`, value));
    // A wrong-shaped metadata value is kept as text (JSON), as metadata values always are.
    const expected =
      way === 'of a wrong shape' && path.startsWith('metadata.')
        ? { [path === 'metadata.wp_media' ? 'mediaId' : 'mediaUrl']: JSON.stringify(value) }
        : missing;
    expect(read.variants).toEqual([expect.objectContaining({ id: 'v1', ...expected })]);
  });
});

describe('a collection with an optional field missing still maps', () => {
  const collection = {
    id: 'c1',
    name: 'Mountain Bikes',
    slug: 'bike-mountain-bike',
    description: 'Trails',
    position: 2,
    products_count: 8,
    metadata: { parent_collection: 'bike', related_collection_ids: 'c2,c3', name_fr: 'Vélos de montagne' },
  };

  it.each(
    table<Record<string, unknown>>([
      ['description', ['Trails'], { description: null }],
      ['position', 'second', { position: 0 }],
      ['products_count', 8.5, { productsCount: 0 }],
      ['metadata', 'bike', { parentSlug: null, relatedCollectionIds: [], metadata: {} }],
    ]),
  )('%s %s', (path, _way, value, missing) => {
    const read = collectionSchema.parse(withField(collection, path, value));
    expect(read).toMatchObject({ id: 'c1', name: 'Mountain Bikes', slug: 'bike-mountain-bike', ...missing });
  });
});

describe('a cart with an optional field missing still reads', () => {
  it('reads the recorded answers, which are in SureCart’s format', () => {
    for (const answer of Object.values(recorded)) expect(exactCheckouts.checkout.safeParse(answer).success).toBe(true);
  });

  const line = 'line_items.data.1';
  it.each(
    table<Record<string, unknown>>([
      ['status', 3, { status: 'draft' }],
      ['portal_url', {}, { portalUrl: null }],
      ['order', 7, { orderId: null }],
      ['number', {}, { orderNumber: null }],
      ['customer', 5, { customerId: null }],
      ['total_amount', '10', { totalAmount: 0 }],
      ['line_items', 'none', { lines: [] }],
    ]),
  )('checkout %s %s', (path, _way, value, missing) => {
    expect(readCheckout(withField(recorded.cart, path, value))).toMatchObject({ id: recorded.cart.id, ...missing });
  });

  it.each(
    table<Record<string, unknown>>([
      ['price.name', 4, { priceName: null }],
      ['price.product', 9, { productId: null, productName: '', productSlug: null, stock: null }],
      ['price.product.slug', ['s'], { productSlug: null }],
      ['variant', 8, { variantId: null }],
      [
        'variant.line_item_image',
        'x',
        { imageUrl: recorded.cart.line_items.data[1]!.price.product.line_item_image.src },
      ],
      ['variant_options', 'M', { variantOptions: expect.any(Array) }],
      ['subtotal_amount', 'lots', { unitAmount: expect.any(Number) }],
    ]),
  )('line %s %s', (path, _way, value, missing) => {
    const read = readCheckout(withField(recorded.cart, `${line}.${path}`, value));
    expect(read.lines[1]).toMatchObject({ id: recorded.cart.line_items.data[1]!.id, ...missing });
  });

  it.each(ways(['gone']).map(([way, value]) => [way, value] as const))(
    'line purchasable_status %s: purchasable when missing, "unknown" when unreadable',
    (way, value) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const read = readCheckout(withField(recorded.cart, `${line}.purchasable_status`, value));
      expect(read.lines[1]!.purchasableStatus).toBe(way === 'of a wrong shape' ? 'unknown' : 'purchasable');
      warn.mockRestore();
    },
  );
});
