/**
 * Runs on every page, and stays tiny: supabase-js is downloaded only when
 * the address carries auth tokens from an e-mail link or this browser holds
 * a stored session. Everyone else browses without it.
 */
import { guardAuthHash } from '~/features/navigation/auth-hash.ts';
import { hasStoredSession } from '~/lib/supabase/session-storage.ts';
import { setAuthLoading } from './store.ts';

/** Loads the auth client and starts following the session (once per tab). */
export async function startAuthClient(): Promise<void> {
  const { ensureAuthStarted } = await import('./start.ts');
  await ensureAuthStarted();
}

export function bootAuth(): void {
  guardAuthHash(startAuthClient);
  if (hasStoredSession()) {
    setAuthLoading(true);
    void startAuthClient().catch(() => setAuthLoading(false));
  }
}
