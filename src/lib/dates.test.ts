import { describe, expect, it } from 'vitest';
import { formatCalendarDate, isoCalendarDate } from './dates.ts';

describe('calendar dates', () => {
  it('writes a front-matter date in words, in en-CA', () => {
    expect(formatCalendarDate(new Date('2025-04-24'))).toBe('April 24, 2025');
    expect(formatCalendarDate(new Date('2025-04-25'))).toBe('April 25, 2025');
  });

  it('keeps the calendar day on a server west of UTC (a YYYY-MM-DD date is midnight UTC)', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Toronto';
    try {
      expect(formatCalendarDate(new Date('2025-01-01'))).toBe('January 1, 2025');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('gives the machine-readable form for <time datetime>', () => {
    expect(isoCalendarDate(new Date('2025-04-24'))).toBe('2025-04-24');
  });
});
