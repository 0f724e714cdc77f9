/**
 * The anonymous data client: supabase-js with the public key, keeping no
 * session (none persisted, refreshed or read from the address bar). Forms use
 * it to call functions and insert rows. supabase-js is loaded with a dynamic
 * `import()` on first use, so no page downloads it before a form is sent.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '../env.ts';

let client: Promise<SupabaseClient> | undefined;

export function dataClient(): Promise<SupabaseClient> {
  return (client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  ));
}
