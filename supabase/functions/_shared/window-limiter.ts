/**
 * A fixed-window request limiter: at most `max` hits per key in each window of
 * `windowSeconds`. Auth (per address and per IP) and the account functions
 * share it. It keeps counts in memory, so on a platform that runs several
 * copies of a function it limits each copy, which still bounds abuse.
 */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

export type LimitDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export class WindowLimiter {
  private readonly hits = new Map<string, { start: number; count: number }>();

  constructor(
    private limit: WindowLimit,
    private readonly now: () => number = Date.now,
  ) {}

  get current(): WindowLimit {
    return this.limit;
  }

  configure(limit: WindowLimit): void {
    this.limit = limit;
    this.hits.clear();
  }

  clear(): void {
    this.hits.clear();
  }

  /** Counts one hit for `key`; refuses it, with the seconds left in the window, once the window is full. */
  take(key: string): LimitDecision {
    const now = this.now();
    const windowMs = this.limit.windowSeconds * 1000;
    const entry = this.hits.get(key);
    if (!entry || now - entry.start >= windowMs) {
      if (this.hits.size > 10_000) this.prune(now, windowMs);
      this.hits.set(key, { start: now, count: 1 });
      return this.limit.max >= 1 ? { ok: true } : { ok: false, retryAfterSeconds: this.limit.windowSeconds };
    }
    if (entry.count >= this.limit.max) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000)) };
    }
    entry.count += 1;
    return { ok: true };
  }

  /** Forgets windows that have ended, so the map cannot grow without bound. */
  private prune(now: number, windowMs: number): void {
    for (const [key, entry] of this.hits) if (now - entry.start >= windowMs) this.hits.delete(key);
  }
}
