/**
 * "Notify me when it is back" on the running backend: a request is kept only
 * behind the reCAPTCHA gate and nobody reads it back over the API; a stock
 * change of its variant (local/'s product.stock_adjusted event, signed as the
 * platform signs it) mails it once, in its language, with a link to the
 * product with that variant chosen, and closes it, so a second event mails
 * nobody; a delivery without the platform's signature is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SURECART_WEBHOOK_SECRET } from '../../local/defaults.js';
import { signWebhook } from '../../supabase/functions/_shared/webhook-signature.ts';
import { adminClient, anonClient, mailTo, SITE_URL, uniqueEmail } from './auth-helpers.ts';
import { changeStock, commerceGet, getJson, platformSigned } from './helpers.ts';
import { verifiedTokenOverHttp } from './recaptcha-tokens.ts';
import { createTestUser } from './supabase-clients.ts';

/** A bike whose size M the demo catalogue has sold out. */
const SLUG = 'bromont-hardtail-29';

interface Variant {
  id: string;
  option_1: string;
  option_2: string;
  available_stock: number;
}

let product: { id: string; name: string; metadata: Record<string, string>; variants: { data: Variant[] } };
let soldOut: Variant;

const reset = () => getJson('/_local/reset', { method: 'POST' });

/** A request as the product page sends it, through PostgREST with the anon key and a token verified for `action`. */
async function ask(email: string, language: 'en' | 'fr', action = 'back_in_stock', variantId = soldOut.id) {
  return anonClient()
    .from('back_in_stock_requests')
    .insert([
      {
        email,
        variant_id: variantId,
        product_slug: SLUG,
        language,
        recaptcha_token: await verifiedTokenOverHttp(action),
      },
    ]);
}

/** Every request of `email`, as the service role reads them. */
async function requestsOf(email: string) {
  const { data, error } = await adminClient().from('back_in_stock_requests').select('*').eq('email', email);
  expect(error).toBeNull();
  return data as { email: string; language: string; variant_id: string; closed_at: string | null }[];
}

/** The stock events local/ recorded, newest first. */
const stockEvents = async () =>
  (await getJson('/_local/events?type=product.stock_adjusted')).body as { id: number; delivered_at?: unknown }[];

beforeAll(async () => {
  await reset();
  const { status, body } = await commerceGet(`/products/${SLUG}?expand[]=variants`);
  expect(status).toBe(200);
  product = body;
  soldOut = product.variants.data.find((v) => v.option_1 === 'M' && v.available_stock <= 0)!;
  expect(soldOut, 'the demo catalogue sells out the Bromont in M').toBeDefined();
});
afterAll(reset);

describe('asking to be told when a variant is back', () => {
  it('is kept only with a token verified for it, once per address and variant, the address as the shop compares it', async () => {
    const email = uniqueEmail('back');
    const unverified = await anonClient()
      .from('back_in_stock_requests')
      .insert([{ email, variant_id: soldOut.id, product_slug: SLUG, language: 'en', recaptcha_token: 'made-up' }]);
    expect(unverified.error).toMatchObject({ code: 'P0001', details: 'unverified-token' });
    expect((await ask(email, 'en', 'contact')).error).toMatchObject({ code: 'P0001', details: 'wrong-action' });
    expect(await requestsOf(email)).toEqual([]);

    expect((await ask(` ${email.toUpperCase()} `, 'fr')).error).toBeNull();
    // Asked again while the first is open: answered the same, and still one request.
    expect((await ask(email, 'fr')).error).toBeNull();
    expect(await requestsOf(email)).toEqual([
      expect.objectContaining({ email, language: 'fr', variant_id: soldOut.id, closed_at: null }),
    ]);
  });

  it('is read by nobody over the API: not a visitor, not a signed-in shopper, not even the one who asked', async () => {
    const shopper = await createTestUser('back-reader');
    const { error } = await shopper.client.from('back_in_stock_requests').insert([
      {
        email: shopper.email,
        variant_id: soldOut.id,
        product_slug: SLUG,
        language: 'en',
        recaptcha_token: await verifiedTokenOverHttp('back_in_stock'),
      },
    ]);
    expect(error).toBeNull();
    for (const client of [anonClient(), shopper.client]) {
      const read = await client.from('back_in_stock_requests').select('email');
      expect(read.data ?? []).toEqual([]);
      expect(read.error).toMatchObject({ code: '42501' });
      const close = await client
        .from('back_in_stock_requests')
        .update({ closed_at: new Date().toISOString() })
        .eq('email', shopper.email);
      expect(close.error).toMatchObject({ code: '42501' });
    }
    expect(await requestsOf(shopper.email)).toEqual([expect.objectContaining({ closed_at: null })]);
  });
});

describe('when the variant is back', () => {
  it('mails each open request once in its language, with the variant chosen, and a second event mails nobody', async () => {
    const french = uniqueEmail('retour');
    const english = uniqueEmail('back-en');
    expect((await ask(french, 'fr')).error).toBeNull();
    expect((await ask(english, 'en')).error).toBeNull();

    // A change that leaves the size sold out mails nobody and closes nothing.
    expect((await changeStock({ variant: soldOut.id, available_stock: 0 })).status).toBe(204);
    expect(await mailTo(french)).toEqual([]);

    expect((await changeStock({ variant: soldOut.id, available_stock: 4 })).status).toBe(204);
    const [frMail, ...frMore] = await mailTo(french);
    expect(frMore).toEqual([]);
    expect(frMail!.subject).toBe(`${product.metadata.name_fr} est de retour en stock`);
    expect(frMail!.text).toContain(`(M / ${soldOut.option_2})`);
    expect(frMail!.links).toContain(`${SITE_URL}/fr/product/${SLUG}?variant=${soldOut.id}`);
    const [enMail, ...enMore] = await mailTo(english);
    expect(enMore).toEqual([]);
    expect(enMail!.subject).toBe(`${product.name} is back in stock`);
    expect(enMail!.links).toContain(`${SITE_URL}/product/${SLUG}?variant=${soldOut.id}`);
    expect((await requestsOf(french))[0]!.closed_at).not.toBeNull();
    expect((await requestsOf(english))[0]!.closed_at).not.toBeNull();

    // The same event again, and another stock change: the requests are closed, nobody is mailed twice.
    const [latest] = await stockEvents();
    expect((await getJson(`/_local/webhooks/redeliver/${latest!.id}`, { method: 'POST' })).body).toMatchObject({
      status: 200,
    });
    expect((await changeStock({ variant: soldOut.id, available_stock: 6 })).status).toBe(204);
    expect(await mailTo(french)).toHaveLength(1);
    expect(await mailTo(english)).toHaveLength(1);
  });

  it('escapes the product name it writes: a name with markup reaches the e-mail as text', async () => {
    const email = uniqueEmail('escape');
    expect((await ask(email, 'en')).error).toBeNull();
    await changeStock({ variant: soldOut.id, available_stock: 0 });
    // A copy of the bike under a hostile name, sharing its variants (and so their stock), as the platform could hold.
    const copy = await getJson('/_local/catalog/unlisted-products', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: SLUG,
        slug: 'bromont-hostile-name',
        name: '<img src=x onerror=alert(1)>Bromont',
        description: null,
      }),
    });
    expect(copy.status).toBe(201);
    await getJson('/_local/webhooks/hold', { method: 'POST' });
    try {
      await changeStock({ variant: soldOut.id, available_stock: 2 });
      const body = JSON.stringify({
        id: 'evt_hostile',
        object: 'event',
        type: 'product.stock_adjusted',
        data: { object: { id: copy.body.id } },
      });
      expect(await postRestock(body, await platformSigned(body))).toMatchObject({ status: 200, body: { mailed: 1 } });
    } finally {
      await getJson('/_local/webhooks/release', { method: 'POST' });
    }
    const [mail, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('<img src=x onerror=alert(1)>Bromont is back in stock');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;Bromont');
    expect(mail!.links).toContain(`${SITE_URL}/product/bromont-hostile-name?variant=${soldOut.id}`);
  });
});

/** A delivery to the product-restocked function with these headers. */
const postRestock = (body: string, headers: Record<string, string>) =>
  getJson('/functions/v1/product-restocked', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });

describe('the product-restocked webhook', () => {
  const event = (productId: string) =>
    JSON.stringify({
      id: `evt_restock_${productId}`,
      object: 'event',
      type: 'product.stock_adjusted',
      data: { object: { id: productId, object: 'product' } },
      account: 'acc_reference',
      created_at: Math.floor(Date.now() / 1000),
    });
  const post = postRestock;

  it('refuses a delivery without the platform’s signature, and mails nothing for it', async () => {
    const email = uniqueEmail('forged');
    expect((await ask(email, 'en')).error).toBeNull();
    await changeStock({ variant: soldOut.id, available_stock: 0 });
    // The store holds units again, but only a signed event may say so: the webhook stays held back.
    await getJson('/_local/webhooks/hold', { method: 'POST' });
    try {
      await changeStock({ variant: soldOut.id, available_stock: 3 });
      const body = event(product.id);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const forged = await signWebhook(body, timestamp, `${LOCAL_SURECART_WEBHOOK_SECRET}-not`);
      expect(await post(body, {})).toMatchObject({ status: 401, body: { error: 'Invalid signature' } });
      expect(await post(body, { 'X-Webhook-Timestamp': timestamp, 'X-Webhook-Signature': forged })).toMatchObject({
        status: 401,
        body: { error: 'Invalid signature' },
      });
      const stale = String(Math.floor(Date.now() / 1000) - 3600);
      expect(
        await post(body, {
          'X-Webhook-Timestamp': stale,
          'X-Webhook-Signature': await signWebhook(body, stale, LOCAL_SURECART_WEBHOOK_SECRET),
        }),
      ).toMatchObject({ status: 401 });
      expect(await mailTo(email)).toEqual([]);
      expect((await requestsOf(email))[0]!.closed_at).toBeNull();

      // Signed, it is taken: one e-mail.
      expect(await post(body, await platformSigned(body))).toMatchObject({ status: 200, body: { mailed: 1 } });
      expect(await mailTo(email)).toHaveLength(1);
    } finally {
      await getJson('/_local/webhooks/release', { method: 'POST' });
    }
  });

  it('answers an event naming no product the platform has with a 4xx, as the contract says', async () => {
    const body = event('no-such-product');
    expect(await post(body, await platformSigned(body))).toMatchObject({ status: 422 });
    const malformed = JSON.stringify({ id: 'evt_x', type: 'product.stock_adjusted', data: { object: { id: 42 } } });
    expect(await post(malformed, await platformSigned(malformed))).toMatchObject({ status: 422 });
  });
});
