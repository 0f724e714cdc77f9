/**
 * The database itself keeps a user's metadata and app metadata within 4096
 * bytes of compact JSON, whatever writes auth.users: the hosted Supabase Auth
 * has no bound of its own, and a token carrying 15 KB of metadata no longer
 * fits in a request's headers. Statements run as the database owner, as Auth does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../local/db.ts';
import { adminClient, uniqueEmail } from './auth-helpers.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase(null);
});
afterAll(async () => {
  await db?.close();
});

const CHECK_VIOLATION = '23514';

/**
 * Metadata whose compact JSON weighs exactly `bytes` bytes in UTF-8. Its list and
 * second key make jsonb's own text (with a blank after each `:` and `,`) longer
 * than the compact form, so a bound measured on that text would disagree.
 */
function metadataOf(bytes: number, filler = 'a'): Record<string, unknown> {
  const base = { full_name: '', roles: ['rider', 'buyer', 'reviewer'] };
  const room = bytes - Buffer.byteLength(JSON.stringify(base));
  const perFiller = Buffer.byteLength(filler);
  const name = filler.repeat(Math.floor(room / perFiller)) + 'a'.repeat(room % perFiller);
  const metadata = { ...base, full_name: name };
  expect(Buffer.byteLength(JSON.stringify(metadata))).toBe(bytes);
  return metadata;
}

/** Inserts a user as Auth does; the Postgres error code, or 'ok' with the row stored. */
async function insertUser(userMetadata: object, appMetadata: object = { provider: 'email' }) {
  const id = randomUUID();
  try {
    await db.query(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, $3, $4)`,
      [id, `${id}@example.com`, JSON.stringify(userMetadata), JSON.stringify(appMetadata)],
    );
  } catch (error) {
    return { id, outcome: (error as { code?: string }).code ?? 'error' };
  }
  return { id, outcome: 'ok' };
}

const stored = async (id: string) => (await db.query('select id from auth.users where id = $1', [id])).rows.length;

async function update(id: string, set: string, params: unknown[] = []) {
  try {
    await db.query(`update auth.users set ${set} where id = $1`, [id, ...params]);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? 'error';
  }
}

describe('metadata on auth.users', () => {
  it('refuses a 15 KB full name, and stores no account', async () => {
    const { id, outcome } = await insertUser({ full_name: 'A'.repeat(15 * 1024) });
    expect(outcome).toBe(CHECK_VIOLATION);
    expect(await stored(id)).toBe(0);
  });

  it.each([
    ['plain letters', 'a'],
    ['two-byte letters', 'é'],
  ])('stores 4096 bytes of user metadata and refuses 4097 (%s)', async (_label, filler) => {
    expect((await insertUser(metadataOf(4096, filler))).outcome).toBe('ok');
    expect((await insertUser(metadataOf(4097, filler))).outcome).toBe(CHECK_VIOLATION);
  });

  it('refuses app metadata past 4096 bytes', async () => {
    expect((await insertUser({}, metadataOf(4096))).outcome).toBe('ok');
    expect((await insertUser({}, metadataOf(4097))).outcome).toBe(CHECK_VIOLATION);
  });

  it('refuses an update that makes either one too large, and keeps the value before it', async () => {
    const { id } = await insertUser({ full_name: 'Ana' });
    expect(await update(id, 'raw_user_meta_data = $2', [JSON.stringify(metadataOf(4097))])).toBe(CHECK_VIOLATION);
    expect(await update(id, 'raw_app_meta_data = $2', [JSON.stringify(metadataOf(4097))])).toBe(CHECK_VIOLATION);
    const { rows } = await db.query<{ raw_user_meta_data: unknown }>(
      'select raw_user_meta_data from auth.users where id = $1',
      [id],
    );
    expect(rows[0]!.raw_user_meta_data).toEqual({ full_name: 'Ana' });
  });

  it('lets an account stored before the bound sign in (its metadata untouched), but not grow', async () => {
    await db.exec('alter table auth.users disable trigger auth_metadata_within_4_kb');
    const { id, outcome } = await insertUser({ full_name: 'A'.repeat(15 * 1024) });
    await db.exec('alter table auth.users enable trigger auth_metadata_within_4_kb');
    expect(outcome).toBe('ok');
    expect(await update(id, 'last_sign_in_at = now()')).toBe('ok');
    expect(await update(id, `raw_user_meta_data = raw_user_meta_data || '{"phone": "514"}'`)).toBe(CHECK_VIOLATION);
    expect(await update(id, `raw_user_meta_data = '{"full_name": "Ana"}'`)).toBe('ok');
  });
});

describe("the embedded backend's Auth", () => {
  it('answers 400 itself, before the database, when the defaults it adds push app metadata past the bound', async () => {
    const email = uniqueEmail('app-metadata');
    // Fits alone; with the provider keys Auth adds to every account it does not.
    const { data, error } = await adminClient().auth.admin.createUser({ email, app_metadata: metadataOf(4090) });
    expect(data.user).toBeNull();
    expect({ status: error?.status, code: error?.code }).toEqual({ status: 400, code: 'validation_failed' });
  });
});
