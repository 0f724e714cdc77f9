/**
 * The routes of a session's life in the local Auth: the password and
 * refresh-token grants, the link people click in their e-mail (and its
 * token, verified by the API), the signed-in user and its changes, and
 * sign-out. Apart from the routes that mail links, so each file holds one
 * side of what supabase-js calls.
 */
import type { Hono } from 'hono';
import { AuthError, invalidCredentials, otpExpired, validationFailed } from './errors.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords.ts';
import { expiredLinkRedirect, withFragment } from './redirects.ts';
import { fitting, passwordGrant, refreshGrant, updateUserBody, verifyBody } from './request-bodies.ts';
import { clientIp, readBody, requireUser } from './requests.ts';
import type { AuthRouteParts } from './routes.ts';
import type { AuthStore } from './store.ts';
import { REFRESH_TOKEN_REUSE_SECONDS } from './tokens.ts';
import { mergeMetadata, userJson } from './users.ts';

/** Mounts the session routes on `auth` (the router under `/auth/v1`). */
export function sessionRoutes(auth: Hono, { service, store, secret, clock, limits }: AuthRouteParts) {
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
      const rotated = await store.sessions.rotateRefreshToken(
        body.refresh_token,
        clock.now(),
        REFRESH_TOKEN_REUSE_SECONDS,
      );
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
    await store.sessions.end(user.id, session.id, scope);
    return c.body(null, 204);
  });
}
