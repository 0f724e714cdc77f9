/**
 * The local Auth under attack: forged tokens, rate limits, and malformed
 * requests, each answered with a 4xx in Supabase Auth's envelope.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS, LOCAL_JWT_SECRET } from '../../local/defaults.js';
import { signJwt, verifyJwt } from '../../local/jwt.ts';
import { asRequest, openDatabase, type Database } from '../../local/db.ts';
import { DEFAULT_AUTH_LIMITS } from '../../local/auth/rate-limits.ts';
import { backendOrigin, getJson } from './helpers.ts';
import {
  adminClient,
  anonClient,
  confirmedUser,
  mailTo,
  resetAuthLimits,
  setAuthLimits,
  signedInClient,
  uniqueEmail,
} from './auth-helpers.ts';

const anonKey = LOCAL_DEFAULTS.supabaseAnonKey;
const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function authRequest(method: string, path: string, body?: string, bearer = anonKey) {
  return getJson(`/auth/v1${path}`, {
    method,
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${bearer}`,
      'Content-Type': 'application/json;charset=UTF-8',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body,
  });
}

/** A Retry-After of whole seconds, at most the window's length. */
const expectRetryAfter = (headers: Headers, windowSeconds: number) => {
  const seconds = Number(headers.get('retry-after'));
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= windowSeconds, `Retry-After ${seconds}`).toBe(true);
};

/** Forged variants of a genuine access token's claims. */
async function forgeries(claims: Record<string, unknown>) {
  return {
    'signed with another secret': await signJwt(claims, 'another-secret-another-secret-another-secret!'),
    'unsigned (alg none)': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    expired: await signJwt({ ...claims, exp: now() - 60 }, LOCAL_JWT_SECRET),
    'with its signature changed': (await signJwt(claims, LOCAL_JWT_SECRET)).slice(0, -4) + 'AAAA',
  };
}

describe('forged access tokens', () => {
  let db: Database | undefined;
  afterAll(async () => db?.close());

  it('are refused by /user with 403 bad_jwt, and so never reach the database as a role', async () => {
    const { client, id } = await signedInClient();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const genuine = await verifyJwt(token, LOCAL_JWT_SECRET);
    expect(genuine.ok).toBe(true);
    const claims = genuine.ok ? { ...genuine.claims } : {};

    for (const [how, forged] of Object.entries(await forgeries({ ...claims, role: 'service_role' }))) {
      const { status, body, headers } = await authRequest('GET', '/user', undefined, forged);
      expect(status, how).toBe(403);
      expect(body, how).toMatchObject({ code: 'bad_jwt' });
      expect(headers.get('x-supabase-api-version')).toBe('2024-01-01');
      // What PostgREST does with a token before switching roles: the same check refuses it.
      expect((await verifyJwt(forged, LOCAL_JWT_SECRET)).ok, how).toBe(false);
    }

    // The genuine token's claims, run as PostgREST runs a request, see only the user's own profile.
    db = await openDatabase(null);
    await db.query(
      `insert into auth.users (id, email) values ($1, 'a@example.com'), (gen_random_uuid(), 'b@example.com')`,
      [id],
    );
    const rows = await asRequest(db, genuine.ok ? genuine.claims : { role: 'anon' }, (tx) =>
      tx.query<{ user_id: string }>('select user_id from public.users'),
    );
    expect(rows.rows).toEqual([{ user_id: id }]);
  });

  it('the anon key is no user: /user answers 403', async () => {
    const { status, body } = await authRequest('GET', '/user');
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'bad_jwt' });
  });

  it('a missing bearer gets 401 no_authorization; a request without an API key 401', async () => {
    const missing = await getJson('/auth/v1/user', { headers: { apikey: anonKey } });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 'no_authorization' });
    const noKey = await getJson('/auth/v1/settings');
    expect(noKey.status).toBe(401);
  });

  it('a token of an ended session gets 403 session_not_found (supabase-js: AuthSessionMissingError)', async () => {
    const { client } = await signedInClient();
    const token = (await client.auth.getSession()).data.session!.access_token;
    await client.auth.signOut();
    const { status, body } = await authRequest('GET', '/user', undefined, token);
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'session_not_found' });
  });
});

describe('rate limits', () => {
  afterEach(async () => {
    await resetAuthLimits();
  });

  it('the token endpoint answers 429 over_request_rate_limit once an IP used its allowance', async () => {
    await setAuthLimits({ token: { max: 2, windowSeconds: 300 } });
    const user = await confirmedUser();
    const client = anonClient();
    expect((await client.auth.signInWithPassword(user)).error).toBeNull();
    expect((await client.auth.signInWithPassword({ ...user, password: 'Wrong2025x' })).error?.code).toBe(
      'invalid_credentials',
    );
    const limited = await client.auth.signInWithPassword(user);
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('one e-mail per address per 60 seconds, on every endpoint that sends one: 429 over_email_send_rate_limit', async () => {
    await resetAuthLimits();
    const user = await confirmedUser();
    const client = anonClient();
    expect(
      (await client.auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const again = await client.auth.resetPasswordForEmail(user.email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

    const signUp = uniqueEmail();
    expect((await client.auth.signUp({ email: signUp, password: 'Cycling2025' })).error).toBeNull();
    expect((await client.auth.resend({ type: 'signup', email: signUp })).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    });
  });

  it('counts unknown addresses too, so the limit does not tell who has an account', async () => {
    const email = uniqueEmail();
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toMatchObject({ status: 429 });
  });

  const signIn = (email: string, password: string) =>
    authRequest('POST', '/token?grant_type=password', JSON.stringify({ email, password }));
  const refresh = (refreshToken: string) =>
    authRequest('POST', '/token?grant_type=refresh_token', JSON.stringify({ refresh_token: refreshToken }));

  it('password guesses use up the sign-in limit, shared with sign-ups, while the sessions behind the same address keep refreshing', async () => {
    const user = await confirmedUser();
    const { client } = await signedInClient();
    await setAuthLimits({ token: { max: 3, windowSeconds: 300 } });
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await signIn(user.email, `Wrong2025${guess}`)).body).toMatchObject({ code: 'invalid_credentials' });
    }
    const limited = await signIn(user.email, user.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'over_request_rate_limit' });
    expectRetryAfter(limited.headers, 300);
    const signUp = await authRequest(
      'POST',
      '/signup',
      JSON.stringify({ email: uniqueEmail(), password: 'Cycling2025' }),
    );
    expect(signUp.status).toBe(429);
    expectRetryAfter(signUp.headers, 300);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
  });

  it('refreshes have their own limit, with Retry-After, and using it up leaves sign-in open', async () => {
    const user = await confirmedUser();
    await setAuthLimits({ refresh: { max: 1, windowSeconds: 300 } });
    const session = (await signIn(user.email, user.password)).body;
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ code: 'over_request_rate_limit' });
    expectRetryAfter(second.headers, 300);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('every 429 carries Retry-After: the e-mail limit per address and link verification too', async () => {
    const email = uniqueEmail();
    expect((await authRequest('POST', '/recover', JSON.stringify({ email }))).status).toBe(200);
    const again = await authRequest('POST', '/recover', JSON.stringify({ email }));
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'over_email_send_rate_limit' });
    expectRetryAfter(again.headers, 60);

    await setAuthLimits({ verify: { max: 0, windowSeconds: 3600 } });
    const verify = await authRequest('POST', '/verify', JSON.stringify({ type: 'magiclink', token_hash: 'x' }));
    expect(verify.status).toBe(429);
    expectRetryAfter(verify.headers, 3600);
  });
});

describe('e-mails per caller', () => {
  afterEach(async () => {
    await resetAuthLimits();
  });

  it(`30 sign-in links to new addresses at once: ${DEFAULT_AUTH_LIMITS.emailSent.max} are sent, the rest get 429 and no account`, async () => {
    await resetAuthLimits();
    const addresses = Array.from({ length: 30 }, () => uniqueEmail('burst'));
    const answers = await Promise.all(
      addresses.map((email) => authRequest('POST', '/otp', JSON.stringify({ email, create_user: true }))),
    );
    const sent = addresses.filter((_, i) => answers[i]!.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(sent).toHaveLength(DEFAULT_AUTH_LIMITS.emailSent.max);
    expect(refused).toHaveLength(30 - DEFAULT_AUTH_LIMITS.emailSent.max);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ code: 'over_email_send_rate_limit' });
      expectRetryAfter(answer.headers, DEFAULT_AUTH_LIMITS.emailSent.windowSeconds);
    }
    const mailed = await Promise.all(addresses.map(async (email) => (await mailTo(email)).length));
    expect(mailed.reduce((a, b) => a + b, 0)).toBe(DEFAULT_AUTH_LIMITS.emailSent.max);
    const { data } = await adminClient().auth.admin.listUsers({ page: 1, perPage: 1000 });
    const accounts = data.users.filter((u) => addresses.includes(u.email!)).map((u) => u.email);
    expect(accounts.sort()).toEqual([...sent].sort());
  });

  it('once a caller is over it, a known and an unknown address get the same 429', async () => {
    const known = await confirmedUser();
    await setAuthLimits({ emailSent: { max: 1, windowSeconds: 3600 } });
    expect((await authRequest('POST', '/recover', JSON.stringify({ email: uniqueEmail() }))).status).toBe(200);
    const answers = [
      await authRequest('POST', '/recover', JSON.stringify({ email: known.email })),
      await authRequest('POST', '/recover', JSON.stringify({ email: uniqueEmail() })),
    ];
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 429, body: answers[0]!.body });
    }
    expect(await mailTo(known.email)).toEqual([]);
  });
});

describe('sign-up of a known address', () => {
  afterEach(async () => {
    await resetAuthLimits();
  });

  it('a weak password gets the same 422 weak_password for a known, a waiting and a new address', async () => {
    await setAuthLimits({ email: { max: 100, windowSeconds: 60 } });
    const known = await confirmedUser();
    const waiting = uniqueEmail('waiting');
    await adminClient().auth.admin.createUser({ email: waiting });
    const answers = [];
    for (const email of [uniqueEmail('new'), known.email, waiting]) {
      const { status, body } = await authRequest('POST', '/signup', JSON.stringify({ email, password: 'short' }));
      answers.push({ status, body });
    }
    expect(answers[0]).toMatchObject({ status: 422, body: { code: 'weak_password' } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('malformed requests', () => {
  // Each body with the endpoints it is malformed for (a field another endpoint does not read is ignored there).
  const withPassword = ['/token?grant_type=password', '/signup', '/admin/users'];
  const bodies: Array<[string, string | undefined, string[]?]> = [
    ['not JSON', '{'],
    ['a JSON array', '[]'],
    ['a JSON string', '"email"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an e-mail that is a number', '{"email": 5, "password": "Cycling2025"}'],
    ['an e-mail without @', '{"email": "nobody", "password": "Cycling2025"}'],
    ['a very long e-mail', JSON.stringify({ email: `${'a'.repeat(300)}@example.com`, password: 'x' })],
    ['a password that is an object', '{"email": "a@example.com", "password": {"$gt": ""}}', withPassword],
    ['a password that is null', '{"email": "a@example.com", "password": null}', withPassword],
    [
      'data that is a string',
      '{"email": "a@example.com", "password": "Cycling2025", "data": "x"}',
      ['/signup', '/otp'],
    ],
    ['create_user that is a string', '{"email": "a@example.com", "create_user": "no"}', ['/otp']],
    ['a refresh token that is a number', '{"refresh_token": 12}'],
    ['an unknown verify type', '{"type": "sms", "token_hash": "x"}'],
    ['verify without a token', '{"type": "magiclink"}'],
    ['an empty object', '{}'],
    ['deep nesting', `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`],
    ['a huge string', JSON.stringify({ email: 'x'.repeat(90_000) })],
  ];
  const endpoints = [
    ['POST', '/token?grant_type=password'],
    ['POST', '/token?grant_type=refresh_token'],
    ['POST', '/token?grant_type=nonsense'],
    ['POST', '/signup'],
    ['POST', '/otp'],
    ['POST', '/recover'],
    ['POST', '/resend'],
    ['POST', '/verify'],
    ['POST', '/admin/users'],
    ['POST', '/admin/generate_link'],
  ] as const;

  const count = endpoints.reduce(
    (n, [, path]) => n + bodies.filter(([, , only]) => !only || only.includes(path)).length,
    0,
  );
  it(`${count} malformed bodies get a 4xx in the envelope, never a 5xx`, async () => {
    await setAuthLimits({
      email: { max: 100_000, windowSeconds: 60 },
      emailSent: { max: 100_000, windowSeconds: 60 },
      token: { max: 100_000, windowSeconds: 60 },
      refresh: { max: 100_000, windowSeconds: 60 },
    });
    try {
      const failures: string[] = [];
      for (const [method, path] of endpoints) {
        const bearer = path.startsWith('/admin') ? LOCAL_DEFAULTS.supabaseServiceRoleKey : anonKey;
        for (const [what, body, only] of bodies) {
          if (only && !only.includes(path)) continue;
          const { status, body: answer, headers } = await authRequest(method, path, body, bearer);
          const enveloped = typeof answer?.code === 'string' && typeof answer?.message === 'string';
          if (status < 400 || status >= 500 || !enveloped || headers.get('x-supabase-api-version') !== '2024-01-01') {
            failures.push(`${method} ${path} with ${what}: ${status} ${JSON.stringify(answer).slice(0, 120)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await resetAuthLimits();
    }
  });

  it('malformed user updates, log-out scopes, verify links and unknown routes get a 4xx', async () => {
    const { client } = await signedInClient();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const cases = [
      await authRequest('PUT', '/user', '{"password": 5}', token),
      await authRequest('PUT', '/user', '{"data": []}', token),
      await authRequest('PUT', '/user', '[', token),
      await authRequest('PUT', '/user', '{"email": "other@example.com"}', token),
      await authRequest('POST', '/logout?scope=everyone', undefined, token),
      await authRequest('GET', '/nowhere'),
      await authRequest('GET', '/admin/users/not-a-uuid', undefined, LOCAL_DEFAULTS.supabaseServiceRoleKey),
    ];
    for (const { status, body } of cases) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
    }
    for (const query of ['', '?token=%00%ff&type=nope', `?token=${'x'.repeat(5000)}&type=signup`, '?type=recovery']) {
      const response = await fetch(`${backendOrigin()}/auth/v1/verify${query}`, { redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toContain('error_code=otp_expired');
    }
  });
});
