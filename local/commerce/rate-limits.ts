/**
 * SureCart's API limiters, as its API reference documents them: a request
 * made with a public key (what reaches the public endpoints) counts against
 * 60 operations a minute; any other against 150 operations in 10 seconds;
 * and a sensitive endpoint (one that may send notifications or call another
 * service) against 10 a minute as well. Counts are per key. Beyond a limit
 * the platform answers 429 in its error shape, with `Retry-After` (seconds).
 *
 * The limiters guard the platform's own API (`/v1`). They are on in the
 * standard store outside test mode; tests run without them for speed, and
 * a test that wants them turns them on through `/_local/commerce/rate-limits`
 * (which also lists the calls each key made, for tests that count the shop's
 * calls, and can make every call answer 429 for a while, as a platform whose
 * limits are spent).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  WindowLimiter,
  type LimitDecision,
  type WindowLimit,
} from '../../supabase/functions/_shared/window-limiter.ts';
import { ApiError, errorResponse } from './errors.ts';

export const SURECART_RATE_LIMITS = {
  /** Every operation made with a secret key. */
  default: { max: 150, windowSeconds: 10 },
  /** Endpoints that may notify someone or call another service; also counted against `default`. */
  sensitive: { max: 10, windowSeconds: 60 },
  /** Operations made with a public key. */
  public: { max: 60, windowSeconds: 60 },
} satisfies Record<string, WindowLimit>;

export type SureCartLimitName = keyof typeof SURECART_RATE_LIMITS;

/** The platform's endpoints of this backend that are sensitive: a customer link is a way into a customer's account. */
const SENSITIVE = [{ method: 'POST', path: /^\/v1\/customer_links\/?$/ }];

/** SureCart's 429: its error shape, with the limit named in the message. */
export function tooManyRequests(limit: WindowLimit): ApiError {
  return new ApiError(
    429,
    'too_many_requests',
    'too_many_requests',
    `Too many requests: this key is limited to ${limit.max} operations every ${limit.windowSeconds} seconds. Please try again later.`,
  );
}

/** One call the limiters saw: when, with which kind of key, and whether it was let through. */
export interface LimitedCall {
  at: number;
  method: string;
  path: string;
  key: 'public' | 'secret' | 'other';
  limited: boolean;
}

interface Refusal {
  limit: WindowLimit;
  retryAfterSeconds: number;
}

const settingsSchema = z
  .object({
    enabled: z.boolean(),
    /** Answers 429 to every call for this many seconds from now, as a platform whose limits are spent (tests). */
    saturated_for_seconds: z.number().int().min(1).max(3600).optional(),
  })
  .strict();

/** How many calls kept in the log, so a long `npm run dev` cannot grow it without bound. */
const MAX_LOGGED_CALLS = 10_000;

export class SureCartRateLimits {
  private readonly limiters: Record<SureCartLimitName, WindowLimiter>;
  private log: LimitedCall[] = [];
  /** Until when (epoch ms) every call is refused, whatever the counts. */
  private saturatedUntil = 0;

  constructor(
    private enabled: boolean,
    private readonly keys: { publicToken: string; secretKey: string },
    private readonly now: () => number = Date.now,
  ) {
    this.limiters = {
      default: new WindowLimiter(SURECART_RATE_LIMITS.default, now),
      sensitive: new WindowLimiter(SURECART_RATE_LIMITS.sensitive, now),
      public: new WindowLimiter(SURECART_RATE_LIMITS.public, now),
    };
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Turns the limiters on or off, with every count and the log forgotten. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  clear(): void {
    for (const limiter of Object.values(this.limiters)) limiter.clear();
    this.log = [];
    this.saturatedUntil = 0;
  }

  /** Refuses every call for `seconds` from now (the limiters on), as a platform whose limits are spent. */
  saturate(seconds: number): void {
    this.enabled = true;
    this.saturatedUntil = this.now() + seconds * 1000;
  }

  get calls(): readonly LimitedCall[] {
    return this.log;
  }

  /** The limit a call to `method path` with `token` is over, or null when it may go through (and is counted). */
  private take(method: string, path: string, token: string): Refusal | null {
    const refused = (name: SureCartLimitName, decision: LimitDecision): Refusal | null =>
      decision.ok ? null : { limit: SURECART_RATE_LIMITS[name], retryAfterSeconds: decision.retryAfterSeconds };
    const saturated = this.saturatedUntil - this.now();
    if (saturated > 0) {
      const name = token === this.keys.publicToken ? 'public' : 'default';
      return { limit: SURECART_RATE_LIMITS[name], retryAfterSeconds: Math.ceil(saturated / 1000) };
    }
    if (token === this.keys.publicToken) return refused('public', this.limiters.public.take(token));
    if (SENSITIVE.some((rule) => rule.method === method && rule.path.test(path))) {
      const sensitive = refused('sensitive', this.limiters.sensitive.take(token));
      if (sensitive) return sensitive;
    }
    return refused('default', this.limiters.default.take(token));
  }

  /** Counts every call to the platform's API; when on, answers 429 with Retry-After beyond a limit. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method === 'OPTIONS') return next();
      const path = new URL(c.req.url).pathname;
      const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
      const key = token === this.keys.publicToken ? 'public' : token === this.keys.secretKey ? 'secret' : 'other';
      const refusal = this.enabled ? this.take(c.req.method, path, token) : null;
      if (this.log.length >= MAX_LOGGED_CALLS) this.log = this.log.slice(-MAX_LOGGED_CALLS / 2);
      this.log.push({ at: this.now(), method: c.req.method, path, key, limited: refusal !== null });
      if (!refusal) return next();
      c.header('Retry-After', String(refusal.retryAfterSeconds));
      return errorResponse(c, tooManyRequests(refusal.limit));
    };
  }

  /** `GET/PUT /_local/commerce/rate-limits` (test mode only): whether the limiters are on, and the calls seen. */
  routes(testMode: boolean): Hono {
    const routes = new Hono();
    routes.use('/_local/commerce/rate-limits', async (c, next) => {
      if (!testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
      await next();
    });
    routes.get('/_local/commerce/rate-limits', (c) =>
      c.json({ enabled: this.enabled, limits: SURECART_RATE_LIMITS, calls: this.log }),
    );
    routes.put('/_local/commerce/rate-limits', async (c) => {
      const settings = settingsSchema.parse(await c.req.json());
      this.setEnabled(settings.enabled);
      if (settings.enabled && settings.saturated_for_seconds) this.saturate(settings.saturated_for_seconds);
      return c.json({ enabled: this.enabled });
    });
    return routes;
  }
}
