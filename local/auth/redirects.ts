/**
 * Where e-mail links send people back: only to the shop's own origin (anything
 * else falls back to the shop's address, so a link can never hand tokens to
 * another site), with the session or the error in the URL fragment, keys in
 * alphabetical order and an empty `sb` marker, as Supabase Auth writes them.
 */

/** `redirectTo` when it is on the site's origin, else the site's address. */
export function allowedRedirect(redirectTo: string | null | undefined, siteUrl: string): string {
  if (!redirectTo) return siteUrl;
  try {
    const target = new URL(redirectTo);
    const site = new URL(siteUrl);
    if (target.origin === site.origin && !target.username && !target.password) return target.href;
  } catch {
    // Not an absolute URL: fall back to the site.
  }
  return siteUrl;
}

/** Form-encodes `params` with keys sorted and an empty `sb` added. */
export function fragmentOf(params: Record<string, string | number>): string {
  const entries = Object.entries({ ...params, sb: '' }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
}

/** `base` with its fragment replaced by `params`. */
export function withFragment(base: string, params: Record<string, string | number>): string {
  const url = new URL(base);
  url.hash = fragmentOf(params);
  return url.href;
}

/** The redirect after an expired, used or unknown e-mail link. */
export function expiredLinkRedirect(base: string): string {
  return withFragment(base, {
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  });
}
