/**
 * Runs on every page, and stays tiny: supabase-js is downloaded only when
 * the address carries auth tokens from an e-mail link or this browser holds
 * a stored session. Everyone else browses without it.
 */
import { refusedLink as t } from '~/i18n/index.ts';
import { withWords } from '~/i18n/load-words.ts';
import { unprefixedPath } from '~/i18n/locales.ts';
import { hasStoredSession } from '~/lib/supabase/session-storage.ts';
import { guardAuthHash, isRefusedLinkHash } from './auth-hash.ts';
import { setAuthLoading } from './store.ts';

// The auth client's toasts (signed out, a profile that did not load) are the dialogs' words, not the page's.
const loadAuthClient = withWords(['auth'], () => import('./start.ts'));

/** Loads the auth client and starts following the session (once per tab). */
export async function startAuthClient(): Promise<void> {
  const { ensureAuthStarted } = await loadAuthClient();
  await ensureAuthStarted();
}

/**
 * A refused e-mail link lands with the auth service's error in the hash and
 * signs nobody in: the shopper is told the link is invalid or has expired
 * (the service's own wording is not shown), and the error leaves the
 * address. /auth/confirm explains it on the page itself, so it keeps the
 * hash for its own check.
 */
function reportRefusedLink(): void {
  if (!isRefusedLinkHash(window.location.hash) || unprefixedPath(window.location.pathname) === '/auth/confirm') return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  void import('~/features/notifications/notify.ts').then(({ notifyError }) => notifyError(t.title, t.text));
}

export function bootAuth(): void {
  reportRefusedLink();
  guardAuthHash(startAuthClient);
  if (hasStoredSession()) {
    setAuthLoading(true);
    void startAuthClient().catch(() => setAuthLoading(false));
  }
}
