/**
 * Real supabase-js clients against the test backend, as each kind of caller:
 * the public anon key, a signed-in user (an access token minted here with the
 * local JWT secret, so these tests need no sign-in flow), and the service role.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { LOCAL_DEFAULTS, LOCAL_JWT_SECRET } from '../../local/defaults.js';
import { signJwt } from '../../local/jwt.ts';
import { adminClient, anonClient, uniqueEmail } from './auth-helpers.ts';
import { backendOrigin } from './helpers.ts';

export const ANON_KEY = LOCAL_DEFAULTS.supabaseAnonKey;
export const SERVICE_ROLE_KEY = LOCAL_DEFAULTS.supabaseServiceRoleKey;

/** A client whose requests carry `token` as their bearer (the anon key, a user's token or the service role). */
export const supabaseWith = (token: string): SupabaseClient => anonClient(ANON_KEY, token);

/** An access token for a user, shaped like the ones Supabase Auth issues, valid for an hour. */
export function accessTokenFor(userId: string, email: string, secret = LOCAL_JWT_SECRET, expiresIn = 3600) {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      iss: `${backendOrigin()}/auth/v1`,
      sub: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      aal: 'aal1',
      session_id: randomUUID(),
      is_anonymous: false,
      iat: now,
      exp: now + expiresIn,
    },
    secret,
  );
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

/** A new confirmed account (auth user and, by the database's trigger, its profile) with a client signed in as it. */
export async function createTestUser(label: string, fullName = 'Test Rider'): Promise<TestUser> {
  const { data, error } = await adminClient().auth.admin.createUser({
    email: uniqueEmail(label),
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error || !data.user?.email) throw new Error(`creating a test user failed: ${error?.message}`);
  const { id, email } = data.user;
  const token = await accessTokenFor(id, email);
  return { id, email, token, client: supabaseWith(token) };
}
