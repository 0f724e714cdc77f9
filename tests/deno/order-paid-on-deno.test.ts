/**
 * order-paid as Supabase runs it: its entry point served by Deno.serve under
 * Deno, with its own deno.json, against the embedded backend (Auth, the
 * database's REST API and the commerce platform's checkouts) and a stand-in
 * for the e-mail API. A purchase on the hosted checkout records the platform's
 * `order.paid` event; the test sends it, signed, exactly as the backend's
 * webhook delivery would, and the buyer gets an account and one activation
 * e-mail whose link works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS, LOCAL_SURECART_WEBHOOK_SECRET } from '../../local/defaults.js';
import { webhookPayload } from '../../local/platform/webhooks.ts';
import { startLocalBackend, type LocalBackend } from '../../local/server.ts';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from '../../supabase/functions/_shared/webhook-signature.ts';
import { TEST_PORT_OFFSET } from '../support/backend-env.ts';
import { placeOrder } from '../support/test-orders.ts';
import { portHolder, portTaken, portTakenMessage, testPort } from '../support/test-ports.ts';
import { startResendStandIn, type ResendStandIn } from './resend-stand-in.ts';
import { serveOnDeno, type ServedFunction } from './serve-on-deno.ts';

const SERVER = 'Edge Functions on Deno backend';
const RESEND_API_KEY = 're_test_edge_functions_on_deno';
const MAIL_FROM = 'Vélo Nord <orders@velonord.ca>';

let backend: LocalBackend;
let resend: ResendStandIn;
let orderPaid: ServedFunction;

/** The `order.paid` event the backend recorded for a checkout, as its webhook delivery sends it. */
async function recordedEvent(checkoutId: string): Promise<string> {
  const { rows } = await backend.db.query<{
    id: number;
    type: string;
    data: Record<string, unknown>;
    created_at: Date;
  }>(`select id, type, data, created_at from local.events where type = 'order.paid' and data->>'checkout_id' = $1`, [
    checkoutId,
  ]);
  expect(rows).toHaveLength(1);
  return webhookPayload(rows[0]!);
}

/** Posts `body` to the function on Deno, signed with `secret` as the platform signs its webhooks. */
async function deliver(body: string, secret = LOCAL_SURECART_WEBHOOK_SECRET) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(orderPaid.origin, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: await signWebhook(body, timestamp, secret),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The activation e-mails in the outbox for `email` (the checkout's own order confirmation aside). */
const activationMails = async (email: string) =>
  (await backend.outbox.list(email)).filter((mail) => /^Activate/.test(mail.subject));

const accountsOf = async (email: string) =>
  (await backend.db.query('select id from auth.users where email = $1', [email])).rows;

/** A paid order on the hosted checkout; the backend keeps its event instead of delivering it. */
async function paidOrder(label: string) {
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const { checkoutId } = await placeOrder(backend.origin, email);
  return { email, event: await recordedEvent(checkoutId) };
}

beforeAll(async () => {
  const port = testPort(SERVER, TEST_PORT_OFFSET);
  if (await portTaken(port)) throw new Error(portTakenMessage(SERVER, port, TEST_PORT_OFFSET, portHolder(port)));
  backend = await startLocalBackend({ port, dataDir: null, testMode: true });
  // The backend's own order-paid (in process) must not answer these events first.
  const held = await fetch(`${backend.origin}/_local/webhooks/hold`, { method: 'POST' });
  expect(held.status).toBe(200);
  resend = await startResendStandIn(backend.outbox, RESEND_API_KEY);
  orderPaid = await serveOnDeno(
    'order-paid',
    {
      SUPABASE_URL: backend.origin,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_DEFAULTS.supabaseServiceRoleKey,
      SURECART_API_URL: `${backend.origin}/v1`,
      SURECART_SECRET_KEY: LOCAL_DEFAULTS.surecartSecretKey,
      SURECART_WEBHOOK_SECRET: LOCAL_SURECART_WEBHOOK_SECRET,
      SITE_URL: LOCAL_DEFAULTS.siteUrl,
      RESEND_API_KEY,
      MAIL_FROM,
      RESEND_API_ORIGIN: resend.origin,
    },
    { preload: ['tests/deno/resend-to-stand-in.ts'] },
  );
});

afterAll(async () => {
  await orderPaid?.stop();
  await resend?.close();
  await backend?.close();
});

describe('order-paid served by Deno', () => {
  it("opens the buyer's account and mails one activation link that signs them in", async () => {
    const { email, event } = await paidOrder('deno-buyer');

    const answer = await deliver(event);
    expect(answer, orderPaid.output()).toEqual({
      status: 200,
      body: { received: true, created: true, activationSent: true },
    });

    expect(await accountsOf(email)).toHaveLength(1);
    const mails = await activationMails(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Activate your Vélo Nord account']);
    expect(resend.senders).toContain(MAIL_FROM);
    const link = mails[0]!.links.find((href) => href.startsWith(`${backend.origin}/auth/v1/verify`));
    expect(link).toBeDefined();
    const opened = await fetch(link!, { redirect: 'manual' });
    const target = new URL(opened.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(`${LOCAL_DEFAULTS.siteUrl}/auth/confirm`);
    expect(new URLSearchParams(target.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('takes the same event again (the platform retries) without a second account or e-mail', async () => {
    const { email, event } = await paidOrder('deno-retried');
    expect((await deliver(event)).body).toMatchObject({ activationSent: true });

    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(again.body).not.toMatchObject({ activationSent: true });
    expect(await accountsOf(email)).toHaveLength(1);
    expect(await activationMails(email)).toHaveLength(1);
  });

  it('refuses an event signed with another secret, and opens nothing', async () => {
    const { email, event } = await paidOrder('deno-forged');
    const answer = await deliver(event, 'whsec_someone_else');
    expect(answer.status).toBe(401);
    expect(await accountsOf(email)).toEqual([]);
    expect(await activationMails(email)).toEqual([]);
  });
});
