/**
 * Who may do what to the shop's tables, through the real PostgREST path:
 * supabase-js clients for an anonymous visitor (anon key), a signed-in user
 * acting on their own rows, the same user acting on another user's rows, and
 * the service role. Each cell's outcome is judged from the database itself
 * (read back with the service role), not from the answer alone:
 *
 * - ok: the operation happened (row read, written, changed or deleted);
 * - nothing: accepted, but row-level security hid the row (no row read or changed);
 * - denied: refused with 42501 (401 for anon, 403 for a signed-in user).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './auth-helpers.ts';
import { verifiedTokenOverHttp } from './recaptcha-tokens.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestUser, SERVICE_ROLE_KEY, supabaseWith, ANON_KEY, type TestUser } from './supabase-clients.ts';

type Role = 'anon' | 'self' | 'other' | 'service';
type Outcome = 'ok' | 'nothing' | 'denied' | 'conflict' | `error ${string}`;
const ROLES: Role[] = ['anon', 'self', 'other', 'service'];

/** What each role may do to each table: the rules the migrations must enforce. */
const EXPECTED: Record<string, Record<Role, Outcome>> = {
  'users select': { anon: 'denied', self: 'ok', other: 'nothing', service: 'ok' },
  'users insert': { anon: 'denied', self: 'denied', other: 'denied', service: 'ok' },
  'users update (name)': { anon: 'denied', self: 'ok', other: 'nothing', service: 'ok' },
  'users update (customer id)': { anon: 'denied', self: 'denied', other: 'denied', service: 'ok' },
  'users update (user id)': { anon: 'denied', self: 'denied', other: 'denied', service: 'ok' },
  'users delete': { anon: 'denied', self: 'denied', other: 'denied', service: 'ok' },
  'contact_forms select': { anon: 'denied', self: 'denied', other: 'denied', service: 'ok' },
  'contact_forms insert': { anon: 'ok', self: 'ok', other: 'denied', service: 'ok' },
  'contact_forms update': { anon: 'denied', self: 'denied', other: 'denied', service: 'ok' },
  'contact_forms delete': { anon: 'denied', self: 'denied', other: 'denied', service: 'ok' },
  'subscribers select': { anon: 'denied', self: 'denied', other: 'denied', service: 'ok' },
  'subscribers insert': { anon: 'ok', self: 'ok', other: 'ok', service: 'ok' },
  'subscribers update': { anon: 'denied', self: 'denied', other: 'denied', service: 'ok' },
  'subscribers delete': { anon: 'denied', self: 'denied', other: 'denied', service: 'ok' },
};

let service: SupabaseClient;
let anon: SupabaseClient;
let a: TestUser;
let b: TestUser;
/** One user per role whose rows that role's cells act on (self and anon act on A's, other on B's). */
let owners: Record<Role, TestUser>;
const actual: Record<string, Partial<Record<Role, Outcome>>> = {};

interface PgError {
  code?: string;
}

function refusal(error: PgError | null, status: number, role: Role): Outcome | null {
  if (!error) return null;
  if (error.code === '42501') {
    const expectedStatus = role === 'anon' ? 401 : 403;
    return status === expectedStatus ? 'denied' : `error 42501 with ${status}`;
  }
  if (error.code === '23505') return 'conflict';
  return `error ${error.code ?? status}`;
}

function clientFor(role: Role): SupabaseClient {
  if (role === 'anon') return anon;
  if (role === 'service') return service;
  return a.client; // self and other are both user A; they differ by whose row they touch
}

async function serviceRead(table: string, column: string, value: string, field = 'id') {
  const { data, error } = await service.from(table).select(field).eq(column, value);
  if (error) throw new Error(`service read failed: ${error.message}`);
  return data as unknown as Record<string, unknown>[];
}

/** The key of each table's row owned by a user: the profile's user_id, the message's user_id, the subscriber's e-mail. */
const ownerKey: Record<string, { column: string; of: (u: TestUser) => string }> = {
  users: { column: 'user_id', of: (u) => u.id },
  contact_forms: { column: 'user_id', of: (u) => u.id },
  subscribers: { column: 'email', of: (u) => u.email },
};

async function seedRows(user: TestUser) {
  const contact = await service.from('contact_forms').insert({
    name: 'Seeded Rider',
    email: user.email,
    phone: '5145550100',
    message: 'A message that was already there.',
    user_id: user.id,
  });
  const subscriber = await service.from('subscribers').insert({ email: user.email, name: 'Seeded' });
  if (contact.error || subscriber.error) throw new Error('seeding failed');
}

async function select(table: string, role: Role): Promise<Outcome> {
  const { column, of } = ownerKey[table]!;
  const { data, error, status } = await clientFor(role).from(table).select('*').eq(column, of(owners[role]));
  return refusal(error, status, role) ?? (data?.length ? 'ok' : 'nothing');
}

async function insert(table: string, role: Role): Promise<Outcome> {
  const owner = owners[role];
  let row: Record<string, unknown>;
  if (table === 'users') {
    // A profile for an account that has none yet (the service role's owner lost theirs in setup).
    row = { user_id: owner.id, full_name: 'Inserted' };
  } else if (table === 'contact_forms') {
    // A visitor sends anonymously; a signed-in user names a user id (their own, or someone else's for "other").
    row = {
      name: 'New Sender',
      email: uniqueEmail('sender'),
      phone: '5145550199',
      message: 'A question about frame sizes.',
      status: 'new',
      user_id: role === 'anon' ? null : owner.id,
    };
  } else {
    row = { email: uniqueEmail('new'), name: 'New' };
  }
  // Visitors and users pass the bot-check first, so each cell tests the policies, not the check.
  if (table !== 'users' && role !== 'service') {
    row.recaptcha_token = await verifiedTokenOverHttp(table === 'contact_forms' ? 'contact' : 'subscribe_newsletter');
  }
  const { error, status } = await clientFor(role).from(table).insert(row);
  const refused = refusal(error, status, role);
  if (refused) return refused;
  const key = table === 'users' ? 'user_id' : 'email';
  const stored = await serviceRead(table, key, String(row[key]));
  return stored.length ? 'ok' : 'nothing';
}

/** Changes one field of the row the role's cell targets, judged by reading that row back with the service role. */
async function update(table: string, role: Role, change: Record<string, string>): Promise<Outcome> {
  const { column, of } = ownerKey[table]!;
  const key = of(owners[role]);
  const { error, status } = await clientFor(role).from(table).update(change).eq(column, key);
  const refused = refusal(error, status, role);
  if (refused) return refused;
  const [field, value] = Object.entries(change)[0]!;
  const rows = await serviceRead(table, column, key, field);
  return rows.some((r) => r[field] === value) ? 'ok' : 'nothing';
}

async function remove(table: string, role: Role): Promise<Outcome> {
  const { column, of } = ownerKey[table]!;
  const key = of(owners[role]);
  const { error, status } = await clientFor(role).from(table).delete().eq(column, key);
  const refused = refusal(error, status, role);
  if (refused) return refused;
  return (await serviceRead(table, column, key)).length ? 'nothing' : 'ok';
}

beforeAll(async () => {
  service = supabaseWith(SERVICE_ROLE_KEY);
  anon = supabaseWith(ANON_KEY);
  a = await createTestUser('matrix-a', 'Alice Matrix');
  b = await createTestUser('matrix-b', 'Bob Matrix');
  const serviceOwner = await createTestUser('matrix-service', 'Sam Service');
  owners = { anon: a, self: a, other: b, service: serviceOwner };
  for (const user of [a, b, serviceOwner]) await seedRows(user);

  for (const table of ['users', 'contact_forms', 'subscribers']) {
    const cells = (actual[`${table} select`] = {} as Partial<Record<Role, Outcome>>);
    for (const role of ROLES) cells[role] = await select(table, role);
  }
  for (const role of ROLES) {
    const cells = (actual['users update (name)'] ??= {});
    cells[role] = await update('users', role, { full_name: `Renamed by ${role}` });
  }
  for (const role of ROLES) {
    const cells = (actual['users update (customer id)'] ??= {});
    cells[role] = await update('users', role, { surecart_customer_id: `cus_forged_by_${role}` });
  }
  // Moving a profile to another account: a user's own to B, B's to the user (a takeover); the service role's is a no-op.
  const moveTo: Record<Role, () => string> = {
    anon: () => b.id,
    self: () => b.id,
    other: () => a.id,
    service: () => owners.service.id,
  };
  for (const role of ROLES) {
    const cells = (actual['users update (user id)'] ??= {});
    const target = owners[role].id;
    const [profile] = await serviceRead('users', 'user_id', target);
    const { error, status } = await clientFor(role)
      .from('users')
      .update({ user_id: moveTo[role]() })
      .eq('user_id', target);
    const [after] = await serviceRead('users', 'id', String(profile!.id), 'user_id');
    cells[role] = refusal(error, status, role) ?? (after?.user_id === moveTo[role]() ? 'ok' : 'nothing');
  }
  for (const table of ['contact_forms', 'subscribers']) {
    const cells = (actual[`${table} update`] = {} as Partial<Record<Role, Outcome>>);
    const change: Record<string, string> = table === 'contact_forms' ? { status: 'answered' } : { name: 'Changed' };
    for (const role of ROLES) cells[role] = await update(table, role, change);
  }
  for (const table of ['users', 'contact_forms', 'subscribers']) {
    const cells = (actual[`${table} delete`] = {} as Partial<Record<Role, Outcome>>);
    for (const role of ROLES) cells[role] = await remove(table, role);
  }
  // Inserts last: the service role's owner has lost its profile to the delete above, so it may get a new one.
  for (const table of ['users', 'contact_forms', 'subscribers']) {
    const cells = (actual[`${table} insert`] = {} as Partial<Record<Role, Outcome>>);
    for (const role of ROLES) cells[role] = await insert(table, role);
  }

  const printed = Object.fromEntries(
    Object.keys(EXPECTED).map((cell) => [
      cell,
      Object.fromEntries(
        ROLES.map((role) => {
          const got = actual[cell]?.[role];
          return [role, got === EXPECTED[cell]![role] ? got : `${got} (expected ${EXPECTED[cell]![role]})`];
        }),
      ),
    ]),
  );
  console.table(printed);
}, 60_000);

describe('row-level security matrix (role × table × operation)', () => {
  const cells = Object.entries(EXPECTED).flatMap(([cell, byRole]) =>
    ROLES.map((role) => ({ cell, role, expected: byRole[role] })),
  );
  it.each(cells)('$cell as $role: $expected', ({ cell, role, expected }) => {
    expect(actual[cell]?.[role]).toBe(expected);
  });
});
