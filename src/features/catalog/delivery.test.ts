import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Stock } from '~/lib/surecart/types.ts';
import { backorderDate, delivery, lineDelivery, mondayOf, SHIPPING_BUSINESS_DAYS, shopToday } from './delivery.ts';

const ships = { kind: 'ships', minDays: SHIPPING_BUSINESS_DAYS.min, maxDays: SHIPPING_BUSINESS_DAYS.max };

describe('when a variant ships', () => {
  const today = '2026-11-27'; // a Friday

  it('in stock or low: within the shipping promise, 2 to 4 business days', () => {
    expect(SHIPPING_BUSINESS_DAYS).toEqual({ min: 2, max: 4 });
    expect(delivery({ kind: 'in-stock' }, null, today)).toEqual(ships);
    expect(delivery({ kind: 'low-stock', left: 2 }, null, today)).toEqual(ships);
  });

  it('sold out, or nothing chosen yet: nothing is said', () => {
    expect(delivery({ kind: 'sold-out' }, '2026-12-10', today)).toBeNull();
    expect(delivery(null, null, today)).toBeNull();
  });

  it('back-ordered with a date to come: the week (its Monday) the store expects it', () => {
    expect(delivery({ kind: 'backorder' }, '2026-12-10', today)).toEqual({ kind: 'expected', weekOf: '2026-12-07' });
    // The day itself is still to come; the week may have started.
    expect(delivery({ kind: 'backorder' }, today, today)).toEqual({ kind: 'expected', weekOf: '2026-11-23' });
  });

  it('back-ordered without a date, or with one gone by: when restocked, no week promised', () => {
    expect(delivery({ kind: 'backorder' }, null, today)).toEqual({ kind: 'when-restocked' });
    expect(delivery({ kind: 'backorder' }, '2026-11-26', today)).toEqual({ kind: 'when-restocked' });
  });
});

describe('the week of a date', () => {
  it.each([
    ['2026-12-07', '2026-12-07'], // a Monday is its own week
    ['2026-12-13', '2026-12-07'], // a Sunday ends the week that began on Monday
    ['2027-01-01', '2026-12-28'], // across a year
  ])('%s is in the week of %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });
});

describe('the store’s back-order date', () => {
  it('is a real calendar date written YYYY-MM-DD, else none', () => {
    expect(backorderDate('2027-02-28')).toBe('2027-02-28');
    expect(backorderDate(' 2028-02-29 ')).toBe('2028-02-29');
    expect(backorderDate('2027-02-29')).toBeNull();
    expect(backorderDate('2027-13-01')).toBeNull();
    expect(backorderDate('2027-2-3')).toBeNull();
    expect(backorderDate('next week')).toBeNull();
    expect(backorderDate('')).toBeNull();
    expect(backorderDate(undefined)).toBeNull();
  });
});

describe('today, in the shop’s time zone', () => {
  afterEach(() => vi.useRealTimers());

  it('is Quebec’s date, not UTC’s: late evening in Montréal is already tomorrow in UTC', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T03:30:00Z') }); // 22:30 on the 27th in Montréal
    expect(shopToday()).toBe('2026-11-27');
    vi.setSystemTime(new Date('2026-11-28T05:30:00Z'));
    expect(shopToday()).toBe('2026-11-28');
  });

  it('decides whether a date has gone by when none is given', () => {
    vi.useFakeTimers({ now: new Date('2026-12-11T15:00:00Z') });
    expect(delivery({ kind: 'backorder' }, '2026-12-10')).toEqual({ kind: 'when-restocked' });
    expect(delivery({ kind: 'backorder' }, '2026-12-11')).toEqual({ kind: 'expected', weekOf: '2026-12-07' });
  });
});

describe('when a cart line ships', () => {
  const today = '2026-11-27';
  const stock = (available: number | null, backorders = false): Stock => ({
    tracked: true,
    available,
    backorders,
    purchaseLimit: null,
  });

  it('ships in the promise when its units are there', () => {
    expect(lineDelivery(stock(5), 2, null, today)).toEqual(ships);
    expect(lineDelivery({ ...stock(0), tracked: false }, 3, null, today)).toEqual(ships);
  });

  it('waits for the back-order when it holds more than are left, or there are none', () => {
    expect(lineDelivery(stock(2, true), 3, '2026-12-10', today)).toEqual({ kind: 'expected', weekOf: '2026-12-07' });
    expect(lineDelivery(stock(0, true), 1, null, today)).toEqual({ kind: 'when-restocked' });
    expect(lineDelivery(stock(3, true), 3, '2026-12-10', today)).toEqual(ships);
  });

  it('says nothing without stock read, or with none left and no back-orders', () => {
    expect(lineDelivery(null, 1, null, today)).toBeNull();
    expect(lineDelivery(stock(0), 1, null, today)).toBeNull();
  });
});
