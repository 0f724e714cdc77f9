/**
 * Fixed timestamps of the catalogue (unix seconds). Products are launched
 * across 2024-2025 in an order unrelated to their collection, so sorting by
 * `created_at` mixes collections the way a real shop's history does.
 */

import { numberFromKey } from './ids.ts';
import { SHOP_TIME_ZONE } from '../../supabase/functions/_shared/shop-time-zone.ts';

const DAY = 86_400;
const unix = (iso: string): number => Date.parse(iso) / 1000;

const FIRST_LAUNCH = unix('2024-01-15T14:00:00Z');
const LAST_LAUNCH = unix('2025-11-28T14:00:00Z');
const LAUNCH_SPAN = LAST_LAUNCH - FIRST_LAUNCH;
/** Nothing in the catalogue was edited after this moment. */
const LAST_EDIT = unix('2025-12-15T12:00:00Z');
const COLLECTIONS_CREATED = unix('2024-01-08T15:00:00Z');
const COLLECTIONS_EDITED = unix('2025-06-02T13:30:00Z');

/**
 * Launch time of product `slot` out of `slots` evenly spread slots, shifted
 * within its slot by a jitter from `key` so times are not suspiciously round.
 * Distinct slots always give distinct times.
 */
export function launchTime(slot: number, slots: number, key: string): number {
  const width = LAUNCH_SPAN / slots;
  const jitter = numberFromKey(`launch:${key}`) % Math.max(1, Math.floor(width / 2));
  return Math.floor(FIRST_LAUNCH + slot * width) + jitter;
}

/** Last edit of something launched at `createdAt`: up to four months later, never after the catalogue's last edit. */
export function editTime(createdAt: number, key: string): number {
  const delay = numberFromKey(`edit:${key}`) % (120 * DAY);
  return Math.min(createdAt + delay, Math.max(createdAt, LAST_EDIT));
}

export function collectionTimes(position: number): { created_at: number; updated_at: number } {
  return { created_at: COLLECTIONS_CREATED + position * 3600, updated_at: COLLECTIONS_EDITED + position * 60 };
}

/** Upload moment of a product's images: the 2025 photo shoot, one month per product group (January to November). */
export function uploadTime(productIndex: number, key: string): number {
  const month = productIndex % 11; // 0-based, so folders 2025/01 to 2025/11
  const spread = numberFromKey(`upload:${key}`);
  const day = 1 + (spread % 27);
  const hour = 13 + ((spread >>> 8) % 8); // UTC hours that are working hours in Quebec
  const minute = (spread >>> 16) % 60;
  return Date.UTC(2025, month, day, hour, minute, (spread >>> 24) % 60) / 1000;
}

const quebecClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** WordPress date pair: `date` in the site's time zone (Quebec), `date_gmt` in UTC, both without offset. */
export function wordpressDates(unixSeconds: number): { date: string; date_gmt: string } {
  const moment = new Date(unixSeconds * 1000);
  return {
    date: quebecClock.format(moment).replace(' ', 'T'),
    date_gmt: moment.toISOString().slice(0, 19),
  };
}

/** Upload folder of WordPress (`2025/03`) for a moment. */
export function uploadFolder(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 7).replace('-', '/');
}
