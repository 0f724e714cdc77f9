/**
 * order-paid on the running backend mails one activation link per account:
 * several orders paid by one new address (several `order.paid` events) leave
 * one e-mail whose link works, and the claim behind it gives way once the
 * link has expired. An account signed up with a password but never
 * confirmed is handed to the buyer: its e-mail asks for a password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SURECART_WEBHOOK_SECRET } from '../../local/defaults.js';
import { openDatabase, type Database } from '../../local/db.ts';
import { databaseOrderRecords } from '../../local/functions/account-functions.ts';
import { ACTIVATION_CLAIM_TYPE, activationClaim } from '../../supabase/functions/order-paid/handler.ts';
import { signWebhook } from '../../supabase/functions/order-paid/webhook-signature.ts';
import { adminClient, anonClient, mailTo, openLink, SITE_URL, uniqueEmail } from './auth-helpers.ts';
import { getJson } from './helpers.ts';

/** The commerce platform's `order.paid` event for a new order of `email`, signed as it signs them. */
async function postPaidOrder(email: string, n: number) {
  const body = JSON.stringify({
    id: `evt_${n}_${email}`,
    type: 'order.paid',
    data: { object: { id: `ord_${n}`, customer: { id: `cus_${email}`, email } } },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return getJson('/functions/v1/order-paid', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Webhook-Timestamp': timestamp,
      'X-Webhook-Signature': await signWebhook(body, timestamp, LOCAL_SURECART_WEBHOOK_SECRET),
    },
    body,
  });
}

const activationMails = async (email: string) => (await mailTo(email)).filter((m) => /^Activate/.test(m.subject));

describe('order-paid activation e-mails', () => {
  it('five orders paid by one new address, all at once: one account, one e-mail, and its link works', async () => {
    const email = uniqueEmail('five-orders');
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => postPaidOrder(email, n)));
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
    expect((await postPaidOrder(email, 1)).body).toMatchObject({ created: true, activationSent: true });
    expect((await postPaidOrder(email, 2)).body).toMatchObject({ created: false, activationSent: false });
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
    await postPaidOrder(email, 1);
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
