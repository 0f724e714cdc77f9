/**
 * The admin endpoints of the local Auth (`/auth/v1/admin/*`), for the
 * service role only: listing, creating, changing and deleting users, and
 * generating a link for the caller to send. The Edge Functions and the tests
 * use them as they use Supabase's.
 */
import type { Context, Hono } from 'hono';
import { describeIssues } from '../commerce/errors.ts';
import { AuthError, validationFailed } from './errors.ts';
import { assertStrongPassword, hashPassword } from './passwords.ts';
import { adminCreateBody, adminUpdateBody, fitting, generateLinkBody, listQuery } from './request-bodies.ts';
import { readBody, requireAdmin } from './requests.ts';
import type { AuthRouteParts } from './routes.ts';
import type { LinkType } from './link-token-store.ts';
import {
  DEFAULT_APP_METADATA,
  mergeMetadata,
  METADATA_TOO_LARGE,
  metadataFits,
  userJson,
  type UserRow,
} from './users.ts';

/** Mounts the admin routes on `auth` (the router under `/auth/v1`), behind the service role. */
export function adminRoutes(auth: Hono, { service, store, secret, clock }: AuthRouteParts) {
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
