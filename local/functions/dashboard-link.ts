/**
 * The Edge Function `get-customer-dashboard-link`, mounted at
 * `/functions/v1/get-customer-dashboard-link` with local dependencies: the
 * caller's token checked with this backend's Auth as the deployed function
 * checks it (so a token of an ended session is refused), the profile read as
 * the caller (so row-level security applies), and customer links asked of the
 * local commerce API with the secret key, all in process.
 */
import { Hono } from 'hono';
import { authUserFromToken } from '../../supabase/functions/get-customer-dashboard-link/auth-user.ts';
import { createDashboardLinkHandler } from '../../supabase/functions/get-customer-dashboard-link/handler.ts';
import { customerLinkClient } from '../../supabase/functions/get-customer-dashboard-link/surecart.ts';
import type { Tables } from '../../supabase/functions/_shared/database.types.ts';
import { asRequest, type Database } from '../db.ts';
import { LOCAL_DEFAULTS } from '../defaults.js';
import { verifyJwt } from '../jwt.ts';

export interface DashboardLinkContext {
  db: Database;
  jwtSecret: string;
  /** The local commerce API base (`{origin}/v1`) and its secret key. */
  commerceApiUrl: string;
  commerceSecretKey: string;
  /** Answers a request to the local backend without leaving the process. */
  fetch: typeof fetch;
}

export function dashboardLinkFunction(ctx: DashboardLinkContext): Hono {
  const claimsOf = async (token: string) => {
    const result = await verifyJwt(token, ctx.jwtSecret);
    return result.ok && result.claims.role === 'authenticated' && typeof result.claims.sub === 'string'
      ? result.claims
      : null;
  };
  const handler = createDashboardLinkHandler({
    // Auth answers on the same origin as the commerce API: both are this backend.
    userFromToken: authUserFromToken({
      url: new URL(ctx.commerceApiUrl).origin,
      anonKey: LOCAL_DEFAULTS.supabaseAnonKey,
      fetch: ctx.fetch,
    }),
    async customerIdOf(token, userId) {
      const claims = await claimsOf(token);
      if (!claims) return null;
      const { rows } = await asRequest(ctx.db, claims, (tx) =>
        tx.query<Pick<Tables<'users'>, 'surecart_customer_id'>>(
          'select surecart_customer_id from public.users where user_id = $1',
          [userId],
        ),
      );
      return rows[0]?.surecart_customer_id ?? null;
    },
    createDashboardUrl: customerLinkClient({
      apiUrl: ctx.commerceApiUrl,
      secretKey: ctx.commerceSecretKey,
      liveMode: true,
      fetch: ctx.fetch,
    }),
  });
  const app = new Hono();
  app.all('/get-customer-dashboard-link', (c) => handler(c.req.raw));
  return app;
}
