/**
 * When a variant ships, as the product page, the cart drawer and the
 * structured data say it: the promise for what is in stock (one constant,
 * below), the expected week of a back-order when the store gives a date, and
 * nothing for what is sold out. Pure and language-free, like the stock rules
 * it builds on (./stock.ts); the words are in the stock messages.
 */
import type { Stock } from '~/lib/surecart/types.ts';
import { availability, type Availability } from './stock.ts';
import { SHOP_TIME_ZONE } from '~shared/shop-time-zone.ts';

/**
 * What the shop promises for a variant in stock: shipped within this many business days of the
 * order ("Ships in 2–4 business days"). The one place to change it; docs/behaviour.md says why.
 */
export const SHIPPING_BUSINESS_DAYS = { min: 2, max: 4 } as const;

/**
 * The variant metadata key in which the store gives a back-ordered variant's expected date, as a
 * calendar date `YYYY-MM-DD` (docs/integrations.md, docs/editing-content.md).
 */
export const BACKORDER_DATE_KEY = 'backorder_date';

/** What the shop says of when a variant ships. */
export type Delivery =
  | { kind: 'ships'; minDays: number; maxDays: number }
  /** `weekOf` is the Monday (YYYY-MM-DD) of the week the store expects the variant back. */
  | { kind: 'expected'; weekOf: string }
  /** Back-ordered with no date, or with a date gone by: no week is promised. */
  | { kind: 'when-restocked' };

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The store's back-order date from a variant's metadata value: a real calendar date `YYYY-MM-DD`
 * (surrounding spaces allowed), else null, so a mistyped date never shows as a promise.
 */
export function backorderDate(value: string | null | undefined): string | null {
  const match = CALENDAR_DATE.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March: only a date that reads back the same is real.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date.toISOString().slice(0, 10)
    : null;
}

// en-CA writes dates as YYYY-MM-DD. Made once: a formatter costs far more to make than to use, and every
// variant of every page rendered asks for today.
const SHOP_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** Today's calendar date (YYYY-MM-DD) in the shop's time zone. */
export function shopToday(now: Date = new Date()): string {
  return SHOP_DATE.format(now);
}

/** The Monday (YYYY-MM-DD) of the week holding a calendar date. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}

/**
 * A back-order date still to come on `today` (the expected day itself counts), else null: a date gone
 * by while the variant is still back-ordered says nothing true any more.
 */
export function upcomingBackorderDate(date: string | null | undefined, today: string): string | null {
  return date && date >= today ? date : null;
}

/**
 * When a variant with this availability ships: in stock or low, within the shipping promise;
 * back-ordered, the week of the store's date while it is still to come, else when restocked; sold
 * out (or nothing chosen yet), nothing.
 */
export function delivery(
  availability: Availability | null,
  date: string | null | undefined,
  today: string = shopToday(),
): Delivery | null {
  switch (availability?.kind) {
    case 'in-stock':
    case 'low-stock':
      return { kind: 'ships', minDays: SHIPPING_BUSINESS_DAYS.min, maxDays: SHIPPING_BUSINESS_DAYS.max };
    case 'backorder': {
      const upcoming = upcomingBackorderDate(date, today);
      return upcoming ? { kind: 'expected', weekOf: mondayOf(upcoming) } : { kind: 'when-restocked' };
    }
    default:
      return null;
  }
}

/**
 * When a cart line ships. Its stock is its product's with the variant's own count (as the cart reads
 * it); with back-orders taken, a line holding more than are left waits for the rest, so the whole
 * line ships when the back-order comes in. A line without stock read says nothing.
 */
export function lineDelivery(
  stock: Stock | null,
  quantity: number,
  date: string | null | undefined,
  today: string = shopToday(),
): Delivery | null {
  if (!stock) return null;
  const waitsForMore = stock.tracked && stock.backorders && stock.available !== null && quantity > stock.available;
  return delivery(waitsForMore ? { kind: 'backorder' } : availability(stock), date, today);
}
