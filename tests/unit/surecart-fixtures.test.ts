/**
 * The shop's readers against SureCart's own answers (tests/fixtures/surecart/, each file's source
 * in its README), not against local/'s: what the platform really sends must read.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog, platformError } from '../../supabase/functions/_shared/surecart/catalog.ts';
import { checkouts } from '../../supabase/functions/_shared/surecart/checkout.ts';
import { readBuyer, readPaidOrder } from '../../supabase/functions/order-paid/handler.ts';
import { HttpError } from '~/lib/http.ts';
import { formatMoney } from '~/lib/money.ts';
import { readCheckout } from '~/lib/surecart/checkout-reader.ts';
import { PRODUCT_EXPANSIONS } from '~/lib/surecart/expansions.ts';
import { collectionSchema, priceSchema, productSchema } from '~/lib/surecart/schemas.ts';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../fixtures/surecart/${name}`, import.meta.url), 'utf8'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SureCart’s webhook event (API reference example)', () => {
  it('names the order’s checkout by id, which order-paid reads to find the buyer', () => {
    expect(readPaidOrder(fixture('webhook-event.json'))).toEqual({
      eventId: '5bafe7b7-a4e3-4a7d-85e9-d8b512094b67',
      eventType: 'order.created',
      checkoutId: 'f1a38ad4-f87d-4550-b2e0-91a128cadf06',
    });
  });

  it('carries no buyer of its own: the order has neither customer nor e-mail', () => {
    const order = (fixture('webhook-event.json').data as { object: Record<string, unknown> }).object;
    expect(readBuyer(order)).toBeUndefined();
  });
});

describe('a checkout as SureCart’s plugin reads it (its own test data)', () => {
  it('gives order-paid the buyer from the expanded customer', () => {
    expect(readBuyer(fixture('checkout-with-customer.json'))).toEqual({
      customerId: '3e0572f1-58b8-4d1b-aa29-a48a319c0c49',
      email: 'joe@gmail.com',
    });
  });

  it('reads in the cart’s reader: its line, its price, its amounts', () => {
    const checkout = readCheckout(fixture('checkout-with-customer.json'));
    expect(checkout).toMatchObject({
      id: '48ce1ca4-4a98-4dd3-8eb1-45995042bec2',
      status: 'prepared',
      currency: 'USD',
      customerId: '3e0572f1-58b8-4d1b-aa29-a48a319c0c49',
      subtotalAmount: 9900,
      totalAmount: 9900,
    });
    expect(checkout.lines).toHaveLength(1);
    expect(checkout.lines[0]).toMatchObject({ quantity: 1, priceId: '85109619-529d-47b3-98c3-ca90d22913e4' });
  });
});

describe('SureCart’s error answers', () => {
  it('reads the API reference’s example, whose validation_errors is an empty object', () => {
    const body = fixture('error.json');
    expect(platformError.parse(body)).toMatchObject({ http_status: 'unprocessable_entity', code: 'product.not_found' });
    expect(new HttpError(422, 'Unprocessable Entity', body).serviceMessage).toBe(
      "Unable to find product with id='e0e92d34-aed9-4bb8-9107-89309370c4b'",
    );
  });

  it('reads a 429, and the catalogue makes no call before its Retry-After has passed', async () => {
    const body = fixture('rate-limited.json');
    expect(platformError.parse(body).http_status).toBe('too_many_requests');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 27, 12, 0, 0));
    const fetchSpy = vi.fn(async () => Response.json(body, { status: 429, headers: { 'Retry-After': '30' } }));
    vi.stubGlobal('fetch', fetchSpy);
    vi.resetModules();
    const { getCommerce, PlatformPaused } = await import('~/lib/surecart/platform.ts');
    await expect(getCommerce('/products', new URLSearchParams())).rejects.toMatchObject({ status: 429 });
    vi.setSystemTime(Date.UTC(2026, 10, 27, 12, 0, 29));
    await expect(getCommerce('/products', new URLSearchParams())).rejects.toBeInstanceOf(PlatformPaused);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.UTC(2026, 10, 27, 12, 0, 30));
    await expect(getCommerce('/products', new URLSearchParams())).rejects.toMatchObject({ status: 429 });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('a collection as the API reference shows it', () => {
  it('reads with its name and slug, the collection page’s heading and address', () => {
    expect(collectionSchema.parse(fixture('collection.json'))).toMatchObject({
      id: '86ca335e-a3b7-4a4e-82dd-c7239d62db85',
      name: 'Test Product Collection 3',
      slug: 'test-product-collection-3',
      description: null,
      parentSlug: null,
      relatedCollectionIds: [],
    });
  });
});

describe('an order as the API reference shows it', () => {
  it('names its checkout by id, which order-paid reads when the order comes in an order.paid event', () => {
    const order = fixture('order.json');
    // The event as the platform sends it: the order under data.object (see webhook-event.json).
    const event = { id: 'evt-1', type: 'order.paid', data: { object: order } };
    expect(readPaidOrder(event)).toEqual({
      eventId: 'evt-1',
      eventType: 'order.paid',
      checkoutId: '1364039e-dea8-4f5e-bd78-1a898473c354',
    });
    expect(readBuyer(order)).toBeUndefined();
  });

  it('reads as a checkout’s order, with the number the thank-you page shows', () => {
    expect(checkouts.order.parse(fixture('order.json'))).toMatchObject({
      id: '6a40c40b-ee9f-4b61-8f2f-3407d4fafe70',
      number: '0000',
    });
  });
});

describe('a product picture as the API reference shows it', () => {
  it('names its file by id only, which is why the shop asks for product_media.media', () => {
    const media = catalog.productMedia.parse(fixture('product-media.json'));
    expect(media).toMatchObject({ id: '7243d768-e099-47e6-8f74-08e236590b98', position: 0, url: null });
    // Unexpanded, the entry carries no address to show: the file's address comes with the expansion.
    expect(media.media).toBe('b0dbd600-9611-4334-8652-e0cf514492e1');
    expect(PRODUCT_EXPANSIONS).toContain('product_media.media');
  });
});

describe('a product from the plugin’s 2021 test data (an older shape)', () => {
  it('is refused for want of a slug, the product page’s address', () => {
    const read = productSchema.safeParse(fixture('product-2021.json'));
    expect(read.success).toBe(false);
    expect(read.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['slug']);
  });

  it('still reads its price, shown in its own currency in both languages', () => {
    const product = fixture('product-2021.json') as { prices: { data: unknown[] } };
    const price = priceSchema.parse(product.prices.data[0]);
    expect(price).toMatchObject({ name: 'Premium', amount: 9900, currency: 'USD' });
    expect(formatMoney(price.amount, price.currency, 'en-CA')).toBe('US$99.00');
    expect(formatMoney(price.amount, price.currency, 'fr-CA')).toBe('99,00\u00a0$\u00a0US');
  });
});
