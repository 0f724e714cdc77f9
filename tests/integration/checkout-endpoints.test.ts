/** The embedded backend's checkout endpoints and hosted checkout, over HTTP. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutAnswer,
  type ApiLineItem,
  type ApiPrice,
  type ApiProduct,
  type ApiVariant,
} from '../support/commerce-wire.ts';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import type { StoredMail } from '../../local/platform/mail.ts';
import { backendOrigin, commerceGet, getJson, hostedCheckoutDetails } from './helpers.ts';

const api = (path: string) => `/wp-json/surecart/v1${path}`;
const send = (method: string, path: string, body?: unknown) =>
  getJson(api(path), {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const EXPAND =
  '?expand[]=line_items&expand[]=line_item.price&expand[]=line_item.variant&expand[]=price.product&expand[]=customer&expand[]=discount.coupon&expand[]=upsell';

let bike: ApiProduct;
let bottle: ApiProduct;
let bikePrice: ApiPrice;
let bottlePrice: ApiPrice;

beforeAll(async () => {
  const { body } = await commerceGet('/products?limit=100&expand[]=prices&expand[]=variants');
  bike = body.data.find((p: ApiProduct) => p.variants.data.some((v: ApiVariant) => v.amount !== null));
  bottle = body.data.find((p: ApiProduct) => p.variants.data.length === 0 && p.prices.data.length === 1);
  bikePrice = bike.prices.data[0]!;
  bottlePrice = bottle.prices.data[0]!;
});

async function newCheckout(metadata?: Record<string, string>) {
  const created = await send('POST', '/checkouts', {
    line_items: [{ price: bottlePrice.id, quantity: 1 }],
    live_mode: true,
    ...(metadata ? { metadata } : {}),
  });
  expect(created.status).toBe(200);
  return created.body.id as string;
}

/** A checkout answer in SureCart's format whose amounts add up: total = subtotal - discount + shipping + tax. */
function expectConsistent(body: unknown) {
  const checkout = checkoutAnswer(body);
  const lines = Array.isArray(checkout.line_items) ? [] : (checkout.line_items?.data ?? []);
  const purchasable = lines.filter((l: ApiLineItem) => l.purchasable_status === 'purchasable');
  const { subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount, amount_due } = checkout;
  const amounts = [subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount, amount_due];
  expect(amounts.every(Number.isInteger), 'every amount is whole cents').toBe(true);
  const [subtotal, discount, shipping, tax, total, due] = amounts as number[];
  expect(subtotal).toBe(purchasable.reduce((sum, l) => sum + (l.subtotal_amount as number), 0));
  expect(total).toBe(subtotal! - discount! + shipping! + tax!);
  expect(due).toBe(total);
}

describe('checkout endpoints', () => {
  it('creates a checkout in CAD with its portal URL, and reads it with expansions (unknown ones ignored)', async () => {
    const id = await newCheckout();
    const { status, body } = await send('GET', `/checkouts/${id}${EXPAND}&form_id=148&t=1&_locale=user`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      object: 'checkout',
      currency: 'cad',
      status: 'draft',
      portal_url: `${backendOrigin()}/checkout/${id}`,
      order: null,
      number: null,
    });
    // An anonymous visitor's read through the shop host has no customer, even when asked to expand it.
    expect(body).not.toHaveProperty('customer');
    expect(body.line_items.data[0]).toMatchObject({
      quantity: 1,
      purchasable_status: 'purchasable',
      price: { id: bottlePrice.id, product: { name: bottle.name } },
    });
    expectConsistent(body);
  });

  it('accepts the body wrapped in its object name too', async () => {
    const { status } = await send('POST', '/checkouts', {
      checkout: { line_items: [{ price: bottlePrice.id }] },
    });
    expect(status).toBe(200);
  });

  it('fills in line pictures as the shop host does: a variant without one reads {}; the placeholder is served', async () => {
    // The demo catalogue's variants of this product have no picture of their own (local/catalog/README.md).
    const { body: found } = await commerceGet(
      '/products?query=cirrus-road&limit=100&expand[]=prices&expand[]=variants',
    );
    const cirrus: ApiProduct = found.data.find((p: ApiProduct) => p.slug === 'cirrus-road');
    const created = await send('POST', '/checkouts', {
      line_items: [{ price: cirrus.prices.data[0]!.id, variant: cirrus.variants.data[0]!.id, quantity: 1 }],
    });
    const { body } = await send('GET', `/checkouts/${created.body.id}${EXPAND}`);
    const [line] = body.line_items.data;
    expect(line.variant.line_item_image).toEqual({});
    expect(line.price.product.line_item_image).toMatchObject({ src: expect.stringMatching(/\.svg$/) });
    expect(line.price.product.line_item_image).not.toHaveProperty('type');

    const placeholder = await fetch(`${backendOrigin()}/wp-content/plugins/surecart/images/image-placeholder.svg`);
    expect(placeholder.status).toBe(200);
    expect(placeholder.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await placeholder.text()).toMatch(/^<svg /);
  });

  it('consolidates the same price and variant, prices a variant by its own amount, and keeps amounts consistent', async () => {
    const id = await newCheckout();
    const dear = bike.variants.data.find((v: ApiVariant) => v.amount !== null)!;
    const line = { checkout: id, price: bikePrice.id, variant: dear.id, quantity: 1 };
    const first = await send('POST', '/line_items?consolidate=true', line);
    expect(first.status).toBe(200);
    const second = await send('POST', '/line_items?consolidate=true', line);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.quantity).toBe(2);
    expect(second.body.subtotal_amount).toBe(2 * dear.amount!);
    const { body } = await send('GET', `/checkouts/${id}${EXPAND}`);
    expect(body.line_items.data).toHaveLength(2);
    expectConsistent(body);
  });

  it('updates and deletes lines', async () => {
    const id = await newCheckout();
    const { body: checkout } = await send('GET', `/checkouts/${id}${EXPAND}`);
    const lineId = checkout.line_items.data[0].id;
    const patched = await send('PATCH', `/line_items/${lineId}?consolidate=true`, { quantity: 4 });
    expect(patched.body.quantity).toBe(4);
    expect((await send('GET', `/checkouts/${id}${EXPAND}`)).body.subtotal_amount).toBe(4 * bottlePrice.amount);
    const deleted = await send('DELETE', `/line_items/${lineId}?consolidate=true`);
    expect(deleted.body).toEqual({ id: lineId, object: 'line_item', deleted: true });
    expect((await send('GET', `/checkouts/${id}${EXPAND}`)).body.line_items.data).toEqual([]);
  });

  it('refuses a line-item body wrapped in line_item, as the platform refuses an unknown attribute, and changes nothing', async () => {
    const id = await newCheckout();
    const lineId = (await send('GET', `/checkouts/${id}${EXPAND}`)).body.line_items.data[0].id;
    const refusals = [
      await send('POST', '/line_items?consolidate=true', {
        line_item: { checkout: id, price: bottlePrice.id, quantity: 1 },
      }),
      await send('PATCH', `/line_items/${lineId}?consolidate=true`, { line_item: { quantity: 3 } }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'invalid_parameter',
        message: expect.stringContaining('line_item'),
        data: { status: 400, type: 'invalid' },
        additional_errors: [{ code: 'line_item.invalid', data: { attribute: 'line_item', type: 'invalid' } }],
      });
    }
    const { body } = await send('GET', `/checkouts/${id}${EXPAND}`);
    expect(body.line_items.data.map((l: ApiLineItem) => l.quantity)).toEqual([1]);
  });

  it('answers bad requests with 4xx in the WordPress error shape, never a crash', async () => {
    const id = await newCheckout();
    const lineId = (await send('GET', `/checkouts/${id}${EXPAND}`)).body.line_items.data[0].id;
    const cases: [string, string, unknown, number, string][] = [
      ['GET', '/checkouts/not-a-uuid', undefined, 404, 'checkout.not_found'],
      ['GET', '/checkouts/00000000-0000-4000-8000-000000000000', undefined, 404, 'checkout.not_found'],
      [
        'POST',
        '/line_items?consolidate=true',
        { checkout: id, price: 'no-such-price' },
        422,
        'line_item.price.invalid',
      ],
      ['POST', '/line_items?consolidate=true', { checkout: id, price: bikePrice.id }, 422, 'line_item.variant.invalid'],
      ['POST', '/line_items', { price: bottlePrice.id }, 400, 'rest_invalid_param'],
      ['PATCH', `/line_items/${lineId}`, { quantity: 0 }, 400, 'rest_invalid_param'],
      ['PATCH', `/line_items/${lineId}`, { quantity: 'two' }, 400, 'rest_invalid_param'],
      ['DELETE', '/line_items/00000000-0000-4000-8000-000000000000', undefined, 404, 'line_item.not_found'],
    ];
    for (const [method, path, body, status, code] of cases) {
      const response = await send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(response.body, `${method} ${path}`).toMatchObject({ code, message: expect.any(String), data: { status } });
    }
    const malformed = await getJson(api('/checkouts'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"line_items": [',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('rest_invalid_json');
  });

  it('turns lines of a price taken off the catalogue into price_gone, leaving them out of the amounts', async () => {
    const { body: products } = await commerceGet('/products?limit=100&expand[]=prices');
    const twoPrices = products.data.find((p: ApiProduct) => p.prices.data.length > 1 && !p.variants);
    const product = twoPrices ?? products.data.find((p: ApiProduct) => p.prices.data.length > 1);
    const { body: full } = await commerceGet(
      `/products?query=${product.slug}&limit=100&expand[]=prices&expand[]=variants`,
    );
    const target = full.data.find((p: ApiProduct) => p.id === product.id);
    const price = target.prices.data[target.prices.data.length - 1];
    const variant = target.variants.data[0];
    const created = await send('POST', '/checkouts', {
      line_items: [
        { price: price.id, variant: variant?.id, quantity: 1 },
        { price: bottlePrice.id, quantity: 2 },
      ],
    });
    const removed = await getJson(`/_local/catalog/prices/${price.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    const { body } = await send('GET', `/checkouts/${created.body.id}${EXPAND}`);
    expect(body.line_items.data.map((l: ApiLineItem) => l.purchasable_status)).toEqual(['price_gone', 'purchasable']);
    expect(body.subtotal_amount).toBe(2 * bottlePrice.amount);
    expectConsistent(body);
    await getJson('/_local/reset', { method: 'POST' });
  });
});

describe('hosted checkout', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });

  it('keeps what was typed and says what is wrong', async () => {
    const id = await newCheckout();
    const response = await fetch(
      `${backendOrigin()}/checkout/${id}/details`,
      form({
        email: 'not-an-email',
        name: 'Ana Roy',
        line1: '',
        city: 'Montréal',
        country: 'CA',
        region: 'QC',
        postal_code: '123',
      }),
    );
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain('Enter a valid e-mail address.');
    expect(page).toContain('Enter your street address.');
    expect(page).toContain('Enter a postal code like H2X 1Y4.');
    expect(page).toContain('value="Ana Roy"');
    expect(page).toContain('value="Montréal"');
  });

  it('refuses CR/LF and NUL in a one-line field with a 400 and the form, storing nothing', async () => {
    const id = await newCheckout();
    const valid = hostedCheckoutDetails();
    const hostile: Array<[keyof typeof valid, string]> = [
      ['name', 'Ana Roy\r\nBcc: all@example.test'],
      ['line1', '1 rue Ste-Catherine\r\nBcc: all@example.test'],
      ['city', 'Montréal\r\nBcc: all@example.test'],
      ['email', 'a\u0000na@example.com'],
      ['name', 'A\u0000na Roy'],
      ['city', 'M\u0000ontréal'],
    ];
    for (const [field, value] of hostile) {
      const response = await fetch(`${backendOrigin()}/checkout/${id}/details`, form({ ...valid, [field]: value }));
      expect(response.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      const page = await response.text();
      expect(page).toContain('Use one line of plain text, without special characters.');
      expect(page).toContain(`aria-describedby="${field}-error"`);
      expect(page).not.toMatch(/[\r\n]Bcc:/);
      expect(page).not.toContain('\u0000');
    }
    const { body: after } = await send('GET', `/checkouts/${id}`);
    expect(after).toMatchObject({ status: 'draft', email: null, name: null, shipping_address: null });
  });

  it('takes details, charges Quebec taxes, pays, creates the order and customer, records the event and mails the shopper', async () => {
    const id = await newCheckout();
    const details = await fetch(
      `${backendOrigin()}/checkout/${id}/details`,
      form({
        email: 'Rider@Example.ca',
        name: 'Ana Roy',
        line1: '123 rue Saint-Denis',
        city: 'Montréal',
        country: 'CA',
        region: 'QC',
        postal_code: 'h2x 1y4',
      }),
    );
    expect(details.status).toBe(303);
    const review = await (await fetch(`${backendOrigin()}/checkout/${id}`)).text();
    expect(review).toContain('(test payment)');
    const { body: before } = await send('GET', `/checkouts/${id}${EXPAND}`);
    const subtotal = bottlePrice.amount;
    const shipping = subtotal >= 20000 ? 0 : 1500;
    expect(before).toMatchObject({
      shipping_amount: shipping,
      tax_amount: Math.round((subtotal + shipping) * 0.14975),
    });
    expectConsistent(before);

    const paid = await fetch(`${backendOrigin()}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    // As on the platform: on to the checkout's return URL, the shop host's return route.
    expect(paid.headers.get('location')).toBe(`${backendOrigin()}/surecart/redirect?checkout_id=${id}`);
    const { body: after } = await send('GET', `/checkouts/${id}${EXPAND}`);
    expect(after.status).toBe('paid');
    expect(after.order).toMatch(/^ord_/);
    // The shop host leaves the customer out for a visitor it does not know; the platform, with the secret key, shows it.
    expect(after).not.toHaveProperty('customer');
    const { body: platform } = await getJson(`/v1/checkouts/${id}?expand[]=customer`, {
      headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartSecretKey}` },
    });
    expect(platform.customer).toMatchObject({ id: expect.stringMatching(/^cus_/), email: 'rider@example.ca' });
    const events = (await getJson('/_local/events?type=order.paid')).body;
    expect(events[0].data).toMatchObject({
      checkout_id: id,
      order_id: after.order,
      customer_id: platform.customer.id,
      email: 'rider@example.ca',
    });
    const mail = (await getJson('/_local/mail?to=rider@example.ca')).body as StoredMail[];
    const confirmation = mail.find((m) => /^Your Vélo Nord order #\d+$/.test(m.subject));
    expect(confirmation?.links.some((l) => l.endsWith(`/thank-you?sc_order=${id}`))).toBe(true);
    // The order number shoppers see in that e-mail is the checkout's number.
    expect(confirmation?.subject).toBe(`Your Vélo Nord order #${after.number}`);

    // The thank-you page's read: the public key, refresh_status=true, the order's expansions.
    const thankYou = await getJson(
      api(
        `/checkouts/${id}?expand[]=line_items&expand[]=line_item.price&expand[]=line_item.variant&expand[]=price.product&refresh_status=true`,
      ),
      { headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartPublicToken}` } },
    );
    expect(thankYou.status).toBe(200);
    expect(after.number).toMatch(/^\d+$/);
    expect(thankYou.body).toMatchObject({ id, status: 'paid', order: after.order, number: after.number });
    expect(thankYou.body).not.toHaveProperty('customer');

    // A paid checkout takes no more changes.
    const late = await send('POST', '/line_items?consolidate=true', { checkout: id, price: bottlePrice.id });
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('checkout.finalized');
  });
});

describe('a checkout started on the French pages (metadata locale "fr")', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });

  it('keeps its metadata, as the platform returns it, and refuses metadata that is not strings with 400', async () => {
    const id = await newCheckout({ locale: 'fr' });
    expect((await send('GET', `/checkouts/${id}`)).body.metadata).toEqual({ locale: 'fr' });
    expect((await send('GET', `/checkouts/${await newCheckout()}`)).body.metadata).toEqual({});
    for (const metadata of [{ locale: 5 }, ['fr'], 'fr', { ['k'.repeat(41)]: 'x' }]) {
      const refused = await send('POST', '/checkouts', { line_items: [], metadata });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
  });

  it('is shown in French, its form errors too, and English stays English', async () => {
    const french = await newCheckout({ locale: 'fr' });
    const page = await (await fetch(`${backendOrigin()}/checkout/${french}`)).text();
    expect(page).toContain('<html lang="fr-CA">');
    for (const words of ['Vos coordonnées', 'Courriel', 'Résumé de la commande', 'Continuer vers le paiement']) {
      expect(page).toContain(words);
    }
    expect(page).not.toContain('Your details');
    const wrong = await fetch(
      `${backendOrigin()}/checkout/${french}/details`,
      form({ email: 'x', name: 'Ana Roy', line1: '', city: 'Montréal', country: 'CA', region: 'QC', postal_code: '1' }),
    );
    expect(wrong.status).toBe(422);
    const errors = await wrong.text();
    expect(errors).toContain('Entrez une adresse courriel valide.');
    expect(errors).toContain('Entrez un code postal comme H2X 1Y4.');
    expect(errors).toContain('value="Ana Roy"');

    const english = await (await fetch(`${backendOrigin()}/checkout/${await newCheckout({ locale: 'de' })}`)).text();
    expect(english).toContain('<html lang="en-CA">');
    expect(english).toContain('Your details');
  });
});

describe("the platform's own checkout read (GET /v1/checkouts/{id})", () => {
  it('answers the secret key only, with the metadata', async () => {
    const id = await newCheckout({ locale: 'fr' });
    const read = (token: string) => getJson(`/v1/checkouts/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    const secret = await read(LOCAL_DEFAULTS.surecartSecretKey);
    expect(secret.status).toBe(200);
    expect(secret.body).toMatchObject({ id, object: 'checkout', metadata: { locale: 'fr' } });
    const publicToken = await read(LOCAL_DEFAULTS.surecartPublicToken);
    expect(publicToken.status).toBe(401);
    expect(publicToken.body).toMatchObject({ code: 'unauthorized' });
    const unknown = await getJson('/v1/checkouts/not-a-checkout', {
      headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartSecretKey}` },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("the shop host's return route (GET /surecart/redirect)", () => {
  const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

  /** A checkout with `metadata`, paid on the hosted checkout; where the payment sent the shopper. */
  async function paidWith(metadata: Record<string, string>) {
    const id = await newCheckout(metadata);
    await fetch(`${backendOrigin()}/checkout/${id}/details`, { ...form(hostedCheckoutDetails()), redirect: 'manual' });
    const paid = await fetch(`${backendOrigin()}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
    return { id, location: paid.headers.get('location')! };
  }

  const follow = (address: string) => fetch(address, { redirect: 'manual' });

  it("sends the paid shopper on to the checkout's metadata.page_url, adding checkout_id", async () => {
    const { id, location } = await paidWith({ page_url: 'https://shop.example/fr/thank-you', locale: 'fr' });
    expect(location).toBe(`${backendOrigin()}/surecart/redirect?checkout_id=${id}`);
    const returned = await follow(location);
    expect(returned.status).toBe(302);
    expect(returned.headers.get('location')).toBe(`https://shop.example/fr/thank-you?checkout_id=${id}`);
  });

  it("keeps the page address's own query and fragment, and replaces a checkout_id it already had", async () => {
    const id = await newCheckout({ page_url: 'https://shop.example/thank-you?ref=mail&checkout_id=old#top' });
    const returned = await follow(`${backendOrigin()}/surecart/redirect?checkout_id=${id}`);
    expect(returned.headers.get('location')).toBe(`https://shop.example/thank-you?ref=mail&checkout_id=${id}#top`);
  });

  it('answers a page, not a redirect, for a checkout naming no page, or one that is not a web address', async () => {
    const unusable: Array<Record<string, string>> = [
      {},
      { locale: 'fr' },
      { page_url: 'javascript:alert(1)' },
      { page_url: 'not a url' },
    ];
    for (const metadata of unusable) {
      const id = await newCheckout(metadata);
      const returned = await follow(`${backendOrigin()}/surecart/redirect?checkout_id=${id}`);
      expect(returned.status, JSON.stringify(metadata)).toBe(404);
      expect(returned.headers.get('location')).toBeNull();
      expect(await returned.text()).toContain('names no page of the shop to return to');
    }
  });

  it('answers 404, never a 5xx, without a checkout id or for one that does not exist', async () => {
    for (const query of [
      '',
      '?checkout_id=',
      '?checkout_id=00000000-0000-4000-8000-000000000000',
      '?checkout_id=x%00y',
    ]) {
      const returned = await follow(`${backendOrigin()}/surecart/redirect${query}`);
      expect(returned.status, query).toBe(404);
      expect(returned.headers.get('location')).toBeNull();
    }
  });

  it("is what the hosted checkout's paid page links", async () => {
    const { id } = await paidWith({ page_url: 'https://shop.example/thank-you' });
    const page = await (await fetch(`${backendOrigin()}/checkout/${id}`)).text();
    expect(page).toContain(`href="${backendOrigin()}/surecart/redirect?checkout_id=${id}"`);
  });
});
