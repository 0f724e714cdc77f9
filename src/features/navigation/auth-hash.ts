/**
 * The auth-token hash rule, checked on every navigation and at start-up: an
 * address whose hash carries access_token, refresh_token or type comes back
 * from an e-mail link (login, sign-up, password reset). The hash is taken out
 * of the address bar at once, so the tokens are neither shown, bookmarked nor
 * used as a scroll target, and the app stays in its loading state until the
 * sign-in code settles the session from the parameters kept here.
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

/** The auth parameters taken from the address bar, until the sign-in code uses them. */
export const $authHashParams = atom<AuthHashParams | null>(null);

/** The app's loading state while tokens from the address wait to become a session. */
export const $authLoadingFromHash = computed($authHashParams, (params) => params !== null);

/**
 * Strips an auth hash from the address bar (keeping the page's history state,
 * which the client router relies on) and keeps its parameters. Returns
 * whether there was one.
 */
export function captureAuthHash(location: Location = window.location, history: History = window.history): boolean {
  const params = authParamsFromHash(location.hash);
  if (!params) return false;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  $authHashParams.set(params);
  return true;
}

/** For the sign-in code: the tokens have been used (or refused); the loading state ends. */
export function settleAuthHash(): void {
  $authHashParams.set(null);
}

let guarding = false;

/** Applies the rule on the first page and after every client-side navigation. */
export function guardAuthHash(): void {
  captureAuthHash();
  if (guarding) return;
  guarding = true;
  document.addEventListener('astro:after-swap', () => captureAuthHash());
}
