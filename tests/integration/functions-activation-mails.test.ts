/**
 * order-paid on the running backend mails one activation link per account:
 * several orders paid by one new address (several `order.paid` events) leave
 * one e-mail whose link works, and the claim behind it gives way once the
 * link has expired. An account signed up with a password but never
 * confirmed is handed to the buyer: its e-mail asks for a password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../local/db.ts';
import { databaseOrderRecords } from '../../local/functions/account-functions.ts';
import { ACTIVATION_CLAIM_TYPE, activationClaim } from '../../supabase/functions/order-paid/handler.ts';
import { adminClient, anonClient, mailTo, openLink, SITE_URL, uniqueEmail } from './auth-helpers.ts';
import {
  getJson,
  holdDeliveries,
  paidOrderEvent,
  placeTestOrder,
  platformSigned,
  releaseDeliveries,
} from './helpers.ts';

/** The commerce platform's `order.paid` event for the order of `checkoutId`, signed as it signs them. */
async function postPaidOrder(checkoutId: string, n: number) {
  const body = paidOrderEvent(`evt_${n}_${checkoutId}`, checkoutId);
  return getJson('/functions/v1/order-paid', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await platformSigned(body)) },
    body,
  });
}

/** `count` orders paid by `email`, one after another; their checkout ids. */
async function ordersOf(email: string, count: number): Promise<string[]> {
  const checkouts: string[] = [];
  for (let n = 0; n < count; n++) checkouts.push((await placeTestOrder(email)).checkoutId);
  return checkouts;
}

const activationMails = async (email: string) => (await mailTo(email)).filter((m) => /^Activate/.test(m.subject));

describe('order-paid activation e-mails', () => {
  // Payments record their events without sending them: each test posts the events it means to.
  beforeAll(holdDeliveries);
  afterAll(releaseDeliveries);

  it('five orders paid by one new address, all at once: one account, one e-mail, and its link works', async () => {
    const email = uniqueEmail('five-orders');
    const checkouts = await ordersOf(email, 5);
    const answers = await Promise.all(checkouts.map((checkout, n) => postPaidOrder(checkout, n)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.activationSent)).toHaveLength(1);

    const [mail, ...more] = await activationMails(email);
    expect(more).toEqual([]);
    const opened = await openLink(mail!.links.find((l) => l.includes('/auth/v1/verify'))!);
    expect(opened.target).toBe(`${SITE_URL}/auth/confirm`);
    const { data } = await anonClient().auth.getUser(opened.params.access_token);
    expect(data.user).toMatchObject({ email, user_metadata: { password_set: false } });
  });

  it('one more order later on, while the link is still valid: no second e-mail', async () => {
    const email = uniqueEmail('two-orders');
    const [first, second] = await ordersOf(email, 2);
    expect((await postPaidOrder(first!, 1)).body).toMatchObject({ created: true, activationSent: true });
    expect((await postPaidOrder(second!, 2)).body).toMatchObject({ created: false, activationSent: false });
    expect(await activationMails(email)).toHaveLength(1);
  });

  it('an account signed up with a password but never confirmed is handed to the buyer: the e-mail asks for a password', async () => {
    const email = uniqueEmail('self-registered');
    const { error } = await adminClient().auth.admin.createUser({
      email,
      password: 'Cycling2025',
      email_confirm: false,
      user_metadata: { password_set: true },
    });
    expect(error).toBeNull();
    const [checkout] = await ordersOf(email, 1);
    await postPaidOrder(checkout!, 1);
    const [mail, ...more] = await activationMails(email);
    expect(more).toEqual([]);
    // Whoever signed up may not be whoever owns the address: the sign-up's password no longer opens it.
    expect(mail!.text).toContain('asks you to choose a password');
    expect(mail!.text).not.toContain('your password stays');
    const { error: refused } = await anonClient().auth.signInWithPassword({ email, password: 'Cycling2025' });
    expect(refused?.code).toBe('invalid_credentials');
  });
});

describe('the activation claim in the database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase(null);
  });
  afterAll(async () => db?.close());

  it('holds while the link it stands for is valid, and gives way once it has expired (an hour)', async () => {
    const records = databaseOrderRecords(db);
    const claim = activationClaim('7d1c0f4e-1111-4c4c-9d9d-000000000001');
    expect(await records.claimEvent(claim, ACTIVATION_CLAIM_TYPE)).toBe(true);
    expect(await records.claimEvent(claim, ACTIVATION_CLAIM_TYPE)).toBe(false);
    await db.query(`update public.webhook_events set received_at = now() - interval '59 minutes' where id = $1`, [
      claim,
    ]);
    expect(await records.claimEvent(claim, ACTIVATION_CLAIM_TYPE)).toBe(false);
    await db.query(`update public.webhook_events set received_at = now() - interval '61 minutes' where id = $1`, [
      claim,
    ]);
    expect(await records.claimEvent(claim, ACTIVATION_CLAIM_TYPE)).toBe(true);
    const { rows } = await db.query<{ id: string }>('select id from public.webhook_events where id = $1', [claim]);
    expect(rows).toHaveLength(1);
  });

  it('lets an old event id of the platform stay handled: only activation claims expire', async () => {
    const records = databaseOrderRecords(db);
    expect(await records.claimEvent('evt_old', 'order.paid')).toBe(true);
    await db.query(`update public.webhook_events set received_at = now() - interval '2 days' where id = 'evt_old'`);
    expect(await records.claimEvent('evt_old', 'order.paid')).toBe(false);
  });
});
