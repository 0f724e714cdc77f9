/**
 * The Auth rate limits, with Supabase's answers and a `Retry-After` on every
 * 429. Per IP: sign-ins and sign-ups share one limit and token refreshes
 * have their own, so a burst of password guesses never stops the people
 * behind the same address from keeping their sessions; link verifications
 * have a third (429 `over_request_rate_limit`). E-mails: one per address per
 * 60 seconds, and a number per caller per hour (429
 * `over_email_send_rate_limit`), the caller's counted first. Both e-mail
 * limits count every request that would mail a known address, whether the
 * address is known or not (and every e-mail sign-in request, even one that
 * may not create an account), so a 429 says nothing about who has an account. Tests change them through
 * `/_local/auth/rate-limits` (test mode only).
 */
import { z } from 'zod';
import { WindowLimiter, type WindowLimit } from '../../supabase/functions/_shared/window-limiter.ts';
import { overEmailSendRateLimit, overEmailSentLimit, overRequestRateLimit } from './errors.ts';

export const DEFAULT_AUTH_LIMITS = {
  /** Sign-ins (the password grant) and sign-ups per IP: Supabase's "sign-ups and sign-ins", 30 per 5 minutes. */
  token: { max: 30, windowSeconds: 300 },
  /** Token refreshes per IP: Supabase's "token refreshes", 150 per 5 minutes. */
  refresh: { max: 150, windowSeconds: 300 },
  /** Link verifications per IP. */
  verify: { max: 360, windowSeconds: 3600 },
  /** E-mails per address. */
  email: { max: 1, windowSeconds: 60 },
  /**
   * E-mails per caller (IP) per hour, in the manner of Supabase's "e-mails sent": well above what one
   * person needs (a sign-up, a few links and resets), well below a run through a list of addresses.
   */
  emailSent: { max: 20, windowSeconds: 3600 },
} satisfies Record<string, WindowLimit>;

export type AuthLimitName = keyof typeof DEFAULT_AUTH_LIMITS;
const LIMIT_NAMES = Object.keys(DEFAULT_AUTH_LIMITS) as AuthLimitName[];

const limitSchema = z.object({ max: z.number().int().min(0).max(1_000_000), windowSeconds: z.number().int().min(1) });
export const limitsPatchSchema = z
  .object({ token: limitSchema, refresh: limitSchema, verify: limitSchema, email: limitSchema, emailSent: limitSchema })
  .partial()
  .strict();

export class AuthRateLimits {
  private readonly limiters: Record<AuthLimitName, WindowLimiter>;

  constructor(now: () => number) {
    this.limiters = Object.fromEntries(
      LIMIT_NAMES.map((name) => [name, new WindowLimiter(DEFAULT_AUTH_LIMITS[name], now)]),
    ) as Record<AuthLimitName, WindowLimiter>;
  }

  current(): Record<AuthLimitName, WindowLimit> {
    return Object.fromEntries(LIMIT_NAMES.map((name) => [name, this.limiters[name].current])) as Record<
      AuthLimitName,
      WindowLimit
    >;
  }

  configure(patch: z.infer<typeof limitsPatchSchema>): void {
    for (const name of Object.keys(patch) as AuthLimitName[]) this.limiters[name].configure(patch[name]!);
  }

  /** Back to the defaults, with every count forgotten. */
  reset(): void {
    this.configure(DEFAULT_AUTH_LIMITS);
  }

  /** Throws 429 `over_request_rate_limit` when `ip` has used up `name`. */
  request(name: 'token' | 'refresh' | 'verify', ip: string): void {
    const decision = this.limiters[name].take(ip);
    if (!decision.ok) throw overRequestRateLimit(decision.retryAfterSeconds);
  }

  /**
   * Counts one e-mail to `email` asked by `ip`; throws 429 `over_email_send_rate_limit` when the
   * caller has asked for too many this hour or the address was sent one too recently. The caller is
   * counted first: a caller over its quota never counts against an address, so it cannot keep an
   * address's window running and its owner's own reset mails refused.
   */
  email(email: string, ip: string): void {
    const perCaller = this.limiters.emailSent.take(ip);
    if (!perCaller.ok) throw overEmailSentLimit(perCaller.retryAfterSeconds);
    const perAddress = this.limiters.email.take(email.toLowerCase());
    if (!perAddress.ok) throw overEmailSendRateLimit(perAddress.retryAfterSeconds);
  }
}
