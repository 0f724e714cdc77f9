/**
 * The one supabase-js client of the browser, with the session stored under
 * `sb-<project ref>-auth-token` and read back from the address after an
 * e-mail link (the implicit flow: tokens in the hash). Only
 * `browser-client.ts` imports this module, dynamically, so supabase-js is
 * downloaded only by visitors who need it.
 */
import { createClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '~/lib/env.ts';
import type { Database } from './types.ts';

export function createBrowserClient() {
  return createClient<Database>(supabaseUrl, supabaseAnonKey, {
    auth: { flowType: 'implicit', detectSessionInUrl: true, persistSession: true, autoRefreshToken: true },
  });
}
