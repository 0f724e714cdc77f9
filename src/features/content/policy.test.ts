import { describe, expect, it } from 'vitest';
import { freeShippingStatement, policyDates } from './policy.ts';

const april24 = new Date('2025-04-24');
const april25 = new Date('2025-04-25');

describe('policy dates', () => {
  it('shows the effective date, then the last update, when both are given', () => {
    expect(policyDates({ effective: april24, lastUpdated: april25 })).toEqual([
      { kind: 'effective', date: april24 },
      { kind: 'lastUpdated', date: april25 },
    ]);
  });

  it('shows only the dates the front matter gives', () => {
    expect(policyDates({ lastUpdated: april25 })).toEqual([{ kind: 'lastUpdated', date: april25 }]);
    expect(policyDates({ effective: april24 })).toEqual([{ kind: 'effective', date: april24 }]);
  });
});

describe('the shipping page on free shipping', () => {
  const texts = { offered: 'Shipping is free.', notOffered: 'We do not offer free shipping.' };

  it('says there is none when the shop does not offer it (the default)', () => {
    expect(freeShippingStatement(texts, false)).toBe('We do not offer free shipping.');
  });

  it('follows the setting when the merchant offers it', () => {
    expect(freeShippingStatement(texts, true)).toBe('Shipping is free.');
  });
});
