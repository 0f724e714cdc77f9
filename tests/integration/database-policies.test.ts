/**
 * The real migrations, applied to a fresh PGlite, with requests run the way
 * PostgREST runs them (role and JWT claims per transaction), so row-level
 * security is enforced as on Supabase.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asRequest, openDatabase, type Database, type RequestClaims } from '../../local/db.ts';
import { verifiedToken } from './recaptcha-tokens.ts';

let db: Database;

const anon: RequestClaims = { role: 'anon' };
const user = (id: string): RequestClaims => ({ role: 'authenticated', sub: id });

async function createAuthUser(email: string, fullName = 'Test Rider'): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data) values ($1, 'authenticated', 'authenticated', $2, $3)`,
    [id, email, JSON.stringify({ full_name: fullName })],
  );
  return id;
}

/** Runs a statement as a request and returns the Postgres error code, or 'ok'. */
async function outcome(claims: RequestClaims, sql: string, params: unknown[] = []): Promise<string> {
  try {
    await asRequest(db, claims, (tx) => tx.query(sql, params));
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? 'error';
  }
}

beforeAll(async () => {
  db = await openDatabase(null);
});

afterAll(async () => {
  await db?.close();
});

describe('initial migration', () => {
  it('creates Supabase roles and the auth helpers', async () => {
    const roles = await db.query<{ rolname: string }>(
      `select rolname from pg_roles where rolname in ('anon','authenticated','service_role')`,
    );
    expect(roles.rows.map((r) => r.rolname).sort()).toEqual(['anon', 'authenticated', 'service_role']);
    const id = randomUUID();
    const claims = await asRequest(db, { role: 'authenticated', sub: id, email: 'a@b.ca' }, (tx) =>
      tx.query<{ uid: string; role: string; email: string; jwt: { sub: string } }>(
        'select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt',
      ),
    );
    expect(claims.rows[0]).toEqual({
      uid: id,
      role: 'authenticated',
      email: 'a@b.ca',
      jwt: { role: 'authenticated', sub: id, email: 'a@b.ca' },
    });
  });

  it('creates a profile row when an auth user is created', async () => {
    const id = await createAuthUser('profile@velonord.test', 'Marie Tremblay');
    const { rows } = await db.query(
      'select user_id, email, full_name, surecart_customer_id from public.users where user_id = $1',
      [id],
    );
    expect(rows).toEqual([
      { user_id: id, email: 'profile@velonord.test', full_name: 'Marie Tremblay', surecart_customer_id: null },
    ]);
  });

  it('defaults a contact message status to new', async () => {
    await db.query(
      `insert into public.contact_forms (name, email, phone, message) values ('Luc', 'luc@x.ca', '5145550100', 'Hello there, a question.')`,
    );
    const { rows } = await db.query<{ status: string }>(
      `select status from public.contact_forms where email = 'luc@x.ca'`,
    );
    expect(rows[0]?.status).toBe('new');
  });

  it('stores subscriber e-mails lower-cased and names trimmed', async () => {
    await db.query(`insert into public.subscribers (email, name) values ('  Mixed.Case@Example.CA ', '  Ana  ')`);
    const { rows } = await db.query(`select email, name from public.subscribers where email = 'mixed.case@example.ca'`);
    expect(rows).toEqual([{ email: 'mixed.case@example.ca', name: 'Ana' }]);
  });
});

describe('row-level security', () => {
  it('lets an anonymous visitor subscribe but not read the subscribers', async () => {
    expect(
      await outcome(
        anon,
        `insert into public.subscribers (email, name, recaptcha_token) values ('anon-sub@example.ca', 'Anon', $1)`,
        [await verifiedToken(db, 'subscribe_newsletter')],
      ),
    ).toBe('ok');
    expect(await outcome(anon, 'select * from public.subscribers')).toBe('42501');
  });

  it('fails a duplicate subscriber e-mail with 23505, whatever its case', async () => {
    const insert = `insert into public.subscribers (email, recaptcha_token) values ($1, $2)`;
    expect(await outcome(anon, insert, ['dup@example.ca', await verifiedToken(db, 'subscribe_newsletter')])).toBe('ok');
    expect(await outcome(anon, insert, ['DUP@example.ca', await verifiedToken(db, 'subscribe_newsletter')])).toBe(
      '23505',
    );
  });

  it('lets visitors send contact messages, anonymously or as themselves, and read none', async () => {
    const me = await createAuthUser('sender@velonord.test');
    const other = await createAuthUser('other@velonord.test');
    const insert = `insert into public.contact_forms (name, email, phone, message, user_id, recaptcha_token) values ('Sam', 's@x.ca', '5145550100', 'I need help with sizing.', $1, $2)`;
    const token = () => verifiedToken(db, 'contact');
    expect(await outcome(anon, insert, [null, await token()])).toBe('ok');
    expect(await outcome(anon, insert, [me, await token()])).toBe('42501');
    expect(await outcome(user(me), insert, [me, await token()])).toBe('ok');
    expect(await outcome(user(me), insert, [null, await token()])).toBe('ok');
    expect(await outcome(user(me), insert, [other, await token()])).toBe('42501');
    expect(await outcome(anon, 'select * from public.contact_forms')).toBe('42501');
    expect(await outcome(user(me), 'select * from public.contact_forms')).toBe('42501');
  });

  it('shows a signed-in user their own profile only', async () => {
    const me = await createAuthUser('me@velonord.test');
    const other = await createAuthUser('someone@velonord.test');
    const visible = await asRequest(db, user(me), (tx) =>
      tx.query<{ user_id: string }>('select user_id from public.users'),
    );
    expect(visible.rows.map((r) => r.user_id)).toEqual([me]);
    const theirs = await asRequest(db, user(me), (tx) =>
      tx.query('select * from public.users where user_id = $1', [other]),
    );
    expect(theirs.rows).toEqual([]);
    expect(await outcome(anon, 'select * from public.users')).toBe('42501');
  });

  it('lets a user update their own profile but never another one, user_id or the customer id', async () => {
    const me = await createAuthUser('editor@velonord.test');
    const other = await createAuthUser('victim@velonord.test');
    const mine = await asRequest(db, user(me), (tx) =>
      tx.query(`update public.users set full_name = 'New Name' where user_id = $1`, [me]),
    );
    expect(mine.affectedRows).toBe(1);
    const theirs = await asRequest(db, user(me), (tx) =>
      tx.query(`update public.users set full_name = 'Hacked' where user_id = $1`, [other]),
    );
    expect(theirs.affectedRows).toBe(0);
    expect(
      await outcome(user(me), `update public.users set surecart_customer_id = 'cus_x' where user_id = $1`, [me]),
    ).toBe('42501');
    expect(await outcome(user(me), `update public.users set user_id = $2 where user_id = $1`, [me, other])).toBe(
      '42501',
    );
    const { rows } = await db.query('select full_name from public.users where user_id = $1', [other]);
    expect(rows).toEqual([{ full_name: 'Test Rider' }]);
  });
});
