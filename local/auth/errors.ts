/**
 * Supabase Auth's error answers: `{code, message}` with the response header
 * `X-Supabase-Api-Version: 2024-01-01`. supabase-js reads `error.code` from the
 * body only when that header is present (and exposed through CORS), so every
 * error carries it.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** For a 429: when the caller may try again, sent as `Retry-After` so clients need not guess. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function authErrorResponse(c: Context, error: AuthError): Response {
  c.header(API_VERSION_HEADER, API_VERSION);
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
export const overRequestRateLimit = (retryAfterSeconds: number) =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, retryAfterSeconds);
/** One address asked for e-mails too often. */
export const overEmailSendRateLimit = (retryAfterSeconds: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`,
    {},
    retryAfterSeconds,
  );
/** One caller asked for too many e-mails, whatever the addresses. */
export const overEmailSentLimit = (retryAfterSeconds: number) =>
  new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded', {}, retryAfterSeconds);
