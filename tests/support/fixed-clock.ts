/** A fixed "now" for the tests of a file or describe block, for rules that read today's date. */
import { afterEach, beforeEach, vi } from 'vitest';

/** Fixes the clock at `iso` for each test; only Date is faked, so Testing Library's own timers still run. */
export function fixedClock(iso: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  });
  afterEach(() => vi.useRealTimers());
}
