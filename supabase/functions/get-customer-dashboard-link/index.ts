/**
 * Supabase Edge Function entry (Deno): wires the handler to Supabase Auth,
 * the profile table (read with the caller's own token, so row-level security
 * applies) and the commerce platform's customer links.
 *
 * Environment: SUPABASE_URL and SUPABASE_ANON_KEY (provided by Supabase),
 * SURECART_SECRET_KEY, and optionally SURECART_API_URL (default
 * https://api.surecart.com/v1), SURECART_LIVE_MODE (`false` for test mode)
 * and CUSTOMER_DASHBOARD_URL.
 */
import type { Tables } from '../_shared/database.types.ts';
import { deno, requiredEnv } from '../_shared/deno-runtime.ts';
import { authUserFromToken } from './auth-user.ts';
import { createDashboardLinkHandler } from './handler.ts';
import { customerLinkClient } from './surecart.ts';

const env = (name: string) => deno().env.get(name) ?? '';
const supabaseUrl = requiredEnv('SUPABASE_URL').replace(/\/$/, '');
const anonKey = requiredEnv('SUPABASE_ANON_KEY');
const asCaller = (token: string) => ({ apikey: anonKey, Authorization: `Bearer ${token}` });

deno().serve(
  createDashboardLinkHandler({
    userFromToken: authUserFromToken({ url: supabaseUrl, anonKey, fetch }),
    async customerIdOf(token, userId) {
      const query = new URLSearchParams({ select: 'surecart_customer_id', user_id: `eq.${userId}` });
      const response = await fetch(`${supabaseUrl}/rest/v1/users?${query}`, {
        headers: { ...asCaller(token), Accept: 'application/vnd.pgrst.object+json' },
      });
      if (!response.ok) return null;
      // JSON from the network: the value's type is checked below, not trusted.
      const profile = (await response.json()) as Partial<Pick<Tables<'users'>, 'surecart_customer_id'>>;
      return typeof profile.surecart_customer_id === 'string' ? profile.surecart_customer_id : null;
    },
    createDashboardUrl: customerLinkClient({
      apiUrl: env('SURECART_API_URL') || 'https://api.surecart.com/v1',
      secretKey: requiredEnv('SURECART_SECRET_KEY'),
      liveMode: env('SURECART_LIVE_MODE') !== 'false',
      dashboardUrl: env('CUSTOMER_DASHBOARD_URL') || undefined,
    }),
  }),
);
