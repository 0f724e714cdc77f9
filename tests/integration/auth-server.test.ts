/**
 * The local Supabase Auth through the real supabase-js: every call the shop
 * and its functions make, with the answers and error codes Supabase gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { getJson } from './helpers.ts';
import {
  adminClient,
  anonClient,
  confirmedUser,
  latestLink,
  mailTo,
  openLink,
  resetAuthLimits,
  setAuthClock,
  setAuthLimits,
  signedInClient,
  expectFrenchPages,
  SITE_URL,
  uniqueEmail,
} from './auth-helpers.ts';

beforeAll(async () => {
  // Flows below send several e-mails to one address in a row and sign in often, all from this one
  // address; the limits have their own tests (auth-hardening.test.ts).
  await setAuthLimits({
    email: { max: 1000, windowSeconds: 60 },
    emailSent: { max: 1000, windowSeconds: 3600 },
    token: { max: 1000, windowSeconds: 300 },
  });
});

afterAll(async () => {
  await resetAuthLimits();
  await setAuthClock(0);
});

describe('sign-up with e-mail confirmation', () => {
  it('creates an unconfirmed user, mails a confirmation link, and the link signs in on /auth/confirm', async () => {
    const email = uniqueEmail();
    const client = anonClient();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'Cycling2025',
      options: { emailRedirectTo: `${SITE_URL}/auth/confirm` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, role: 'authenticated' });
    expect(data.user!.identities).toHaveLength(1);
    expect(data.user!.confirmation_sent_at).toBeTruthy();

    const refused = await client.auth.signInWithPassword({ email, password: 'Cycling2025' });
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const { mail, link } = await latestLink(email);
    expect(mail.subject).toMatch(/confirm/i);
    expect(mail.text).toContain(link);
    expect(new URL(link).searchParams.get('type')).toBe('signup');

    const opened = await openLink(link);
    expect(opened.status).toBe(303);
    expect(opened.target).toBe(`${SITE_URL}/auth/confirm`);
    // Keys in alphabetical order, with the empty `sb` marker, as Supabase writes them.
    expect(Object.keys(opened.params)).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    expect(opened.params).toMatchObject({ expires_in: '3600', sb: '', token_type: 'bearer', type: 'signup' });

    const { data: me } = await client.auth.getUser(opened.params.access_token);
    expect(me.user).toMatchObject({ id: data.user!.id, email });
    expect(me.user!.email_confirmed_at).toBeTruthy();

    const signedIn = await client.auth.signInWithPassword({ email, password: 'Cycling2025' });
    expect(signedIn.error).toBeNull();
  });

  it('answers an already registered address with a look-alike user and no identities', async () => {
    const user = await confirmedUser();
    const before = (await mailTo(user.email)).length;
    const { data, error } = await anonClient().auth.signUp({ email: user.email, password: 'Another2025' });
    expect(error).toBeNull();
    expect(data.user!.id).not.toBe(user.id);
    expect(data.user!.identities).toEqual([]);
    expect(await mailTo(user.email)).toHaveLength(before);
  });

  it('refuses a weak password with weak_password', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail(), password: 'short' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
  });
});

describe('e-mail links', () => {
  it('a used link is refused: the second visit lands on the otp_expired error hash', async () => {
    const email = uniqueEmail();
    await anonClient().auth.signUp({ email, password: 'Cycling2025' });
    const { link } = await latestLink(email);
    expect((await openLink(link)).params.access_token).toBeTruthy();
    const replay = await openLink(link);
    expect(replay.status).toBe(303);
    expect(replay.fragment).toBe(
      'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });

  it('a link older than one hour is refused with the otp_expired hash', async () => {
    const user = await confirmedUser();
    await anonClient().auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } });
    const { link } = await latestLink(user.email);
    try {
      await setAuthClock(3601);
      const opened = await openLink(link);
      expect(opened.params).toMatchObject({ error: 'access_denied', error_code: 'otp_expired' });
      expect(opened.params.access_token).toBeUndefined();
    } finally {
      await setAuthClock(0);
    }
  });

  it('sends people back only to the site: another origin falls back to the site URL', async () => {
    const user = await confirmedUser();
    await anonClient().auth.signInWithOtp({
      email: user.email,
      options: { shouldCreateUser: false, emailRedirectTo: 'https://evil.example/steal' },
    });
    const { link } = await latestLink(user.email);
    const opened = await openLink(link);
    expect(opened.target).toBe(`${SITE_URL}/`);
    expect(opened.params.access_token).toBeTruthy();
  });
});

describe('sign-in', () => {
  it('signs in with a password and answers wrong passwords and unknown addresses alike', async () => {
    const user = await confirmedUser();
    const client = anonClient();
    const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session!.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(data.user!.email).toBe(user.email);

    const wrong = await client.auth.signInWithPassword({ email: user.email, password: 'Wrong2025x' });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail(), password: 'Wrong2025x' });
    for (const result of [wrong, unknown]) {
      expect(result.error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('the access token carries the claims of a Supabase session', async () => {
    const { client, id, email } = await signedInClient();
    const { data } = await client.auth.getSession();
    const [, payload] = data.session!.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({
      sub: id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      iss: expect.stringMatching(/\/auth\/v1$/),
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.session_id).toEqual(expect.any(String));
    expect(claims.exp - claims.iat).toBe(3600);
  });
});

describe('e-mail sign-in links (signInWithOtp)', () => {
  it('with shouldCreateUser false, an unknown address gets 422 otp_disabled', async () => {
    const { error } = await anonClient().auth.signInWithOtp({
      email: uniqueEmail(),
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
  });

  it('a confirmed user gets a magic link to the site root, which signs in', async () => {
    const user = await confirmedUser();
    const { error } = await anonClient().auth.signInWithOtp({
      email: user.email,
      options: { shouldCreateUser: false, emailRedirectTo: SITE_URL },
    });
    expect(error).toBeNull();
    const { link } = await latestLink(user.email);
    expect(new URL(link).searchParams.get('type')).toBe('magiclink');
    const opened = await openLink(link);
    expect(opened.target).toBe(`${SITE_URL}/`);
    expect(opened.params.type).toBe('magiclink');
  });

  it('an unconfirmed user gets the sign-up confirmation instead', async () => {
    const email = uniqueEmail();
    await anonClient().auth.signUp({ email, password: 'Cycling2025' });
    await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const { link } = await latestLink(email);
    expect(new URL(link).searchParams.get('type')).toBe('signup');
  });

  it('verifyOtp with the token hash opens a session once', async () => {
    const user = await confirmedUser();
    const admin = adminClient();
    const { data } = await admin.auth.admin.generateLink({ type: 'magiclink', email: user.email });
    const client = anonClient();
    const first = await client.auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'magiclink' });
    expect(first.error).toBeNull();
    expect(first.data.session?.user.email).toBe(user.email);
    const again = await client.auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'magiclink' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

describe('password reset', () => {
  it('answers 200 for an unknown address and sends nothing', async () => {
    const email = uniqueEmail();
    const { error } = await anonClient().auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE_URL}/auth/update-password`,
    });
    expect(error).toBeNull();
    expect(await mailTo(email)).toEqual([]);
  });

  it('mails a recovery link to /auth/update-password whose session may set a new password', async () => {
    const user = await confirmedUser();
    const client = anonClient();
    await client.auth.resetPasswordForEmail(user.email, { redirectTo: `${SITE_URL}/auth/update-password` });
    const { mail, link } = await latestLink(user.email);
    expect(mail.subject).toMatch(/reset/i);
    const opened = await openLink(link);
    expect(opened.target).toBe(`${SITE_URL}/auth/update-password`);
    expect(opened.params.type).toBe('recovery');

    await client.auth.setSession({
      access_token: opened.params.access_token!,
      refresh_token: opened.params.refresh_token!,
    });
    const updated = await client.auth.updateUser({ password: 'NewRide2026', data: { password_set: true } });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toMatchObject({ password_set: true });
    const signedIn = await anonClient().auth.signInWithPassword({ email: user.email, password: 'NewRide2026' });
    expect(signedIn.error).toBeNull();
  });
});

describe('the user', () => {
  it('getUser reads the signed-in user; updateUser merges data and null removes a key', async () => {
    const { client, email } = await signedInClient();
    expect((await client.auth.getUser()).data.user!.email).toBe(email);
    await client.auth.updateUser({ data: { password_set: false, full_name: 'Rider' } });
    const { data, error } = await client.auth.updateUser({ data: { password_set: true, full_name: null } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ password_set: true });
  });

  it('refuses the same password with 422 same_password', async () => {
    const { client, password } = await signedInClient();
    const { error } = await client.auth.updateUser({ password });
    expect(error).toMatchObject({ status: 422, code: 'same_password' });
  });
});

describe('refresh tokens', () => {
  const sessionOf = (accessToken: string) =>
    JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).session_id as string;

  it('rotate; one reused after the 10-second reuse interval is refused with refresh_token_already_used and ends the session', async () => {
    const { client } = await signedInClient();
    const first = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);

    try {
      await setAuthClock(11);
      const replay = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
      expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
      // Reuse looks like theft: the whole session ends, its newest token with it.
      const next = await anonClient().auth.refreshSession({ refresh_token: data.session!.refresh_token });
      expect(next.error?.status).toBe(400);
    } finally {
      await setAuthClock(0);
    }
  });

  it('8 refreshes of one token at once all succeed and keep the same session', async () => {
    const { client } = await signedInClient();
    const first = (await client.auth.getSession()).data.session!;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => anonClient().auth.refreshSession({ refresh_token: first.refresh_token })),
    );
    for (const { error, data } of results) {
      expect(error).toBeNull();
      expect(sessionOf(data.session!.access_token)).toBe(sessionOf(first.access_token));
    }
    // Nothing was revoked: every answer's tokens still work.
    for (const { data } of results) {
      expect((await anonClient().auth.getUser(data.session!.access_token)).error).toBeNull();
      const again = await anonClient().auth.refreshSession({ refresh_token: data.session!.refresh_token });
      expect(again.error).toBeNull();
    }
  });

  it('a token exchanged 9 seconds ago is exchanged again; at 11 seconds the session ends', async () => {
    const { client } = await signedInClient();
    const first = (await client.auth.getSession()).data.session!;
    expect((await client.auth.refreshSession()).error).toBeNull();
    try {
      await setAuthClock(9);
      const within = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
      expect(within.error).toBeNull();
      expect(sessionOf(within.data.session!.access_token)).toBe(sessionOf(first.access_token));

      await setAuthClock(11);
      const late = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
      expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
      const user = await anonClient().auth.getUser(within.data.session!.access_token);
      expect(user.error).toMatchObject({ name: 'AuthSessionMissingError' });
    } finally {
      await setAuthClock(0);
    }
  });

  it('an unknown refresh token is refused with refresh_token_not_found', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('sign-out scopes', () => {
  async function twoSessions() {
    const user = await confirmedUser();
    const [a, b] = [anonClient(), anonClient()];
    await a.auth.signInWithPassword(user);
    await b.auth.signInWithPassword(user);
    const tokenOf = async (client: typeof a) => (await client.auth.getSession()).data.session!.access_token;
    return { a, b, tokenA: await tokenOf(a), tokenB: await tokenOf(b) };
  }
  const userOf = async (token: string) => (await anonClient().auth.getUser(token)).error;

  it('others ends every other session and keeps this one', async () => {
    const { a, tokenA, tokenB } = await twoSessions();
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await userOf(tokenA)).toBeNull();
    expect(await userOf(tokenB)).toMatchObject({ name: 'AuthSessionMissingError' });
  });

  it('local ends this session only', async () => {
    const { a, tokenA, tokenB } = await twoSessions();
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await userOf(tokenA)).toMatchObject({ name: 'AuthSessionMissingError' });
    expect(await userOf(tokenB)).toBeNull();
    expect((await a.auth.getSession()).data.session).toBeNull();
  });

  it('global (the default) ends every session', async () => {
    const { a, tokenA, tokenB } = await twoSessions();
    expect((await a.auth.signOut()).error).toBeNull();
    expect(await userOf(tokenA)).toMatchObject({ name: 'AuthSessionMissingError' });
    expect(await userOf(tokenB)).toMatchObject({ name: 'AuthSessionMissingError' });
  });
});

describe('admin API (service role only)', () => {
  it('creates, finds, updates, lists, links and deletes users', async () => {
    const admin = adminClient().auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({ email, email_confirm: false, user_metadata: { password_set: false } });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({ email, user_metadata: { password_set: false } });
    expect(created.data.user!.email_confirmed_at).toBeUndefined();

    const again = await admin.createUser({ email });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });

    const id = created.data.user!.id;
    expect((await admin.getUserById(id)).data.user!.email).toBe(email);
    const updated = await admin.updateUserById(id, { user_metadata: { full_name: 'Ada' } });
    expect(updated.data.user!.user_metadata).toEqual({ password_set: false, full_name: 'Ada' });

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.email)).toContain(email);

    const link = await admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: `${SITE_URL}/auth/confirm` },
    });
    expect(link.error).toBeNull();
    expect(link.data.properties!.verification_type).toBe('magiclink');
    expect(link.data.properties!.action_link).toContain('/auth/v1/verify?');
    expect(link.data.user!.id).toBe(id);

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404 });
  });

  it("changes a user's address, which then signs in in place of the old one; a taken address gets 422 email_exists", async () => {
    const admin = adminClient().auth.admin;
    const user = await confirmedUser();
    const other = await confirmedUser();
    const moved = uniqueEmail('moved');
    const { data, error } = await admin.updateUserById(user.id, { email: moved });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: moved });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect((await admin.getUserById(user.id)).data.user!.email).toBe(moved);

    expect((await anonClient().auth.signInWithPassword({ email: moved, password: user.password })).error).toBeNull();
    const old = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });

    const taken = await admin.updateUserById(user.id, { email: other.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    expect((await admin.getUserById(user.id)).data.user!.email).toBe(moved);
  });

  it('lists users by page, and refuses a page or page size that is not a whole number with 400 validation_failed', async () => {
    const asAdmin = {
      headers: {
        apikey: LOCAL_DEFAULTS.supabaseServiceRoleKey,
        Authorization: `Bearer ${LOCAL_DEFAULTS.supabaseServiceRoleKey}`,
      },
    };
    for (const query of ['page=-1', 'page=abc', 'page=1.5', 'per_page=-5', 'per_page=x']) {
      const { status, body } = await getJson(`/auth/v1/admin/users?${query}`, asAdmin);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({
        code: 'validation_failed',
        message: expect.stringMatching(/^Bad Pagination Parameters/),
      });
    }
    await confirmedUser();
    await confirmedUser();
    const second = await getJson('/auth/v1/admin/users?page=2&per_page=1', asAdmin);
    expect(second.status).toBe(200);
    expect(second.body.users).toHaveLength(1);
    expect(Number(second.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
  });

  it('refuses the anon key and a user token with not_admin', async () => {
    const { client } = await signedInClient();
    const userToken = (await client.auth.getSession()).data.session!.access_token;
    for (const bearer of [LOCAL_DEFAULTS.supabaseAnonKey, userToken]) {
      const { status, body } = await getJson('/auth/v1/admin/users', {
        headers: { apikey: LOCAL_DEFAULTS.supabaseAnonKey, Authorization: `Bearer ${bearer}` },
      });
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: 'not_admin' });
    }
  });
});

describe('the e-mails in the language of their return address', () => {
  it('a sign-up from a French page gets the French confirmation, whose link signs in on /fr/auth/confirm', async () => {
    const email = uniqueEmail('fr-signup');
    await anonClient().auth.signUp({
      email,
      password: 'Cycling2025',
      options: { emailRedirectTo: `${SITE_URL}/fr/auth/confirm` },
    });
    const { mail, link } = await latestLink(email);
    expect(mail.subject).toBe('Confirmez votre compte Vélo Nord');
    expect(mail.text).toContain('Confirmez votre adresse courriel pour terminer la création de votre compte.');
    expect(mail.text).toContain('Confirmer mon adresse courriel\n');
    expect(mail.text).toContain(`Ou copiez cette adresse dans votre navigateur\u00a0: ${link}`);
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).not.toMatch(/e-mail|Confirm your/);
    expectFrenchPages(mail);
    const opened = await openLink(link);
    expect(opened.target).toBe(`${SITE_URL}/fr/auth/confirm`);
    expect(opened.params.access_token).toBeTruthy();
  });

  it('the same sign-up from an English page stays English', async () => {
    const email = uniqueEmail('en-signup');
    await anonClient().auth.signUp({
      email,
      password: 'Cycling2025',
      options: { emailRedirectTo: `${SITE_URL}/auth/confirm` },
    });
    const { mail, link } = await latestLink(email);
    expect(mail.subject).toBe('Confirm your Vélo Nord account');
    expect(mail.text).toContain('Confirm your e-mail address\n');
    expect(mail.text).toContain(`Or copy this address into your browser: ${link}`);
    expect(mail.html).toContain('<html lang="en-CA">');
    expect((await openLink(link)).target).toBe(`${SITE_URL}/auth/confirm`);
  });

  it('a sign-in link asked on a French page is French and returns to /fr/', async () => {
    const user = await confirmedUser();
    await anonClient().auth.signInWithOtp({
      email: user.email,
      options: { shouldCreateUser: false, emailRedirectTo: `${SITE_URL}/fr/` },
    });
    const { mail, link } = await latestLink(user.email);
    expect(mail.subject).toBe('Votre lien de connexion Vélo Nord');
    expect(mail.text).toContain('Se connecter\n');
    expect(mail.text).toContain(`Ou copiez cette adresse dans votre navigateur\u00a0: ${link}`);
    expectFrenchPages(mail);
    expect((await openLink(link)).target).toBe(`${SITE_URL}/fr/`);
  });

  it('a password reset asked on a French page is French and returns to /fr/auth/update-password', async () => {
    const user = await confirmedUser();
    await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: `${SITE_URL}/fr/auth/update-password` });
    const { mail, link } = await latestLink(user.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Vélo Nord');
    expect(mail.text).toContain('votre mot de passe reste le même.');
    expectFrenchPages(mail);
    const opened = await openLink(link);
    expect(opened.target).toBe(`${SITE_URL}/fr/auth/update-password`);
    expect(opened.params.type).toBe('recovery');
  });

  it("another site's /fr/ address is not the shop's: the e-mail is English and returns to the shop", async () => {
    const user = await confirmedUser();
    await anonClient().auth.resetPasswordForEmail(user.email, {
      redirectTo: 'https://evil.example/fr/auth/update-password',
    });
    const { mail, link } = await latestLink(user.email);
    expect(mail.subject).toBe('Reset your Vélo Nord password');
    expect((await openLink(link)).target).toBe(`${new URL(SITE_URL).origin}/`);
  });
});
