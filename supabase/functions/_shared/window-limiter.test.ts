import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './window-limiter.ts';

describe('WindowLimiter', () => {
  it('allows max hits per key in a window, then says how long to wait, then allows again', () => {
    let now = 0;
    const limiter = new WindowLimiter({ max: 2, windowSeconds: 60 }, () => now);
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('b')).toEqual({ ok: true });
    now = 15_000;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 45 });
    now = 60_000;
    expect(limiter.take('a')).toEqual({ ok: true });
  });

  it('a new configuration applies at once and forgets the counts', () => {
    const limiter = new WindowLimiter({ max: 1, windowSeconds: 60 }, () => 0);
    limiter.take('a');
    expect(limiter.take('a').ok).toBe(false);
    limiter.configure({ max: 3, windowSeconds: 60 });
    expect(limiter.take('a').ok).toBe(true);
  });
});
