import { describe, expect, it } from 'vitest';
import { formatCalendarDate, isoCalendarDate } from './dates.ts';

/** Runs `check` with the process in another time zone. */
function inTimeZone(zone: string, check: () => void) {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

describe('calendar dates', () => {
  it('writes a front-matter date in words, in en-CA', () => {
    expect(formatCalendarDate(new Date('2025-04-24'))).toBe('April 24, 2025');
    expect(formatCalendarDate(new Date('2025-04-25'))).toBe('April 25, 2025');
    expect(formatCalendarDate(new Date('2025-04-25'), 'en-CA')).toBe('April 25, 2025');
  });

  it('writes it the French way in fr-CA: day first, month in lower case, first of the month as 1', () => {
    expect(formatCalendarDate(new Date('2025-04-24'), 'fr-CA')).toBe('24 avril 2025');
    expect(formatCalendarDate(new Date('2025-08-01'), 'fr-CA')).toBe('1 août 2025');
  });

  it('keeps the calendar day on a server west of UTC (a YYYY-MM-DD date is midnight UTC)', () => {
    inTimeZone('America/Toronto', () => {
      expect(formatCalendarDate(new Date('2025-01-01'))).toBe('January 1, 2025');
      expect(formatCalendarDate(new Date('2025-01-01'), 'fr-CA')).toBe('1 janvier 2025');
    });
  });

  it('gives the machine-readable form for <time datetime>', () => {
    expect(isoCalendarDate(new Date('2025-04-24'))).toBe('2025-04-24');
  });
});
