import { currentLocale } from '~/i18n/index.ts';
import type { Locale } from '~/i18n/locales.ts';

/**
 * Formats a calendar date as the shop writes it: "April 24, 2025" in en-CA
 * (by default in the current page's language), "24 avril 2025" in fr-CA. Content dates are written
 * YYYY-MM-DD and read as midnight UTC, so they are formatted in UTC: the day
 * never shifts with the server's time zone.
 */
export function formatCalendarDate(date: Date, locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The same date as a machine-readable value for <time datetime>, e.g. "2025-04-24". */
export function isoCalendarDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
