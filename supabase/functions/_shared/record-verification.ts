import type { RecordResult, Verification } from '../verify-recaptcha/handler.ts';

/** The database function that records a verified token (service role only). */
export const RECORD_FUNCTION = 'record_recaptcha_verification';

/** Its arguments, by name as PostgREST passes them. */
export const recordArguments = (v: Verification) => ({
  token: v.token,
  action: v.action,
  score: v.score,
  hostname: v.hostname,
  client_ip: v.clientIp,
});

/**
 * Reads the database's answer: the stored score, a refusal it explains
 * (a token recorded before, a client address over its limit), or a failure.
 */
export function recordResult(
  error: { message?: string; detail?: string; details?: string | null } | null,
  stored: unknown,
): RecordResult {
  if (!error) return { ok: true, score: Number(stored) };
  const detail = error.detail ?? error.details ?? '';
  if (detail === 'rate-limited') return { ok: false, reason: 'rate_limited', message: error.message ?? '' };
  if (detail === 'duplicate-token') return { ok: false, reason: 'duplicate', message: error.message ?? '' };
  throw new Error(`recording the verification failed: ${error.message ?? 'unknown error'}`);
}
