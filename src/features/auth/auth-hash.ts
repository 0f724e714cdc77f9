/**
 * The auth-token hash rule, checked on every navigation and at start-up: an
 * address whose hash carries access_token, refresh_token or type comes back
 * from an e-mail link (login, sign-up, password reset). The app enters its
 * loading state, hands the address to the auth client first (it reads the
 * tokens from the hash and turns them into a session), then the hash is
 * taken out of the address bar, so the tokens are neither shown, bookmarked
 * nor used as a scroll target. Stripping it before the client has read it
 * would lose the sign-in.
 */
import { atom, computed } from 'nanostores';

const AUTH_HASH_KEYS = ['access_token', 'refresh_token', 'type'];

export type AuthHashParams = Record<string, string>;

/** The parameters of a hash such as "#access_token=...&type=magiclink", or null when it carries no auth key. */
export function authParamsFromHash(hash: string): AuthHashParams | null {
  const body = hash.replace(/^#/, '');
  if (!body) return null;
  const params = new URLSearchParams(body);
  return AUTH_HASH_KEYS.some((key) => params.has(key)) ? Object.fromEntries(params) : null;
}

/**
 * Whether the address comes back from an e-mail link the auth service
 * refused (used, unknown or expired): it carries `error` or `error_code` in
 * its hash instead of tokens.
 */
export function isRefusedLinkHash(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('error_code') || params.has('error');
}

/** The auth parameters found in the address, until the auth client has used them. */
export const $authHashParams = atom<AuthHashParams | null>(null);

/** The app's loading state while tokens from the address wait to become a session. */
export const $authLoadingFromHash = computed($authHashParams, (params) => params !== null);

/** Notes the auth parameters of the address (the loading state starts). Returns whether there were any. */
export function captureAuthHash(location: Location = window.location): boolean {
  const params = authParamsFromHash(location.hash);
  if (!params) return false;
  $authHashParams.set(params);
  return true;
}

/** Whether the shop has already stepped back onto the entry that held the tokens (see `stripAuthHash`). */
let steppedBack = false;

/**
 * Takes an auth hash out of the address bar, keeping the path, the query and
 * the page's history state, which the listing's own entries rely on.
 *
 * The auth client clears a hash it has read by assigning `location.hash`,
 * which leaves the tokens in the entry before a new, bare "#" one: Back would
 * show them again. So when the address is that bare "#" after tokens were
 * captured, the shop steps back onto the entry that holds them and rewrites
 * it; the bare entry is left ahead of it, where only Forward reaches it.
 */
export function stripAuthHash(location: Location = window.location, history: History = window.history): void {
  const bareHash = location.href.endsWith('#');
  if (!bareHash && !authParamsFromHash(location.hash)) return;
  const rewrite = () => history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  if (bareHash && $authHashParams.get() && !steppedBack) {
    steppedBack = true;
    window.addEventListener('popstate', rewrite, { once: true });
    history.back();
    return;
  }
  rewrite();
}

/** The tokens have been used (or refused): the loading state ends. */
export function settleAuthHash(): void {
  $authHashParams.set(null);
}

/**
 * Applies the rule on the page: `handOver` gives the address to the auth
 * client; whatever it does, the hash leaves the address bar once it is done.
 */
export function guardAuthHash(handOver: () => Promise<unknown>): void {
  if (!captureAuthHash()) return;
  void handOver()
    .catch(() => undefined)
    .finally(() => {
      stripAuthHash();
      settleAuthHash();
    });
}
