/**
 * Supabase Auth under `/auth/v1`, as much of it as the shop and its functions
 * use, faithful enough that supabase-js works unchanged: password and
 * refresh-token grants, sign-up with e-mail confirmation, e-mail sign-in
 * links, password reset, link verification, the user, sign-out, and the admin
 * endpoints (service role only). Plus `/_local/auth/*`, the tests' hooks.
 * This module builds the parts they share and mounts each group of routes.
 */
import { Hono } from 'hono';
import type { Database } from '../db.ts';
import type { MailOutbox } from '../platform/mail.ts';
import { adminRoutes } from './admin-routes.ts';
import { AuthClock } from './clock.ts';
import { API_VERSION, API_VERSION_HEADER, AuthError, authErrorResponse } from './errors.ts';
import { mailedLinkRoutes } from './mailed-link-routes.ts';
import { AuthRateLimits } from './rate-limits.ts';
import { requireApiKey } from './requests.ts';
import { AuthService } from './service.ts';
import { sessionRoutes } from './session-routes.ts';
import { AuthStore } from './store.ts';
import { authTestHooks } from './test-hooks.ts';

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

/** What the Auth routes share: the service that mails links and signs in, the store, the JWT secret, the clock and the limits. */
export interface AuthRouteParts {
  service: AuthService;
  store: AuthStore;
  secret: string;
  clock: AuthClock;
  limits: AuthRateLimits;
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

  authTestHooks(app, options.testMode, clock, limits);

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

  const parts: AuthRouteParts = { service, store, secret, clock, limits };
  sessionRoutes(auth, parts);
  mailedLinkRoutes(auth, parts);
  adminRoutes(auth, parts);

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
