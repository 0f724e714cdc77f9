/**
 * The caller's address as the deployed functions see it, for per-caller
 * limits and reCAPTCHA's `remoteip`.
 *
 * Supabase's hosted Edge Functions are reached through Cloudflare (the
 * requests they receive carry Cloudflare's `cf-ray`, `cdn-loop: cloudflare`
 * and `cf-worker: supabase.co`, as Supabase's guide "Logging and Using
 * Headers" shows), and Supabase documents no client-address header of its
 * own. Cloudflare's reference of the request headers it sends
 * (developers.cloudflare.com/fundamentals/reference/http-headers/) says:
 *
 * - `CF-Connecting-IP` is the address that connected to Cloudflare, one
 *   address, set by Cloudflare whatever the client sent;
 * - `X-Forwarded-For` is passed on with Cloudflare's own entry appended when
 *   the client sent one, so its first entry is whatever the client wrote.
 *
 * So the address is `CF-Connecting-IP`. Where no Cloudflare stands in front
 * (Supabase's local stack, a self-hosted gateway), the last entry of
 * `X-Forwarded-For` is the one the nearest proxy wrote; the first never is.
 * A value that is not an IP address counts as none.
 */

const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?:%\w+)?)$/i;

const ipOrNull = (value: string | null | undefined) => {
  const address = value?.trim();
  return address && address.length <= 64 && IP_ADDRESS.test(address) ? address : null;
};

/** The caller's address, or null when the request carries none a proxy vouches for. */
export function clientAddress(headers: Headers): string | null {
  const connecting = ipOrNull(headers.get('cf-connecting-ip'));
  if (connecting) return connecting;
  const forwarded = headers.get('x-forwarded-for')?.split(',');
  return ipOrNull(forwarded?.[forwarded.length - 1]);
}
