/**
 * The server's calls to the commerce platform's API for the catalogue: made
 * with the store's secret key where one is configured (as SureCart's own
 * plugin reads its catalogue on the server), else with the public key. The
 * secret key is a server-only variable and never reaches a page or the
 * browser. A secret key is held to the platform's default limit (150
 * operations in 10 seconds), a public key to 60 a minute.
 *
 * When the platform answers 429, it is not called again before its
 * Retry-After has passed: reads in that time fail at once, without a call,
 * and the catalogue cache (../server-cache.ts) serves what it last read.
 */
import { SURECART_SECRET_KEY } from 'astro:env/server';
import { commerceApiUrl, commercePublicToken } from '../env.ts';
import { fetchJson, HttpError } from '../http.ts';

/** How long to hold off after a 429 that names no time: the platform's shortest window (10 seconds). */
export const DEFAULT_RETRY_AFTER_MS = 10_000;
/** The longest hold-off taken from a Retry-After, so an odd value cannot silence the catalogue for long. */
export const MAX_RETRY_AFTER_MS = 5 * 60_000;

/** The key the server reads the catalogue with: the secret key where configured. */
const catalogKey = () => SURECART_SECRET_KEY || commercePublicToken;

/** A read not made because the platform asked to wait: the page serves what the cache kept. */
export class PlatformPaused extends Error {
  constructor(readonly until: number) {
    super(`The commerce platform asked not to be called before ${new Date(until).toISOString()} (429 Retry-After)`);
  }
}

/** Retry-After in milliseconds from now: seconds, or an HTTP date; the default when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? '';
  // Whole seconds, or an HTTP date ("Fri, 27 Nov 2026 12:00:30 GMT"); anything else names no time.
  const ms = /^\d+$/.test(value)
    ? Number(value) * 1000
    : /^[A-Za-z]{3}, \d/.test(value)
      ? Date.parse(value) - now
      : Number.NaN;
  if (!Number.isFinite(ms)) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

/** Until when (epoch ms) the platform asked not to be called. */
let pausedUntil = 0;

/** GET a path of the platform's API with `params`; throws HttpError for its refusals, PlatformPaused while it asks to wait. */
export async function getCommerce(path: string, params: URLSearchParams, signal?: AbortSignal): Promise<unknown> {
  if (Date.now() < pausedUntil) throw new PlatformPaused(pausedUntil);
  try {
    return await fetchJson(`${commerceApiUrl}${path}?${params}`, {
      headers: { Authorization: `Bearer ${catalogKey()}`, 'Cache-Control': 'no-cache' },
      signal,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      pausedUntil = Math.max(pausedUntil, Date.now() + retryAfterMs(error.headers.get('retry-after')));
    }
    throw error;
  }
}
