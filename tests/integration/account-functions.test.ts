/**
 * The account functions as the shop and the commerce platform call them:
 * order-paid (a paid order opens the buyer's account) and resend-activation.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SURECART_WEBHOOK_SECRET } from '../../local/defaults.js';
import { asRequest, openDatabase, type Database } from '../../local/db.ts';
import { databaseOrderRecords } from '../../local/functions/account-functions.ts';
import { signWebhook } from '../../supabase/functions/_shared/webhook-signature.ts';
import {
  backendOrigin,
  checkoutHostRequest,
  commerceGet,
  failNext,
  getJson,
  holdDeliveries,
  hostedCheckoutDetails,
  paidOrderEvent,
  platformSigned,
  releaseDeliveries,
} from './helpers.ts';
import {
  adminClient,
  anonClient,
  confirmedUser,
  mailTo,
  openLink,
  putJson,
  expectFrenchPages,
  SITE_URL,
  uniqueEmail,
} from './auth-helpers.ts';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
});

/**
 * Buys one product on the hosted checkout as `email`, with the metadata the
 * shop's pages give a checkout (the English thank-you page as `page_url`
 * unless `metadata` says otherwise, as the French pages do); returns the
 * checkout id and where the payment sent the shopper: through the shop host's
 * return route, to the page the checkout names.
 */
async function buyAs(email: string, metadata?: Record<string, string>): Promise<{ id: string; returnedTo: string }> {
  const { body } = await commerceGet('/products?limit=100&expand[]=prices&expand[]=variants');
  const product = body.data.find((p: { variants: { data: unknown[] } }) => p.variants.data.length === 0);
  const created = await checkoutHostRequest('POST', '/checkouts', {
    line_items: [{ price: product.prices.data[0].id, quantity: 1 }],
    live_mode: true,
    metadata: { page_url: `${SITE_URL}/thank-you`, ...metadata },
  });
  const id = created.body.id as string;
  const details = await fetch(`${backendOrigin()}/checkout/${id}/details`, form(hostedCheckoutDetails(email)));
  expect(details.status).toBe(303);
  const paid = await fetch(`${backendOrigin()}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(`${backendOrigin()}/surecart/redirect?checkout_id=${id}`);
  const returned = await fetch(paid.headers.get('location')!, { redirect: 'manual' });
  expect(returned.status).toBe(302);
  return { id, returnedTo: returned.headers.get('location')! };
}

async function findUser(email: string) {
  const { data } = await adminClient().auth.admin.listUsers({ page: 1, perPage: 1000 });
  return data.users.filter((u) => u.email === email);
}

const activationMails = async (email: string) => (await mailTo(email)).filter((m) => /^Activate/.test(m.subject));

async function postOrderPaid(body: string, headers: Record<string, string>) {
  return getJson('/functions/v1/order-paid', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
}

describe('order-paid', () => {
  it('a paid order creates an unconfirmed account, mails an activation link to /auth/confirm, and signs in there', async () => {
    const email = uniqueEmail('buyer');
    await buyAs(email);
    const [user, ...others] = await findUser(email);
    expect(others).toEqual([]);
    expect(user).toMatchObject({ email, user_metadata: { password_set: false } });
    expect(user!.email_confirmed_at).toBeUndefined();

    const [mail, ...more] = await activationMails(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Activate your Vélo Nord account');
    const link = mail!.links.find((l) => l.includes('/auth/v1/verify'))!;
    expect(mail!.text).toContain(link);
    const opened = await openLink(link);
    expect(opened.target).toBe(`${SITE_URL}/auth/confirm`);
    const { data } = await anonClient().auth.getUser(opened.params.access_token);
    // Signed in and confirmed, still without a password: the Set Your Password dialog opens.
    expect(data.user).toMatchObject({ email, user_metadata: { password_set: false } });
    expect(data.user!.email_confirmed_at).toBeTruthy();
  });

  it('is idempotent: the same event delivered again creates no second account and sends no second e-mail', async () => {
    const email = uniqueEmail('twice');
    await buyAs(email);
    const events = (await getJson('/_local/events?type=order.paid')).body as Array<{
      id: number;
      data: { email: string };
    }>;
    const event = events.find((e) => e.data.email === email)!;
    const again = await getJson(`/_local/webhooks/redeliver/${event.id}`, { method: 'POST' });
    expect(again.body).toMatchObject({ status: 200 });
    expect(await findUser(email)).toHaveLength(1);
    expect(await activationMails(email)).toHaveLength(1);
  });

  it('a buyer who already has an active account gets no activation e-mail', async () => {
    const user = await confirmedUser();
    await buyAs(user.email);
    expect(await activationMails(user.email)).toEqual([]);
    expect(await findUser(user.email)).toHaveLength(1);
  });

  it('refuses unsigned, wrongly signed and stale deliveries with 401, and malformed events with 4xx', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'order.paid',
      data: { object: { id: 'ord_x', customer: { id: 'cus_x', email: uniqueEmail('forged') } } },
    });
    const now = String(Math.floor(Date.now() / 1000));
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    const cases: Array<Record<string, string>> = [
      {},
      { 'X-Webhook-Timestamp': now, 'X-Webhook-Signature': await signWebhook(body, now, 'not-the-secret') },
      {
        'X-Webhook-Timestamp': stale,
        'X-Webhook-Signature': await signWebhook(body, stale, LOCAL_SURECART_WEBHOOK_SECRET),
      },
      {
        'X-Webhook-Timestamp': now,
        'X-Webhook-Signature': await signWebhook(`${body} `, now, LOCAL_SURECART_WEBHOOK_SECRET),
      },
    ];
    for (const headers of cases) {
      const { status, body: answer } = await postOrderPaid(body, headers);
      expect(status).toBe(401);
      expect(answer).toEqual({ error: 'Invalid signature' });
    }
    const signed = async (raw: string) => ({
      'X-Webhook-Timestamp': now,
      'X-Webhook-Signature': await signWebhook(raw, now, LOCAL_SURECART_WEBHOOK_SECRET),
    });
    for (const raw of [
      '{',
      '[]',
      JSON.stringify({ id: 'evt_1', type: 'order.paid', data: {} }),
      JSON.stringify({ id: 'evt_2', type: 'order.paid', data: { object: { customer: 'cus_1' } } }),
    ]) {
      const { status, body: answer } = await postOrderPaid(raw, await signed(raw));
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(answer).toEqual({ error: expect.any(String) });
    }
  });
});

const pendingEvent = async (checkoutId: string) => {
  const events = (await getJson('/_local/events?type=order.paid')).body as Array<{
    id: number;
    data: { checkout_id: string };
  }>;
  return events.find((e) => e.data.checkout_id === checkoutId)!;
};

describe('order-paid with the event the platform really sends', () => {
  afterEach(async () => {
    await getJson('/_local/faults', { method: 'DELETE' });
    await releaseDeliveries();
  });

  it('an event carrying only the checkout id opens the account and mails the activation link once', async () => {
    const email = uniqueEmail('id-only');
    await holdDeliveries();
    const { id } = await buyAs(email);
    expect(await findUser(email)).toEqual([]);

    const body = paidOrderEvent(`evt_ref_${id}`, id);
    expect(body).not.toContain(email);
    const answer = await postOrderPaid(body, await platformSigned(body));
    expect(answer).toMatchObject({ status: 200, body: { received: true, created: true, activationSent: true } });
    expect(await findUser(email)).toHaveLength(1);
    const [mail, ...more] = await activationMails(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Activate your Vélo Nord account');

    // The backend's own event for the same order, sent late, mails nothing more.
    const event = await pendingEvent(id);
    const sent = (await releaseDeliveries()).body as Array<{ id: number; status: number }>;
    expect(sent.find((d) => d.id === event.id)).toMatchObject({ status: 200 });
    expect(await activationMails(email)).toHaveLength(1);
  });

  it('an event whose checkout cannot be read answers 503, records nothing, and the delivery retried opens the account', async () => {
    const email = uniqueEmail('unreadable-checkout');
    await getJson('/_local/webhooks/deliver', { method: 'POST' });
    await failNext('GET', '/v1/checkouts/*', 503);
    const { id } = await buyAs(email);
    // The delivery at payment met the outage: no account, no e-mail, and the event still waits for delivery.
    expect(await findUser(email)).toEqual([]);
    expect(await activationMails(email)).toEqual([]);
    const event = await pendingEvent(id);
    const delivered = (await getJson('/_local/webhooks/deliver', { method: 'POST' })).body as Array<{
      id: number;
      status: number;
    }>;
    expect(delivered.find((d) => d.id === event.id)).toMatchObject({ status: 200 });
    expect(await findUser(email)).toHaveLength(1);
    expect(await activationMails(email)).toHaveLength(1);
  });

  it('answers the read failure itself with 503, and the same event delivered again is handled in full', async () => {
    const email = uniqueEmail('direct-503');
    await holdDeliveries();
    const { id } = await buyAs(email);
    await failNext('GET', '/v1/checkouts/*', 500);
    const body = paidOrderEvent(`evt_503_${id}`, id);
    const answer = await postOrderPaid(body, await platformSigned(body));
    expect(answer).toMatchObject({ status: 503, body: { error: expect.stringContaining('retried') } });
    expect(await findUser(email)).toEqual([]);
    const again = await postOrderPaid(body, await platformSigned(body));
    expect(again).toMatchObject({ status: 200, body: { created: true, activationSent: true } });
    expect(await activationMails(email)).toHaveLength(1);
  });

  it('answers 422 (not a 5xx the platform would retry forever) to a NUL in the event id or the checkout id, and opens nothing', async () => {
    const email = uniqueEmail('nul-order');
    await holdDeliveries();
    const { id } = await buyAs(email);
    for (const raw of [paidOrderEvent('e\u0000vt_nul', id), paidOrderEvent('evt_nul_checkout', `${id}\u0000`)]) {
      const answer = await postOrderPaid(raw, await platformSigned(raw));
      expect(answer).toMatchObject({ status: 422, body: { error: expect.stringContaining('unreadable') } });
    }
    expect(await findUser(email)).toEqual([]);
    expect(await activationMails(email)).toEqual([]);
  });
});

describe('PUT /_local/functions/rate-limits', () => {
  it('answers a malformed body with 400 saying what is wrong, and keeps the limits', async () => {
    const before = await getJson('/_local/functions/rate-limits', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(before.status).toBe(200);
    const bodies: Array<[string | Uint8Array<ArrayBuffer>, string]> = [
      ['{"email":', 'bad_json'],
      [new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), 'bad_json'],
      ['42', 'validation_failed'],
      ['null', 'validation_failed'],
      ['[]', 'validation_failed'],
      ['{"perAddress":null}', 'validation_failed'],
      ['{"perAddress":{"max":-1,"windowSeconds":60}}', 'validation_failed'],
      ['{"perIp":{"max":1,"windowSeconds":"v\\u0000alue"}}', 'bad_json'],
      ['{"perDay":{"max":1,"windowSeconds":60}}', 'validation_failed'],
    ];
    for (const [body, code] of bodies) {
      const answer = await getJson('/_local/functions/rate-limits', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(answer, String(body)).toMatchObject({ status: 400, body: { code, message: expect.any(String) } });
    }
    const after = await getJson('/_local/functions/rate-limits', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(after.body).toEqual(before.body);
  });
});

describe('order-paid records in the database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase(null);
  });
  afterAll(async () => db?.close());

  it('link the customer id as the service role, record each event once, and a user cannot change the id', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (id, email) values (gen_random_uuid(), 'buyer@example.com') returning id`,
    );
    const userId = rows[0]!.id;
    const records = databaseOrderRecords(db);
    expect(await records.claimEvent('evt_1', 'order.paid')).toBe(true);
    expect(await records.claimEvent('evt_1', 'order.paid')).toBe(false);
    await records.linkCustomer(userId, 'cus_123');
    const profile = await db.query('select surecart_customer_id from public.users where user_id = $1', [userId]);
    expect(profile.rows).toEqual([{ surecart_customer_id: 'cus_123' }]);

    const asUser = { role: 'authenticated', sub: userId } as const;
    await expect(
      asRequest(db, asUser, (tx) =>
        tx.query(`update public.users set surecart_customer_id = 'cus_mine' where user_id = $1`, [userId]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(asRequest(db, asUser, (tx) => tx.query('select * from public.webhook_events'))).rejects.toMatchObject({
      code: '42501',
    });
  });
});

describe('resend-activation', () => {
  const call = (body: unknown, headers: Record<string, string> = {}) =>
    getJson('/functions/v1/resend-activation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-environment': 'production', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('sends a new activation link to an account waiting for activation', async () => {
    const email = uniqueEmail('pending');
    await adminClient().auth.admin.createUser({ email, user_metadata: { password_set: false } });
    const { status, body } = await call({ email });
    expect(status).toBe(200);
    // The link leaves after the answer (see the timing test below).
    await expect.poll(() => activationMails(email)).toHaveLength(1);
    const [mail] = await activationMails(email);
    expect((await openLink(mail!.links.find((l) => l.includes('/auth/v1/verify'))!)).target).toBe(
      `${SITE_URL}/auth/confirm`,
    );
    expect(body).toEqual({ message: expect.any(String) });
  });

  it('answers unknown and active addresses exactly the same, and mails neither', async () => {
    const active = await confirmedUser();
    const unknown = uniqueEmail('nobody');
    const pending = uniqueEmail('pending');
    await adminClient().auth.admin.createUser({ email: pending });
    const answers = [
      await call({ email: unknown }),
      await call({ email: active.email }),
      await call({ email: pending }),
    ];
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: answers[0]!.body });
    // Once the pending account, asked last, has its link, the others' turns have passed.
    await expect.poll(() => activationMails(pending)).toHaveLength(1);
    expect(await mailTo(unknown)).toEqual([]);
    expect(await activationMails(active.email)).toEqual([]);
  });

  it('limits requests per address (429 with {error}) whether or not the address has an account', async () => {
    for (const email of [uniqueEmail('nobody'), uniqueEmail('nobody')]) {
      expect((await call({ email })).status).toBe(200);
      const limited = await call({ email });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: expect.any(String) });
    }
  });

  it('limits requests per IP', async () => {
    await putJson('/_local/functions/rate-limits', { perIp: { max: 2, windowSeconds: 3600 } });
    try {
      expect((await call({ email: uniqueEmail() })).status).toBe(200);
      expect((await call({ email: uniqueEmail() })).status).toBe(200);
      expect((await call({ email: uniqueEmail() })).status).toBe(429);
    } finally {
      await getJson('/_local/functions/rate-limits', { method: 'DELETE' });
    }
  });

  it('answers malformed requests with a 4xx {error}, never a 5xx', async () => {
    const bodies = [
      '',
      '{',
      '[]',
      'null',
      '"a@b.ca"',
      '{"email": 5}',
      '{"email": "no-at"}',
      '{"email": null}',
      JSON.stringify({ email: `${'a'.repeat(300)}@b.ca` }),
      JSON.stringify({ email: 'x'.repeat(20_000) }),
    ];
    for (const body of bodies) {
      const { status, body: answer } = await call(body);
      expect(status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(answer).toEqual({ error: expect.any(String) });
    }
    const get = await getJson('/functions/v1/resend-activation');
    expect(get.status).toBe(405);
    const preflight = await fetch(`${backendOrigin()}/functions/v1/resend-activation`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE_URL,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, x-environment, authorization, apikey, x-client-info',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-environment');
  });

  // Its answer is sent before the account is looked up (shown in the handler's unit test); the
  // time each path takes is measured by `npm run bench`, never here.
  it('answers waiting accounts and unknown addresses alike, and mails only the waiting accounts', async () => {
    const pending = [uniqueEmail('pending'), uniqueEmail('pending')];
    for (const email of pending) {
      await adminClient().auth.admin.createUser({ email, user_metadata: { password_set: false } });
    }
    const unknown = uniqueEmail('nobody');
    const answers: Awaited<ReturnType<typeof call>>[] = [];
    for (const email of [...pending, unknown]) answers.push(await call({ email }));
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(
      answers.map(() => ({ status: 200, body: answers[2]!.body })),
    );
    for (const email of pending) await expect.poll(() => activationMails(email)).toHaveLength(1);
    expect(await activationMails(unknown)).toHaveLength(0);
  });

  it('works through supabase-js functions.invoke as the shop calls it', async () => {
    const { data, error } = await anonClient().functions.invoke('resend-activation', {
      body: { email: uniqueEmail() },
      headers: { 'x-environment': 'production' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ message: expect.any(String) });
  });
});

describe('the e-mails of an order in the language of its checkout', () => {
  const subjectIs = (subject: RegExp) => async (email: string) =>
    (await mailTo(email)).filter((m) => subject.test(m.subject));

  it('a French checkout returns to /fr/thank-you and mails the confirmation and the activation in French', async () => {
    const email = uniqueEmail('acheteur');
    const { id, returnedTo } = await buyAs(email, { page_url: `${SITE_URL}/fr/thank-you`, locale: 'fr' });
    expect(returnedTo).toBe(`${SITE_URL}/fr/thank-you?checkout_id=${id}`);

    const [confirmation] = await subjectIs(/^Votre commande Vélo Nord nº\u00a0\d+$/)(email);
    expect(confirmation).toBeDefined();
    expect(confirmation!.text).toContain('Merci pour votre commande, Ana!');
    expect(confirmation!.text).toMatch(/Total\u00a0: [\d\u202f\u00a0]+,\d\d\u00a0\$ CAD/);
    expect(confirmation!.text).toContain(`Votre commande\u00a0: ${SITE_URL}/fr/thank-you?sc_order=${id}`);
    expect(confirmation!.html).toContain(`href="${SITE_URL}/fr/login"`);
    expect(confirmation!.text).not.toMatch(/Thank you|order #|e-mail/);
    expectFrenchPages(confirmation!);

    const [activation, ...more] = await subjectIs(/^Activez votre compte Vélo Nord$/)(email);
    expect(more).toEqual([]);
    expect(activation!.text).toContain('Activer mon compte\u00a0: ');
    expect(activation!.html).toContain('<html lang="fr-CA">');
    expectFrenchPages(activation!);
    const opened = await openLink(activation!.links.find((l) => l.includes('/auth/v1/verify'))!);
    expect(opened.target).toBe(`${SITE_URL}/fr/auth/confirm`);
    expect(opened.params.access_token).toBeTruthy();
  });

  it('an English checkout keeps the English return, confirmation and activation', async () => {
    const email = uniqueEmail('buyer');
    const { id, returnedTo } = await buyAs(email);
    expect(returnedTo).toBe(`${SITE_URL}/thank-you?checkout_id=${id}`);
    const [confirmation] = await subjectIs(/^Your Vélo Nord order #\d+$/)(email);
    expect(confirmation!.text).toContain('Thank you for your order, Ana!');
    expect(confirmation!.text).toContain(`Your order: ${SITE_URL}/thank-you?sc_order=${id}`);
    expect(confirmation!.text).toContain(`Already have an account? Sign in: ${SITE_URL}/login`);
    expect(await activationMails(email)).toHaveLength(1);
  });

  it('resend-activation with locale "fr" mails the French activation to /fr/auth/confirm; any other locale is English', async () => {
    const call = (body: unknown) =>
      getJson('/functions/v1/resend-activation', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const french = uniqueEmail('attente');
    await adminClient().auth.admin.createUser({ email: french, user_metadata: { password_set: false } });
    const answer = await call({ email: french, locale: 'fr' });
    expect(answer).toMatchObject({ status: 200, body: { message: expect.stringContaining('activation') } });
    await expect.poll(() => subjectIs(/^Activez votre compte Vélo Nord$/)(french)).toHaveLength(1);
    const [mail] = await subjectIs(/^Activez votre compte Vélo Nord$/)(french);
    expectFrenchPages(mail!);
    expect((await openLink(mail!.links.find((l) => l.includes('/auth/v1/verify'))!)).target).toBe(
      `${SITE_URL}/fr/auth/confirm`,
    );
    const limited = await call({ email: french, locale: 'fr' });
    expect(limited).toMatchObject({ status: 429, body: { error: 'Trop de demandes. Veuillez réessayer plus tard.' } });

    for (const locale of ['de', 'FR', { fr: true }, `${SITE_URL}/fr/`]) {
      const email = uniqueEmail('pending');
      await adminClient().auth.admin.createUser({ email, user_metadata: { password_set: false } });
      expect((await call({ email, locale })).status).toBe(200);
      await expect.poll(() => activationMails(email)).toHaveLength(1);
    }
  });
});
