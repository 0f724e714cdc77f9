/**
 * Supabase Auth under `/auth/v1`, as much of it as the shop and its functions
 * use, faithful enough that supabase-js works unchanged: password and
 * refresh-token grants, sign-up with e-mail confirmation, e-mail sign-in
 * links, password reset, link verification, the user, sign-out, and the admin
 * endpoints (service role only). Plus `/_local/auth/*`, the tests' hooks.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { describeIssues } from '../commerce/errors.ts';
import type { Database } from '../db.ts';
import type { MailOutbox } from '../platform/mail.ts';
import { AuthClock } from './clock.ts';
import {
  API_VERSION,
  API_VERSION_HEADER,
  AuthError,
  authErrorResponse,
  invalidCredentials,
  otpExpired,
  validationFailed,
} from './errors.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords.ts';
import { AuthRateLimits, limitsPatchSchema } from './rate-limits.ts';
import { expiredLinkRedirect, withFragment } from './redirects.ts';
import { clientIp, readBody, requireAdmin, requireApiKey, requireUser } from './requests.ts';
import { AuthService } from './service.ts';
import { AuthStore, type LinkType } from './store.ts';
import { REFRESH_TOKEN_REUSE_SECONDS } from './tokens.ts';
import {
  DEFAULT_APP_METADATA,
  mergeMetadata,
  METADATA_TOO_LARGE,
  metadataFits,
  obfuscatedUserJson,
  userJson,
  type UserRow,
} from './users.ts';

export interface LocalAuthOptions {
  db: Database;
  outbox: MailOutbox;
  /** This backend's origin; Auth answers at `{origin}/auth/v1`. */
  origin: string;
  siteUrl: string;
  jwtSecret: string;
  /** Allows the `/_local/auth/*` hooks. */
  testMode: boolean;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const email = z
  .string()
  .trim()
  .max(255)
  .transform((value) => value.toLowerCase())
  .refine((value) => EMAIL.test(value), 'Unable to validate email address: invalid format');
const metadata = z.record(z.string(), z.unknown()).refine(metadataFits, METADATA_TOO_LARGE);
const password = z.string().min(1, 'Password is required').max(1000);

const passwordGrant = z.object({ email, password });
const refreshGrant = z.object({ refresh_token: z.string().min(1).max(500) });
const signUpBody = z.object({ email, password, data: metadata.optional() });
const otpBody = z.object({ email, create_user: z.boolean().optional(), data: metadata.optional() });
const recoverBody = z.object({ email });
const resendBody = z.object({ type: z.enum(['signup']), email });
const verifyBody = z.object({
  type: z.enum(['signup', 'invite', 'magiclink', 'recovery', 'email']),
  token_hash: z.string().min(1).max(500).optional(),
  token: z.string().min(1).max(500).optional(),
  email: email.optional(),
});
const updateUserBody = z.object({ password: password.optional(), email: email.optional(), data: metadata.optional() });
const adminCreateBody = z.object({
  email,
  password: password.optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
});
const adminUpdateBody = z.object({
  email: email.optional(),
  password: password.optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
});
const generateLinkBody = z.object({
  type: z.enum(['signup', 'invite', 'magiclink', 'recovery']),
  email,
  password: password.optional(),
  data: metadata.optional(),
  redirect_to: z.string().max(2000).optional(),
});
/** A page number or size as GoTrue reads it: digits only, anything else is refused. */
const pageNumber = z.string().regex(/^\d{1,9}$/, 'must be a whole number');
const listQuery = z.object({
  page: pageNumber.optional().transform((page) => Math.max(1, Number(page ?? 1))),
  per_page: pageNumber.optional().transform((size) => Math.min(1000, Math.max(1, Number(size ?? 50)))),
  filter: z.string().max(255).catch(''),
});

/** Metadata merged within its bound, or the 400 that says it is too large. */
function fitting(merged: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!merged) throw validationFailed(METADATA_TOO_LARGE);
  return merged;
}

/** Every route of the local Auth, plus its test hooks (mount at `/`), and how to restore its limits and clock. */
export function localAuth(options: LocalAuthOptions): { routes: Hono; reset: () => void } {
  const clock = new AuthClock();
  const limits = new AuthRateLimits(() => clock.nowMs());
  const store = new AuthStore(options.db);
  const apiUrl = `${options.origin}/auth/v1`;
  const service = new AuthService({ ...options, store, clock, apiUrl });
  const secret = options.jwtSecret;
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    throw error;
  });

  testHooks(app, options.testMode, clock, limits);

  const auth = new Hono();
  auth.use('*', async (c, next) => {
    c.header(API_VERSION_HEADER, API_VERSION);
    // Supabase's gateway asks for a key everywhere but on the link people click in their e-mail.
    if (!(c.req.method === 'GET' && c.req.path.endsWith('/verify'))) await requireApiKey(c, secret);
    await next();
  });

  auth.get('/health', (c) => c.json({ version: 'local', name: 'GoTrue', description: 'Local Supabase Auth' }));
  auth.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  auth.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    // Refreshes have their own allowance: password guesses from an address never end the sessions behind it.
    limits.request(grant === 'refresh_token' ? 'refresh' : 'token', clientIp(c));
    if (grant === 'password') {
      const body = await readBody(c, passwordGrant);
      const user = await store.userByEmail(body.email);
      if (!(await verifyPassword(body.password, user?.encrypted_password))) throw invalidCredentials();
      if (!user!.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      return c.json(await service.signIn(user!, 'password'));
    }
    if (grant === 'refresh_token') {
      const body = await readBody(c, refreshGrant);
      const rotated = await store.rotateRefreshToken(body.refresh_token, clock.now(), REFRESH_TOKEN_REUSE_SECONDS);
      if (!rotated.ok) {
        throw rotated.reason === 'already_used'
          ? new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
          : new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      const user = await store.userById(rotated.session.user_id);
      if (!user) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Not Found');
      return c.json(await service.tokenResponse(user, rotated.session, rotated.refreshToken));
    }
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  auth.post('/signup', async (c) => {
    const ip = clientIp(c);
    limits.request('token', ip);
    const body = await readBody(c, signUpBody);
    const redirectTo = c.req.query('redirect_to');
    // As Supabase Auth: the password is judged before the address is looked up, so a weak one gets the
    // same 422 whoever owns the address. It is hashed before the lookup too, so that the slowest step
    // is taken for a known address as for a new one.
    assertStrongPassword(body.password);
    const passwordHash = await hashPassword(body.password);
    limits.email(body.email, ip);
    const existing = await store.userByEmail(body.email);
    if (existing) {
      // A look-alike answer (its empty identities are how Supabase Auth's look too). An unconfirmed owner
      // gets the confirmation again.
      if (!existing.email_confirmed_at) await service.sendLink(existing, 'signup', redirectTo);
      return c.json(obfuscatedUserJson(body.email, body.data ?? {}, clock.now()));
    }
    const user = await store.createUser({
      email: body.email,
      passwordHash,
      confirmedAt: null,
      userMetadata: body.data ?? {},
      now: clock.now(),
    });
    await service.sendLink(user, 'signup', redirectTo);
    return c.json(userJson((await store.userById(user.id))!));
  });

  auth.post('/otp', async (c) => {
    const body = await readBody(c, otpBody);
    const redirectTo = c.req.query('redirect_to');
    // Counted before the address is looked up, for every request: a caller running through a list of
    // addresses meets the limit (429) before the answers tell it which have an account, and one over the
    // limit creates no account.
    limits.email(body.email, clientIp(c));
    let user = await store.userByEmail(body.email);
    if (!user && body.create_user === false) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    if (!user) {
      user = await store.createUser({
        email: body.email,
        passwordHash: null,
        confirmedAt: null,
        userMetadata: body.data ?? {},
        now: clock.now(),
      });
    }
    // An address not confirmed yet gets the sign-up confirmation, which also signs in.
    await service.sendLink(user, user.email_confirmed_at ? 'magiclink' : 'signup', redirectTo);
    return c.json({});
  });

  auth.post('/recover', async (c) => {
    const body = await readBody(c, recoverBody);
    // Counted before the lookup, for unknown addresses too, so the limit's answer reveals nothing.
    limits.email(body.email, clientIp(c));
    const user = await store.userByEmail(body.email);
    if (user) await service.sendLink(user, 'recovery', c.req.query('redirect_to'));
    return c.json({});
  });

  auth.post('/resend', async (c) => {
    const body = await readBody(c, resendBody);
    limits.email(body.email, clientIp(c));
    const user = await store.userByEmail(body.email);
    if (user && !user.email_confirmed_at) await service.sendLink(user, 'signup', c.req.query('redirect_to'));
    return c.json({});
  });

  auth.get('/verify', async (c) => {
    const target = service.redirect(c.req.query('redirect_to'));
    const token = c.req.query('token') ?? '';
    limits.request('verify', clientIp(c));
    const verified = token.length <= 500 ? await service.verifyLink(token, c.req.query('type') ?? '') : undefined;
    if (!verified) return c.redirect(expiredLinkRedirect(target), 303);
    const { session, type } = verified;
    return c.redirect(
      withFragment(target, {
        access_token: session.access_token,
        expires_at: session.expires_at,
        expires_in: session.expires_in,
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      }),
      303,
    );
  });

  auth.post('/verify', async (c) => {
    limits.request('verify', clientIp(c));
    const body = await readBody(c, verifyBody);
    const token = body.token_hash ?? body.token;
    if (!token) throw validationFailed('Verify requires a token or a token hash');
    const verified = await service.verifyLink(token, body.type);
    if (!verified) throw otpExpired();
    return c.json(verified.session);
  });

  auth.get('/user', async (c) => c.json(userJson((await requireUser(c, store, secret)).user)));

  auth.put('/user', async (c) => {
    const { user, session } = await requireUser(c, store, secret);
    const body = await readBody(c, updateUserBody);
    if (body.email !== undefined && body.email !== user.email) {
      throw new AuthError(422, 'email_change_not_supported', 'Changing the e-mail address is not available');
    }
    const changes: Parameters<AuthStore['updateUser']>[1] = {};
    if (body.password !== undefined) {
      if (await verifyPassword(body.password, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      assertStrongPassword(body.password);
      changes.passwordHash = await hashPassword(body.password);
    }
    if (body.data) changes.userMetadata = fitting(mergeMetadata(user.raw_user_meta_data, body.data));
    const updated = await store.transaction(async (tx) => {
      // A new password ends the user's other sessions and every link mailed before it, as GoTrue's does:
      // whoever held the old password, a session or a reset link keeps nothing of it.
      if (changes.passwordHash) await store.revokeEarlierCredentials(user.id, session.id, tx);
      return store.updateUser(user.id, changes, clock.now(), tx);
    });
    return c.json(userJson(updated));
  });

  auth.post('/logout', async (c) => {
    const { user, session } = await requireUser(c, store, secret);
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed('Unsupported logout scope, must be one of: global, local, others');
    }
    await store.endSessions(user.id, session.id, scope);
    return c.body(null, 204);
  });

  adminRoutes(auth, { service, store, secret, clock });

  auth.all('*', (c) => authErrorResponse(c, new AuthError(404, 'not_found', 'Not Found')));

  app.route('/auth/v1', auth);
  return {
    routes: app,
    reset: () => {
      limits.reset();
      clock.setOffset(0);
    },
  };
}

function adminRoutes(
  auth: Hono,
  { service, store, secret, clock }: { service: AuthService; store: AuthStore; secret: string; clock: AuthClock },
) {
  auth.use('/admin/*', async (c, next) => {
    await requireAdmin(c, secret);
    await next();
  });

  const findUser = async (c: Context): Promise<UserRow> => {
    const user = await store.userById(c.req.param('id') ?? '');
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return user;
  };

  auth.get('/admin/users', async (c) => {
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success) throw validationFailed(`Bad Pagination Parameters: ${describeIssues(parsed.error)}`);
    const query = parsed.data;
    const { users, total } = await store.listUsers(query.filter, query.page, query.per_page);
    const lastPage = Math.max(1, Math.ceil(total / query.per_page));
    const link = (page: number, rel: string) => `</admin/users?page=${page}&per_page=${query.per_page}>; rel="${rel}"`;
    const links = [...(query.page < lastPage ? [link(query.page + 1, 'next')] : []), link(lastPage, 'last')];
    c.header('X-Total-Count', String(total));
    c.header('Link', links.join(','));
    return c.json({ users: users.map(userJson), aud: 'authenticated' });
  });

  auth.post('/admin/users', async (c) => {
    const body = await readBody(c, adminCreateBody);
    if (await store.userByEmail(body.email)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    if (body.password !== undefined) assertStrongPassword(body.password);
    // The account's app metadata carries the provider keys too: the bound counts them, as the database does.
    if (!metadataFits({ ...DEFAULT_APP_METADATA, ...body.app_metadata })) throw validationFailed(METADATA_TOO_LARGE);
    const now = clock.now();
    const user = await store.createUser({
      email: body.email,
      passwordHash: body.password === undefined ? null : await hashPassword(body.password),
      confirmedAt: body.email_confirm ? now : null,
      userMetadata: body.user_metadata ?? {},
      appMetadata: body.app_metadata,
      now,
    });
    return c.json(userJson(user));
  });

  auth.get('/admin/users/:id', async (c) => c.json(userJson(await findUser(c))));

  auth.put('/admin/users/:id', async (c) => {
    const user = await findUser(c);
    const body = await readBody(c, adminUpdateBody);
    if (body.password !== undefined) assertStrongPassword(body.password);
    // As Supabase Auth: the administrator changes the address outright, its confirmation unchanged.
    const newEmail = body.email !== undefined && body.email !== user.email ? body.email : undefined;
    if (newEmail && (await store.userByEmail(newEmail))) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
    const updated = await store.transaction(async (tx) => {
      // A new password or address ends every session and voids every link issued before it (links went
      // to the old address), as GoTrue's UpdatePassword does for an administrator's change.
      if (passwordHash || newEmail) await store.revokeEarlierCredentials(user.id, null, tx);
      return store.updateUser(
        user.id,
        {
          email: newEmail,
          passwordHash,
          userMetadata: body.user_metadata && fitting(mergeMetadata(user.raw_user_meta_data, body.user_metadata)),
          appMetadata: body.app_metadata && fitting(mergeMetadata(user.raw_app_meta_data, body.app_metadata)),
          confirmedAt: body.email_confirm ? clock.now() : undefined,
        },
        clock.now(),
        tx,
      );
    });
    return c.json(userJson(updated));
  });

  auth.delete('/admin/users/:id', async (c) => {
    const user = await findUser(c);
    await store.deleteUser(user.id);
    return c.json({});
  });

  // A link for a user without sending it (the caller sends it). As Supabase Auth: a magic link for an
  // unknown address creates the user and becomes a sign-up link; recovery needs an existing user.
  auth.post('/admin/generate_link', async (c) => {
    const body = await readBody(c, generateLinkBody);
    let user = await store.userByEmail(body.email);
    let type: LinkType = body.type;
    if (!user) {
      if (type === 'recovery') throw new AuthError(404, 'user_not_found', 'User with this email not found');
      if (type === 'magiclink') type = 'signup';
      if (type === 'signup' && body.password !== undefined) assertStrongPassword(body.password);
      user = await store.createUser({
        email: body.email,
        passwordHash: type === 'signup' && body.password !== undefined ? await hashPassword(body.password) : null,
        confirmedAt: null,
        userMetadata: body.data ?? {},
        now: clock.now(),
      });
    } else if ((type === 'signup' || type === 'invite') && user.email_confirmed_at) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const { token, link, redirectTo } = await service.issueLink(
      user,
      type,
      body.redirect_to ?? c.req.query('redirect_to'),
    );
    return c.json({
      ...userJson((await store.userById(user.id))!),
      action_link: link,
      // No numeric codes are issued: the link's token is what `verifyOtp({ token_hash })` takes.
      email_otp: '',
      hashed_token: token,
      verification_type: type,
      redirect_to: redirectTo,
    });
  });
}

/** Test-mode hooks: the rate limits and the clock. Refused (403) outside test mode. */
function testHooks(app: Hono, testMode: boolean, clock: AuthClock, limits: AuthRateLimits) {
  app.use('/_local/auth/*', async (c, next) => {
    if (!testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
    await next();
  });
  app.get('/_local/auth/rate-limits', (c) => c.json(limits.current()));
  app.put('/_local/auth/rate-limits', async (c) => {
    limits.configure(await readBody(c, limitsPatchSchema));
    return c.json(limits.current());
  });
  app.delete('/_local/auth/rate-limits', (c) => {
    limits.reset();
    return c.json(limits.current());
  });
  app.get('/_local/auth/clock', (c) => c.json({ offset_seconds: clock.offsetSeconds }));
  app.put('/_local/auth/clock', async (c) => {
    const body = await readBody(
      c,
      z.object({
        offset_seconds: z
          .number()
          .int()
          .min(0)
          .max(10 * 365 * 86_400),
      }),
    );
    clock.setOffset(body.offset_seconds);
    return c.json({ offset_seconds: clock.offsetSeconds });
  });
}
