import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS, retryAfterMs } from './platform.ts';

describe('how long a 429 asks the shop to wait', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);

  it('reads seconds', () => {
    expect(retryAfterMs('15', now)).toBe(15_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date, and a date already past as no wait', () => {
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('waits the platform’s shortest window when the answer names no time, or an unreadable one', () => {
    for (const header of [null, '', 'soon', '-5', '1.5'])
      expect(retryAfterMs(header, now)).toBe(DEFAULT_RETRY_AFTER_MS);
  });

  it('never waits longer than five minutes on the platform’s word', () => {
    expect(retryAfterMs('86400', now)).toBe(MAX_RETRY_AFTER_MS);
  });
});
