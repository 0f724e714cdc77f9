/**
 * The local PostgREST (`/rest/v1`) as supabase-js and raw HTTP see it: single
 * rows, inserts, updates and deletes, the contract's error answers, forged
 * tokens, and malformed requests that must all be refused with a 4xx in
 * PostgREST's error shape, storing nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_JWT_SECRET } from '../../local/defaults.js';
import { signJwt } from '../../local/jwt.ts';
import { uniqueEmail } from './auth-helpers.ts';
import { backendOrigin } from './helpers.ts';
import { verifiedTokenOverHttp } from './recaptcha-tokens.ts';

const newsletterToken = () => verifiedTokenOverHttp('subscribe_newsletter');
import {
  accessTokenFor,
  ANON_KEY,
  createTestUser,
  SERVICE_ROLE_KEY,
  supabaseWith,
  type TestUser,
} from './supabase-clients.ts';

let service: SupabaseClient;
let anon: SupabaseClient;
let user: TestUser;

beforeAll(async () => {
  service = supabaseWith(SERVICE_ROLE_KEY);
  anon = supabaseWith(ANON_KEY);
  user = await createTestUser('rest', 'Rita Rest');
});

describe('reads', () => {
  it("reads the caller's profile as one object with single()", async () => {
    const { data, error, status } = await user.client
      .from('users')
      .select('user_id, full_name, surecart_customer_id')
      .eq('user_id', user.id)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ user_id: user.id, full_name: 'Rita Rest', surecart_customer_id: null });
  });

  it('answers single() on zero rows with 406 PGRST116, and maybeSingle() with null', async () => {
    const missing = await user.client.from('users').select('user_id').eq('user_id', randomUUID()).single();
    expect(missing.status).toBe(406);
    expect(missing.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const maybe = await user.client.from('users').select('user_id').eq('user_id', randomUUID()).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it('answers single() on several rows with 406 PGRST116', async () => {
    await service.from('subscribers').insert([{ email: uniqueEmail('many') }, { email: uniqueEmail('many') }]);
    const { status, error } = await service.from('subscribers').select('email').like('email', 'many-%').single();
    expect(status).toBe(406);
    expect(error?.details).toMatch(/^The result contains \d+ rows$/);
  });

  it('selects columns under aliases, ordered, limited and offset, with a Content-Range', async () => {
    const emails = ['order-c', 'order-a', 'order-b'].map((label) => `${label}@velonord.test`);
    await service.from('subscribers').insert(emails.map((email) => ({ email })));
    const { data } = await service
      .from('subscribers')
      .select('address:email')
      .in('email', emails)
      .order('email', { ascending: true })
      .range(1, 2);
    expect(data).toEqual([{ address: 'order-b@velonord.test' }, { address: 'order-c@velonord.test' }]);
    const response = await fetch(`${backendOrigin()}/rest/v1/subscribers?select=email&email=like.order-*&limit=2`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    expect(response.headers.get('content-range')).toBe('0-1/*');
  });
});

describe('writes', () => {
  it('inserts with 201 and no body by default, and returns the row with .select()', async () => {
    const email = uniqueEmail('insert');
    const minimal = await anon
      .from('subscribers')
      .insert([{ email, name: ' Nadia ', recaptcha_token: await newsletterToken() }]);
    expect(minimal).toMatchObject({ data: null, error: null, status: 201 });
    const { data, status } = await service
      .from('subscribers')
      .insert({ email: uniqueEmail('returned'), name: 'Ret' })
      .select('email, name')
      .single();
    expect(status).toBe(201);
    expect(data).toMatchObject({ name: 'Ret' });
    const stored = await service.from('subscribers').select('name').eq('email', email).single();
    expect(stored.data).toEqual({ name: 'Nadia' });
  });

  it('answers a duplicate subscriber with 409 23505, in the contract shape', async () => {
    const email = uniqueEmail('dup');
    await anon.from('subscribers').insert([{ email, recaptcha_token: await newsletterToken() }]);
    const { error, status } = await anon
      .from('subscribers')
      .insert([{ email: email.toUpperCase(), recaptcha_token: await newsletterToken() }]);
    expect(status).toBe(409);
    expect(error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "subscribers_email_key"',
      hint: null,
    });
  });

  it('refuses a policy violation with 401 for a visitor and 403 for a signed-in user, code 42501', async () => {
    const asVisitor = await anon.from('subscribers').select('email');
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.error?.code).toBe('42501');
    const asUser = await user.client.from('contact_forms').insert({
      name: 'Someone Else',
      email: 'else@velonord.test',
      phone: '5145550100',
      message: 'Pretending to be another user.',
      user_id: randomUUID(),
      recaptcha_token: await verifiedTokenOverHttp('contact'),
    });
    expect(asUser.status).toBe(403);
    expect(asUser.error).toMatchObject({ code: '42501', message: expect.stringContaining('row-level security') });
  });

  it("updates the caller's own profile and returns it; deletes with a filter", async () => {
    const { data, status } = await user.client
      .from('users')
      .update({ first_name: 'Rita', phone: '5145550123' })
      .eq('user_id', user.id)
      .select('first_name, phone');
    expect(status).toBe(200);
    expect(data).toEqual([{ first_name: 'Rita', phone: '5145550123' }]);

    const email = uniqueEmail('gone');
    await service.from('subscribers').insert({ email });
    const removed = await service.from('subscribers').delete().eq('email', email).select('email');
    expect(removed.data).toEqual([{ email }]);
    expect((await service.from('subscribers').select('email').eq('email', email)).data).toEqual([]);
  });

  it('rolls back a write asked for one row with single() that touched several, answering 406', async () => {
    const emails = [uniqueEmail('pair'), uniqueEmail('pair')];
    await service.from('subscribers').insert(emails.map((email) => ({ email, name: 'Before' })));
    const { status, error } = await service
      .from('subscribers')
      .update({ name: 'After' })
      .in('email', emails)
      .select('email')
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const { data } = await service.from('subscribers').select('name').in('email', emails);
    expect(data).toEqual([{ name: 'Before' }, { name: 'Before' }]);
  });

  it('refuses an update or delete without a filter', async () => {
    const update = await service.from('subscribers').update({ name: 'Everyone' });
    expect(update.status).toBe(400);
    expect(update.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const remove = await service.from('subscribers').delete();
    expect(remove.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  it('answers unknown tables with 404 PGRST205 and unknown columns with 400', async () => {
    const table = await service.from('orders').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.orders' in the schema cache",
    });
    const column = await service.from('users').select('password');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703', message: 'column users.password does not exist' });
    const written = await service.from('subscribers').insert({ email: uniqueEmail('col'), is_admin: true });
    expect(written.status).toBe(400);
    expect(written.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'is_admin' column of 'subscribers' in the schema cache",
    });
  });
});

/** base64url of a JSON value, for hand-made tokens. */
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('forged tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, () => Promise<string>, string][] = [
    [
      'signed with another secret',
      () => signJwt({ role: 'service_role', exp: now() + 3600 }, 'another-secret-that-is-at-least-32-characters'),
      'PGRST301',
    ],
    [
      'with alg none',
      async () => `${part({ alg: 'none', typ: 'JWT' })}.${part({ role: 'service_role', exp: now() + 3600 })}.`,
      'PGRST301',
    ],
    [
      'expired',
      () => signJwt({ role: 'authenticated', sub: randomUUID(), exp: now() - 60 }, LOCAL_JWT_SECRET),
      'PGRST303',
    ],
    ['with an unknown role', () => signJwt({ role: 'postgres', exp: now() + 3600 }, LOCAL_JWT_SECRET), 'PGRST301'],
    ['not a token at all', async () => 'not-a-jwt', 'PGRST301'],
    [
      "a user's token with its payload edited",
      async () => {
        const [header, , signature] = (await accessTokenFor(user.id, user.email)).split('.');
        return `${header}.${part({ role: 'service_role', sub: user.id, exp: now() + 3600 })}.${signature}`;
      },
      'PGRST301',
    ],
  ];

  it.each(cases)('refuses a token %s with 401 and %s', async (_label, make, code) => {
    const client = supabaseWith(await make());
    const read = await client.from('subscribers').select('email');
    expect(read.status).toBe(401);
    expect(read.error).toMatchObject({ code });
    const write = await client.from('subscribers').insert({ email: uniqueEmail('forged') });
    expect(write.status).toBe(401);
    const response = await fetch(`${backendOrigin()}/rest/v1/subscribers`, { headers: { apikey: await make() } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('refuses a request with no key at all', async () => {
    const response = await fetch(`${backendOrigin()}/rest/v1/subscribers`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST302' });
  });
});

interface Malformed {
  name: string;
  method?: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** Requests no client of the shop would send: each must get a 4xx and change nothing. */
function malformedRequests(): Malformed[] {
  const list: Malformed[] = [];
  const tables = ['users', 'contact_forms', 'subscribers'];
  const badFilters = [
    'id=zz.1',
    'id=eq',
    'id=.',
    'id=not.',
    'id=in.1,2',
    'id=in.(',
    'id=is.maybe',
    'id=eq.not-a-uuid',
    'created_at=gt.not-a-date',
    'nope=eq.1',
    'id;drop table users=eq.1',
    '"id"=eq.1',
    'id--=eq.1',
    'or=(id.eq.1,id.eq.2)',
    'id->>x=eq.1',
    'id=eq.%00',
    `id=in.(${Array.from({ length: 600 }, (_, i) => i).join(',')})`,
  ];
  for (const table of tables) {
    for (const filter of badFilters) list.push({ name: `GET ${table}?${filter}`, path: `/${table}?${filter}` });
    for (const filter of badFilters.slice(0, 6)) {
      list.push({
        name: `PATCH ${table}?${filter}`,
        method: 'PATCH',
        path: `/${table}?${filter}`,
        body: '{"name":"x"}',
      });
      list.push({ name: `DELETE ${table}?${filter}`, method: 'DELETE', path: `/${table}?${filter}` });
    }
  }
  const badSelects = [
    'nope',
    'id,nope',
    'id;drop table users',
    '*,users(*)',
    'id::text',
    'id)',
    '',
    'a:b:c',
    'id,"user_id"',
    `${'x'.repeat(5000)}`,
  ];
  for (const select of badSelects) {
    list.push({ name: `select=${select.slice(0, 20)}`, path: `/users?select=${encodeURIComponent(select)}` });
  }
  const badPaging = ['order=nope.asc', 'order=id.sideways', 'order=id;drop', 'limit=-1', 'limit=abc', 'offset=1e9'];
  for (const paging of badPaging) list.push({ name: paging, path: `/subscribers?${paging}` });
  const badTables = [
    'users;drop table users',
    'pg_user',
    'pg_catalog.pg_user',
    'auth.users',
    '%22users%22',
    'checkouts',
    'customers',
    'mail',
    '..%2F..%2F_local%2Freset',
    'users%00',
    'x'.repeat(3000),
    'Subscribers',
  ];
  for (const table of badTables) list.push({ name: `table ${table.slice(0, 20)}`, path: `/${table}` });
  const subscriberBodies = [
    '{',
    '[',
    'null',
    '1',
    '"x"',
    '[1,2]',
    '[{"email":"a@velonord.test"},{"name":"x"}]',
    '{"nope":1}',
    '{"email":{"$gt":""}}',
    '{"email":1}',
    '{"email":"not-an-address"}',
    '{"email":"score@velonord.test","recaptcha_score":"abc"}',
    '{"email":"score2@velonord.test","recaptcha_score":1e10}',
    '{"email":"nul\\u0000@velonord.test"}',
    '{"email":"id@velonord.test","id":"not-a-uuid"}',
    '{"email":"proto@velonord.test","__proto__":{"x":1}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    '',
    '   ',
  ];
  for (const body of subscriberBodies) {
    list.push({ name: `POST subscribers ${body.slice(0, 30)}`, method: 'POST', path: '/subscribers', body });
  }
  const contactBodies = [
    '{"name":"A","email":"a@b.c","phone":"1","message":"short"}',
    '{"name":"Valid Name","email":"v@velonord.test","phone":"5145550100","message":"Long enough message","recaptcha_score":99}',
    '{"name":"Valid Name","email":"v@velonord.test","phone":"5145550100","message":"Long enough message","created_at":"never"}',
  ];
  for (const body of contactBodies) {
    list.push({ name: `POST contact_forms ${body.slice(0, 30)}`, method: 'POST', path: '/contact_forms', body });
  }
  list.push(
    { name: 'huge body', method: 'POST', path: '/subscribers', body: JSON.stringify({ email: 'x'.repeat(200_000) }) },
    {
      name: 'many columns',
      method: 'POST',
      path: '/subscribers',
      body: JSON.stringify(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`c${i}`, i]))),
    },
    {
      name: 'text body',
      method: 'POST',
      path: '/subscribers',
      body: 'email=a',
      headers: { 'Content-Type': 'text/plain' },
    },
    {
      name: 'form body',
      method: 'POST',
      path: '/subscribers',
      body: 'email=a%40b.c',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    },
    { name: 'PUT', method: 'PUT', path: '/subscribers?email=eq.a@b.c', body: '{"email":"a@b.c"}' },
    { name: 'PATCH array', method: 'PATCH', path: '/subscribers?email=eq.a@b.c', body: '[{"name":"x"}]' },
    { name: 'PATCH unknown column', method: 'PATCH', path: '/users?user_id=eq.x', body: '{"is_admin":true}' },
    { name: 'PATCH without filter', method: 'PATCH', path: '/subscribers', body: '{"name":"x"}' },
    { name: 'DELETE without filter', method: 'DELETE', path: '/contact_forms' },
    { name: 'PATCH with limit', method: 'PATCH', path: '/subscribers?email=eq.a&limit=1', body: '{"name":"x"}' },
    { name: 'csv accept', path: '/subscribers', headers: { Accept: 'text/csv' } },
    { name: 'rpc', method: 'POST', path: '/rpc/create_profile_for_new_user', body: '{}' },
    { name: 'nested path', path: '/users/1' },
    { name: 'basic auth', path: '/users', headers: { Authorization: 'Basic dXNlcjpwYXNz' } },
    { name: 'empty bearer', path: '/users', headers: { Authorization: 'Bearer ' } },
    { name: 'garbage apikey', path: '/users', headers: { apikey: '\u00ff'.repeat(10), Authorization: '' } },
  );
  return list;
}

describe('malformed requests', () => {
  const requests = malformedRequests();

  it('are at least a hundred', () => {
    expect(requests.length).toBeGreaterThanOrEqual(100);
  });

  it('all get a 4xx in PostgREST error shape and store nothing', async () => {
    const counts = async () =>
      Promise.all(
        ['users', 'contact_forms', 'subscribers'].map(async (table) => {
          const { data } = await service.from(table).select('id');
          return data?.length;
        }),
      );
    const before = await counts();
    const failures: string[] = [];
    for (const request of requests) {
      const response = await fetch(`${backendOrigin()}/rest/v1${request.path}`, {
        method: request.method ?? 'GET',
        headers: {
          apikey: ANON_KEY,
          Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
          'Content-Type': 'application/json',
          ...request.headers,
        },
        body: request.body,
      });
      const text = await response.text();
      let shaped = false;
      try {
        const body = JSON.parse(text);
        shaped =
          typeof body.code === 'string' && typeof body.message === 'string' && 'details' in body && 'hint' in body;
      } catch {
        shaped = false;
      }
      if (response.status < 400 || response.status >= 500 || !shaped) {
        failures.push(`${request.name}: ${response.status} ${text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  }, 60_000);
});
