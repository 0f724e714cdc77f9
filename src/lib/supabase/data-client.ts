/**
 * The anonymous data client: supabase-js with the public key, keeping no
 * session (none persisted, refreshed or read from the address bar). Forms use
 * it to call functions and insert rows. supabase-js is loaded with a dynamic
 * `import()` on first use, so no page downloads it before a form is sent.
 * It has a storage key of its own: the signed-in shopper's client owns the
 * default one, and two auth clients on one key would compete for it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '../env.ts';
import type { Database } from './types.ts';

/** Never written (it keeps no session); only told apart from the browser client's `sb-<ref>-auth-token`. */
export const DATA_CLIENT_STORAGE_KEY = 'velo-nord-anonymous-forms';

let client: Promise<SupabaseClient<Database>> | undefined;

export function dataClient(): Promise<SupabaseClient<Database>> {
  return (client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storageKey: DATA_CLIENT_STORAGE_KEY,
      },
    }),
  ));
}
