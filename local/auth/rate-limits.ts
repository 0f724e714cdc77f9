/**
 * The Auth rate limits, with Supabase's answers: per IP on the token endpoint
 * and on link verification (429 `over_request_rate_limit`), and one e-mail
 * per address per 60 seconds on every endpoint that sends one (429
 * `over_email_send_rate_limit`). The per-address limit counts every address
 * asked for, known or not, so a 429 says nothing about who has an account.
 * Tests change them through `/_local/auth/rate-limits` (test mode only).
 */
import { z } from 'zod';
import { WindowLimiter, type WindowLimit } from '../../supabase/functions/_shared/window-limiter.ts';
import { overEmailSendRateLimit, overRequestRateLimit } from './errors.ts';

export const DEFAULT_AUTH_LIMITS = {
  /** Sign-ins and refreshes per IP (Supabase: 30 per 5 minutes per IP for sign-ins; refreshes 150). */
  token: { max: 150, windowSeconds: 300 },
  /** Link verifications per IP. */
  verify: { max: 360, windowSeconds: 3600 },
  /** E-mails per address. */
  email: { max: 1, windowSeconds: 60 },
} satisfies Record<string, WindowLimit>;

export type AuthLimitName = keyof typeof DEFAULT_AUTH_LIMITS;

const limitSchema = z.object({ max: z.number().int().min(0).max(1_000_000), windowSeconds: z.number().int().min(1) });
export const limitsPatchSchema = z
  .object({ token: limitSchema, verify: limitSchema, email: limitSchema })
  .partial()
  .strict();

export class AuthRateLimits {
  private readonly limiters: Record<AuthLimitName, WindowLimiter>;

  constructor(now: () => number) {
    this.limiters = {
      token: new WindowLimiter(DEFAULT_AUTH_LIMITS.token, now),
      verify: new WindowLimiter(DEFAULT_AUTH_LIMITS.verify, now),
      email: new WindowLimiter(DEFAULT_AUTH_LIMITS.email, now),
    };
  }

  current(): Record<AuthLimitName, WindowLimit> {
    return {
      token: this.limiters.token.current,
      verify: this.limiters.verify.current,
      email: this.limiters.email.current,
    };
  }

  configure(patch: z.infer<typeof limitsPatchSchema>): void {
    for (const name of Object.keys(patch) as AuthLimitName[]) this.limiters[name].configure(patch[name]!);
  }

  /** Back to the defaults, with every count forgotten. */
  reset(): void {
    this.configure(DEFAULT_AUTH_LIMITS);
  }

  /** Throws 429 `over_request_rate_limit` when `ip` has used up `name`. */
  request(name: 'token' | 'verify', ip: string): void {
    if (!this.limiters[name].take(ip).ok) throw overRequestRateLimit();
  }

  /** Throws 429 `over_email_send_rate_limit` when `email` was sent a message too recently. */
  email(email: string): void {
    const decision = this.limiters.email.take(email.toLowerCase());
    if (!decision.ok) throw overEmailSendRateLimit(decision.retryAfterSeconds);
  }
}
