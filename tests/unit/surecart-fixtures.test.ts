/**
 * The shop's readers against SureCart's own answers (tests/fixtures/surecart/, each file's source
 * in its README), not against local/'s: what the platform really sends must read.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformError } from '../../common/surecart/catalog.ts';
import { readBuyer, readPaidOrder } from '../../supabase/functions/order-paid/handler.ts';
import { HttpError } from '~/lib/http.ts';
import { readCheckout } from '~/lib/surecart/checkout-reader.ts';

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
