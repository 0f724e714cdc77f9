/**
 * Real supabase-js clients against the test backend, as each kind of caller:
 * the public anon key, a signed-in user (an access token minted here with the
 * local JWT secret, so these tests need no sign-in flow), and the service role.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { LOCAL_DEFAULTS, LOCAL_JWT_SECRET } from '../../local/defaults.js';
import { signJwt } from '../../local/jwt.ts';
import { backendOrigin, getJson } from './helpers.ts';

export const ANON_KEY = LOCAL_DEFAULTS.supabaseAnonKey;
export const SERVICE_ROLE_KEY = LOCAL_DEFAULTS.supabaseServiceRoleKey;

/** A client whose requests carry `token` as their bearer (the anon key, a user's token or the service role). */
export function supabaseWith(token: string): SupabaseClient {
  return createClient(backendOrigin(), ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    // supabase-js needs a WebSocket implementation on Node 20.
    realtime: { transport: WebSocket as never },
  });
}

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

/** A new account (auth user and, by the database's trigger, its profile) with a client signed in as it. */
export async function createTestUser(label: string, fullName = 'Test Rider'): Promise<TestUser> {
  const email = `${label}-${randomUUID().slice(0, 8)}@velonord.test`;
  const { status, body } = await getJson('/_local/users', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, full_name: fullName }),
  });
  if (status !== 201) throw new Error(`creating a test user answered ${status}`);
  const token = await accessTokenFor(body.id, email);
  return { id: body.id, email, token, client: supabaseWith(token) };
}
