/** The cart's checkout reader against the embedded backend's answers, from its own serialiser (tests/support/checkout-answers.ts). */
import { describe, expect, it, vi } from 'vitest';
import { checkoutAnswers as recorded } from '../../../tests/support/checkout-answers.ts';
import { readCheckout } from './checkout-reader.ts';
import { speaking } from '../../../tests/support/words.ts';

type Node = Record<string, unknown>;

/**
 * A fresh copy of a recorded answer with some fields changed, each named by
 * its path: `{ 'line_items.data.1.variant_options': undefined }` removes that field.
 */
function answer(name: keyof typeof recorded, changes: Record<string, unknown> = {}): unknown {
  const raw = structuredClone(recorded[name]) as unknown as Node;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    const field = keys.pop()!;
    const parent = keys.reduce((node, key) => node[key] as Node, raw);
    if (value === undefined) delete parent[field];
    else parent[field] = value;
  }
  return raw;
}

describe('reading a cart', () => {
  const cart = readCheckout(answer('cart'));
  const [bottle, bike, retired] = cart.lines;

  it('reads the checkout: id, draft, upper-case currency, hosted checkout page, amounts, no order yet', () => {
    expect(cart).toMatchObject({
      id: recorded.cart.id,
      status: 'draft',
      currency: 'CAD',
      portalUrl: recorded.cart.portal_url,
      orderId: null,
      orderNumber: null,
      customerId: null,
      subtotalAmount: 1108700,
      totalAmount: 1108700,
      amountDue: 1108700,
    });
  });

  it('reads each line with its product, price and quantity, in the cart’s order', () => {
    expect(cart.lines.map((line) => [line.productName, line.quantity])).toEqual([
      ['Glacier Steel Bottle', 2],
      ['Fjord E-Road Pro', 1],
      ['Estrie Aero Disc', 1],
    ]);
    expect(bottle).toMatchObject({
      productSlug: 'glacier-steel-bottle',
      priceId: recorded.cart.line_items.data[0]!.price.id,
      priceName: null,
      unitAmount: 4400,
      currency: 'CAD',
      variantId: null,
      variantOptions: [],
      purchasableStatus: 'purchasable',
    });
  });

  it('prices a variant by its own amount and shows its options and picture', () => {
    expect(bike).toMatchObject({
      unitAmount: 1099900,
      variantId: recorded.cart.line_items.data[1]!.variant!.id,
      variantOptions: ['S', 'Glacier White', '750 Wh'],
      // The attachment's thumbnail, the size the shop host picks for cart lines.
      imageUrl: expect.stringMatching(/fjord-e-road-pro-glacier-white-150x150\.svg$/),
    });
  });

  it('reads the back-order date the store gives in the line variant’s metadata, and none without one', () => {
    const dated = readCheckout(
      answer('cart', { 'line_items.data.1.variant.metadata': { backorder_date: '2027-01-13', wp_media: '7' } }),
    );
    expect(dated.lines[1]!.backorderDate).toBe('2027-01-13');
    expect(bike!.backorderDate ?? null).toBeNull();
  });

  it('marks a line whose price was retired as no longer purchasable', () => {
    expect(retired).toMatchObject({ priceName: 'Frameset + wheels', purchasableStatus: 'price_gone' });
  });
});

describe('reading an order', () => {
  it('reads the paid checkout with its order and the number shoppers see, taxes and lines', () => {
    const order = readCheckout(answer('order'));
    expect(order).toMatchObject({
      status: 'paid',
      orderId: expect.stringMatching(/^ord_/),
      orderNumber: '1001',
      // The shop host leaves the customer out for a visitor it does not know.
      customerId: null,
      subtotalAmount: 1099900,
      taxAmount: 164710,
      totalAmount: 1264610,
    });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({
      productName: 'Fjord E-Road Pro',
      variantOptions: ['S', 'Glacier White', '750 Wh'],
    });
  });

  it('reads a just-created checkout with its one line', () => {
    expect(readCheckout(answer('created')).lines.map((line) => line.quantity)).toEqual([1]);
  });
});

describe('fields the shop host may leave out', () => {
  it('rebuilds the options from option_1..option_3 when variant_options is absent, skipping empty ones', () => {
    const raw = answer('cart', {
      'line_items.data.1.variant_options': undefined,
      'line_items.data.1.variant.option_2': null,
    });
    expect(readCheckout(raw).lines[1]!.variantOptions).toEqual(['S', '750 Wh']);
  });

  it('takes the product’s picture when the variant has none', () => {
    const raw = answer('cart', { 'line_items.data.1.variant.line_item_image': undefined });
    const product = recorded.cart.line_items.data[1]!.price.product;
    expect(readCheckout(raw).lines[1]!.imageUrl).toBe(product.line_item_image.src);
  });

  it('reads the order number of an expanded order, or as a whole number, and never shows an order id as one', () => {
    expect(readCheckout(answer('order', { number: undefined, order: { id: 'ord_1', number: '1006' } }))).toMatchObject({
      orderId: 'ord_1',
      orderNumber: '1006',
    });
    expect(readCheckout(answer('order', { number: 1006 })).orderNumber).toBe('1006');
    expect(readCheckout(answer('order', { number: undefined })).orderNumber).toBeNull();
  });

  it('reads relations that were not expanded as their ids', () => {
    const raw = answer('cart', {
      'line_items.data.0.price': recorded.cart.line_items.data[0]!.price.id,
      order: { id: 'ord_1' },
    });
    const checkout = readCheckout(raw);
    expect(checkout.lines[0]).toMatchObject({ priceId: recorded.cart.line_items.data[0]!.price.id, productId: null });
    expect(checkout.orderId).toBe('ord_1');
  });

  it('counts a line without a status as purchasable', () => {
    const raw = answer('cart', { 'line_items.data.2.purchasable_status': undefined });
    expect(readCheckout(raw).lines[2]!.purchasableStatus).toBe('purchasable');
  });
});

describe('line pictures the shop host fills in', () => {
  const placeholder = {
    src: 'https://shop.example/wp-content/plugins/surecart/images/image-placeholder.svg',
    type: 'fallback',
  };

  it('a product’s placeholder (type fallback) and a variant’s {} are no picture', () => {
    const raw = answer('cart', {
      'line_items.data.1.variant.line_item_image': {},
      'line_items.data.1.price.product.line_item_image': placeholder,
    });
    expect(readCheckout(raw).lines[1]!.imageUrl).toBeNull();
  });

  it('a variant’s {} leaves the product’s own picture', () => {
    const raw = answer('cart', { 'line_items.data.1.variant.line_item_image': {} });
    const product = recorded.cart.line_items.data[1]!.price.product;
    expect(readCheckout(raw).lines[1]!.imageUrl).toBe(product.line_item_image.src);
  });

  it('a variant’s own picture still wins over a product’s placeholder', () => {
    const raw = answer('cart', { 'line_items.data.1.price.product.line_item_image': placeholder });
    expect(readCheckout(raw).lines[1]!.imageUrl).toMatch(/fjord-e-road-pro-glacier-white-150x150\.svg$/);
  });

  it('keeps the srcset the host sends with a picture, and has none when it sends none', () => {
    const srcset = 'https://shop.example/a-150x150.jpg 150w, https://shop.example/a-300x300.jpg 300w';
    const image = recorded.cart.line_items.data[1]!.variant!.line_item_image;
    const raw = answer('cart', { 'line_items.data.1.variant.line_item_image': { ...image, srcset } });
    expect(readCheckout(raw).lines[1]).toMatchObject({ imageUrl: (image as { src: string }).src, imageSrcSet: srcset });
    expect(readCheckout(answer('cart')).lines[1]!.imageSrcSet).toBeNull();
  });
});

describe('purchasable statuses', () => {
  const withStatus = (status: string) =>
    readCheckout(answer('cart', { 'line_items.data.0.purchasable_status': status })).lines;

  it.each([
    'price_gone',
    'price_old_version',
    'variant_missing',
    'variant_gone',
    'variant_old_version',
    'out_of_stock',
    'exceeds_purchase_limit',
  ])('reads %s as it is', (status) => {
    expect(withStatus(status)[0]!.purchasableStatus).toBe(status);
  });

  it('reads the platform type’s spelling variant_mising as variant_missing', () => {
    expect(withStatus('variant_mising')[0]!.purchasableStatus).toBe('variant_missing');
  });

  it('reads a status it does not know as unknown on that line only, and keeps the rest of the cart', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lines = withStatus('on_backorder');
    expect(lines.map((line) => line.purchasableStatus)).toEqual(['unknown', 'purchasable', 'price_gone']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('on_backorder'));
    warn.mockRestore();
  });
});

describe('an answer that drifted fails loudly', () => {
  it.each([
    ['not an object', () => 'oops'],
    ['a checkout without id', () => answer('cart', { id: undefined })],
    ['a checkout without currency', () => answer('cart', { currency: undefined })],
    ['a line without id', () => answer('cart', { 'line_items.data.0.id': undefined })],
    ['a line without price', () => answer('cart', { 'line_items.data.0.price': undefined })],
  ])('%s', (_case, raw) => {
    expect(() => readCheckout(raw())).toThrow(/^Unexpected checkout response/);
  });
});

describe('product names in the page’s language', () => {
  const withFrenchName = () =>
    answer('order', { 'line_items.data.0.price.product.metadata.name_fr': 'Fjord E-Route Pro' });

  it('on French pages reads the French name from the metadata', () => {
    const readInFrench = speaking('fr-CA', readCheckout);
    expect(readInFrench(withFrenchName()).lines[0]!.productName).toBe('Fjord E-Route Pro');
    // A product without a French name keeps its own.
    expect(readInFrench(answer('order')).lines[0]!.productName).toBe('Fjord E-Road Pro');
  });

  it('on English pages keeps the platform’s name', () => {
    expect(readCheckout(withFrenchName()).lines[0]!.productName).toBe('Fjord E-Road Pro');
  });
});
