/**
 * POST /api/surecart-events: only a delivery the platform signed drops
 * anything; a bad or missing signature is a 401 and a body that is no event a
 * 400, in the functions' error shape; a product's or a price's event drops its
 * product's pages and the listings, an order's nothing.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { APIContext } from 'astro';
import { signWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '~shared/webhook-signature.ts';
import { eventTags } from '~/features/catalog-events/event-tags.ts';

import { LOCAL_SURECART_WEBHOOK_SECRET as SECRET } from '../../local/defaults.js';

let POST: (context: APIContext) => Promise<Response>;

beforeAll(async () => {
  ({ POST } = (await import('~/pages/api/surecart-events.ts')) as unknown as { POST: typeof POST });
});

async function deliver(body: string, { secret = SECRET, signed = true } = {}) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { 'Content-Type': 'application/json', [TIMESTAMP_HEADER]: timestamp };
  if (signed) headers[SIGNATURE_HEADER] = await signWebhook(body, timestamp, secret);
  const invalidate = vi.fn(async () => {});
  const request = new Request('http://shop.test/api/surecart-events', { method: 'POST', headers, body });
  const response = await POST({ request, cache: { invalidate } } as unknown as APIContext);
  return { status: response.status, body: await response.json(), invalidate };
}

const event = (type: string, object: object) =>
  JSON.stringify({ id: 'evt_1', object: 'event', type, account: 'acc_1', created_at: 1, data: { object } });

describe('the catalogue events endpoint', () => {
  it('drops a changed price’s product page and the listings', async () => {
    const answer = await deliver(event('price.updated', { id: 'pr_1', object: 'price', product: 'prod_1' }));
    expect(answer.status).toBe(200);
    expect(answer.invalidate).toHaveBeenCalledWith({ tags: ['product:prod_1', 'product-lists'] });
  });

  it('drops a product’s pages on its stock change', async () => {
    const answer = await deliver(event('product.stock_adjusted', { id: 'prod_2', object: 'product', slug: 'x' }));
    expect(answer.invalidate).toHaveBeenCalledWith({ tags: ['product:prod_2', 'product-lists'] });
  });

  it('takes a product event with a long description, and refuses one past half a megabyte', async () => {
    const product = { id: 'prod_3', object: 'product', description: 'x'.repeat(100_000) };
    expect((await deliver(event('product.updated', product))).status).toBe(200);
    const huge = await deliver(event('product.updated', { ...product, description: 'x'.repeat(600_000) }));
    expect(huge.status).toBe(413);
    expect(huge.invalidate).not.toHaveBeenCalled();
  });

  it('refuses a delivery signed with another secret, or not signed, and drops nothing', async () => {
    const body = event('product.updated', { id: 'prod_1' });
    for (const answer of [await deliver(body, { secret: 'whsec_other' }), await deliver(body, { signed: false })]) {
      expect(answer).toMatchObject({ status: 401, body: { error: 'Invalid signature' } });
      expect(answer.invalidate).not.toHaveBeenCalled();
    }
  });

  it('answers 400 to a signed body that is no event, or names no product', async () => {
    for (const body of ['{"type": "product.updated"', '[]', event('price.updated', { id: 'pr_1', product: '../x' })]) {
      const answer = await deliver(body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
      expect(answer.invalidate).not.toHaveBeenCalled();
    }
  });

  it('acknowledges an event that changes no page, and drops nothing', async () => {
    const answer = await deliver(event('order.paid', { id: 'ord_1', object: 'order' }));
    expect(answer).toMatchObject({ status: 200, body: { invalidated: [] } });
    expect(answer.invalidate).not.toHaveBeenCalled();
  });
});

describe('which pages an event makes out of date', () => {
  it('names a product by id, from a price or variant as from the product', () => {
    expect(eventTags({ type: 'product.deleted', data: { object: { id: 'p1' } } })).toEqual([
      'product:p1',
      'product-lists',
    ]);
    expect(eventTags({ type: 'variant.updated', data: { object: { product: { id: 'p2' } } } })).toEqual([
      'product:p2',
      'product-lists',
    ]);
    expect(eventTags({ type: 'product_collection.updated', data: { object: { slug: 'bike' } } })).toEqual([
      'collection:bike',
      'product-lists',
    ]);
  });
});
