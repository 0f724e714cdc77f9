/**
 * The database accepts a contact message or a subscription from the browser's
 * roles only with a reCAPTCHA token the verify function recorded: verified for
 * the right action, unused, unexpired and scored at or above the threshold; it
 * stores the verified score whatever the browser sent. Run on a fresh PGlite
 * with the real migrations, each request as PostgREST runs it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asRequest, openDatabase, type Database, type RequestClaims } from '../../local/db.ts';
import { verifiedToken } from './recaptcha-tokens.ts';

let db: Database;
const anon: RequestClaims = { role: 'anon' };

interface Failure {
  code: string;
  message: string;
  detail?: string;
}

async function attempt(claims: RequestClaims, sql: string, params: unknown[]): Promise<'ok' | Failure> {
  try {
    await asRequest(db, claims, (tx) => tx.query(sql, params));
    return 'ok';
  } catch (error) {
    const { code = 'error', message, detail } = error as Failure;
    return { code, message, detail };
  }
}

const insertContact = (token: string | null, score: number | null, email = `c-${randomUUID()}@x.ca`) =>
  attempt(
    anon,
    `insert into public.contact_forms (name, email, phone, message, recaptcha_token, recaptcha_score)
     values ('Sam Roy', $1, '5145550100', 'A question about sizing.', $2, $3)`,
    [email, token, score],
  );

const subscribe = (token: string | null, score: number | null, email = `s-${randomUUID()}@x.ca`) =>
  attempt(
    anon,
    `insert into public.subscribers (email, name, recaptcha_token, recaptcha_score) values ($1, 'Ana', $2, $3)`,
    [email, token, score],
  );

const refused = (detail: string) => ({ code: 'P0001', message: 'Failed to verify reCAPTCHA', detail });

beforeAll(async () => {
  db = await openDatabase(null);
});

afterAll(async () => {
  await db?.close();
});

describe('the reCAPTCHA gate', () => {
  it('accepts a verified token and stores the verified score over a forged one', async () => {
    const token = await verifiedToken(db, 'contact', 0.7);
    expect(await insertContact(token, 1, 'forger@x.ca')).toBe('ok');
    const { rows } = await db.query(`select recaptcha_score from public.contact_forms where email = 'forger@x.ca'`);
    expect(rows).toEqual([{ recaptcha_score: '0.70' }]);

    const subToken = await verifiedToken(db, 'subscribe_newsletter', 0.6);
    expect(await subscribe(subToken, 1, 'sub-forger@x.ca')).toBe('ok');
    const subs = await db.query(`select recaptcha_score from public.subscribers where email = 'sub-forger@x.ca'`);
    expect(subs.rows).toEqual([{ recaptcha_score: '0.60' }]);
  });

  it('accepts the product support action on contact messages', async () => {
    expect(await insertContact(await verifiedToken(db, 'product_support'), 0.9)).toBe('ok');
  });

  it('refuses a missing or unverified token', async () => {
    expect(await insertContact(null, 0.9)).toEqual(refused('missing-token'));
    expect(await insertContact('made-up-token', 0.9)).toEqual(refused('unverified-token'));
    expect(await subscribe(null, 0.9)).toEqual(refused('missing-token'));
    expect(await subscribe('made-up-token', 1)).toEqual(refused('unverified-token'));
  });

  it('refuses a token used before, even on the other table', async () => {
    const token = await verifiedToken(db, 'contact');
    expect(await insertContact(token, 0.9)).toBe('ok');
    expect(await insertContact(token, 0.9)).toEqual(refused('token-already-used'));
    const newsletter = await verifiedToken(db, 'subscribe_newsletter');
    expect(await subscribe(newsletter, 0.9)).toBe('ok');
    expect(await subscribe(newsletter, 0.9)).toEqual(refused('token-already-used'));
  });

  it('refuses an expired token', async () => {
    const token = await verifiedToken(db, 'contact');
    await db.query(
      `update public.recaptcha_verifications set expires_at = now() - interval '1 second'
       where token_hash = public.recaptcha_token_hash($1)`,
      [token],
    );
    expect(await insertContact(token, 0.9)).toEqual(refused('token-expired'));
  });

  it('refuses a score under 0.5 and accepts 0.5', async () => {
    expect(await insertContact(await verifiedToken(db, 'contact', 0.4), 0.9)).toEqual(refused('score-too-low'));
    expect(await subscribe(await verifiedToken(db, 'subscribe_newsletter', 0.1), 1)).toEqual(refused('score-too-low'));
    expect(await insertContact(await verifiedToken(db, 'contact', 0.5), 0.9)).toBe('ok');
  });

  it('refuses a token verified for another action', async () => {
    expect(await subscribe(await verifiedToken(db, 'contact'), 0.9)).toEqual(refused('wrong-action'));
    expect(await insertContact(await verifiedToken(db, 'subscribe_newsletter'), 0.9)).toEqual(refused('wrong-action'));
  });

  it('keeps a refused attempt from spending the token', async () => {
    const token = await verifiedToken(db, 'contact');
    // The row fails its own checks (too short a name) after the gate: the whole insert rolls back.
    const failed = await attempt(
      anon,
      `insert into public.contact_forms (name, email, phone, message, recaptcha_token) values ('S', 'a@x.ca', '5145550100', 'A question about sizing.', $1)`,
      [token],
    );
    expect(failed).toMatchObject({ code: '23514' });
    expect(await insertContact(token, 0.9)).toBe('ok');
  });

  it('hides verified tokens from the browser roles', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      expect(await attempt({ role }, 'select * from public.recaptcha_verifications', [])).toMatchObject({
        code: '42501',
      });
      expect(
        await attempt({ role }, `select public.record_recaptcha_verification('t', 'contact', 1, 'h', null)`, []),
      ).toMatchObject({ code: '42501' });
    }
  });

  it('refuses a token recorded twice', async () => {
    const token = await verifiedToken(db, 'contact');
    await expect(
      asRequest(db, { role: 'service_role' }, (tx) =>
        tx.query(`select public.record_recaptcha_verification($1, 'contact', 0.9, 'localhost', null)`, [token]),
      ),
    ).rejects.toMatchObject({ code: 'P0001', detail: 'duplicate-token' });
  });

  it('limits verifications per client address', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i++) await verifiedToken(db, 'contact', 0.9, ip);
    await expect(verifiedToken(db, 'contact', 0.9, ip)).rejects.toMatchObject({
      message: 'Too many attempts. Please try again later.',
      detail: 'rate-limited',
    });
    await expect(verifiedToken(db, 'contact', 0.9, '203.0.113.10')).resolves.toMatch(/^test-/);
  });

  it('limits contact messages per e-mail address', async () => {
    for (let i = 0; i < 5; i++)
      expect(await insertContact(await verifiedToken(db, 'contact'), 1, 'busy@x.ca')).toBe('ok');
    expect(await insertContact(await verifiedToken(db, 'contact'), 1, 'BUSY@x.ca')).toEqual({
      code: 'P0001',
      message: 'Too many messages from this address. Please try again later.',
      detail: 'rate-limited',
    });
  });

  it('caps every text field in length', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const row = { name: 'Sam Roy', email: 'long@x.ca', phone: '5145550100', message: 'A question about sizing.' };
    const cases: [keyof typeof row, string][] = [
      ['name', long(101)],
      ['email', `${long(250)}@x.ca`],
      ['phone', long(31)],
      ['message', long(5001)],
    ];
    for (const [field, value] of cases) {
      const values = { ...row, [field]: value };
      const result = await attempt(
        anon,
        `insert into public.contact_forms (name, email, phone, message, recaptcha_token) values ($1, $2, $3, $4, $5)`,
        [values.name, values.email, values.phone, values.message, await verifiedToken(db, 'contact')],
      );
      expect(result, field).toMatchObject({ code: '23514' });
    }
    expect(await subscribe(await verifiedToken(db, 'subscribe_newsletter'), 1, `${long(250)}@x.ca`)).toMatchObject({
      code: '23514',
    });
    expect(
      await attempt(anon, `insert into public.subscribers (email, name, recaptcha_token) values ('n@x.ca', $1, $2)`, [
        long(101),
        await verifiedToken(db, 'subscribe_newsletter'),
      ]),
    ).toMatchObject({ code: '23514' });
  });

  it('keeps the notification time out of the browser roles reach', async () => {
    const result = await attempt(
      anon,
      `insert into public.contact_forms (name, email, phone, message, recaptcha_token, notified_at) values ('Sam Roy', 'n@x.ca', '5145550100', 'A question about sizing.', $1, now())`,
      [await verifiedToken(db, 'contact')],
    );
    expect(result).toMatchObject({ code: '42501' });
  });
});
