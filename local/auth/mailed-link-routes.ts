/**
 * The routes of the local Auth that mail a link: sign-up, the e-mail
 * sign-in link, password recovery and a confirmation sent again. Each
 * counts the address against the e-mail limit before looking it up, and
 * answers alike whether the address has an account or not, so the answers
 * never tell a caller which addresses are customers.
 */
import type { Hono } from 'hono';
import { AuthError } from './errors.ts';
import { assertStrongPassword, hashPassword } from './passwords.ts';
import { otpBody, recoverBody, resendBody, signUpBody } from './request-bodies.ts';
import { clientIp, readBody } from './requests.ts';
import type { AuthRouteParts } from './routes.ts';
import { obfuscatedUserJson, userJson } from './users.ts';

/** Mounts the routes that mail links on `auth` (the router under `/auth/v1`). */
export function mailedLinkRoutes(auth: Hono, { service, store, clock, limits }: AuthRouteParts) {
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
}
