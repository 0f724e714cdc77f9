import { describe, expect, it } from 'vitest';
import { recommendSize, type Measurements } from './recommend.ts';
import type { BikeInStock } from './size-chart-types.ts';
import { mountainChart } from '../testing/mountain-chart.ts';
import { NEAR_FIT_CM, OTHER_BIKES_SHOWN, soldOutAdvice } from './sold-out-alternative.ts';

const bike = (name: string, sizes: string[]): BikeInStock => ({ name, href: `/product/${name}`, sizes });

const chart = mountainChart({
  xl: true,
  others: [bike('a', ['S', 'M']), bike('b', ['L']), bike('c', ['M']), bike('d', ['M', 'L']), bike('e', ['M'])],
});

const advise = (measurements: Measurements, soldOut: string[]) =>
  soldOutAdvice(chart, measurements, recommendSize(chart, measurements), soldOut);

describe('a sold-out recommended size', () => {
  it('is nothing to advise on while the recommended size is in stock', () => {
    expect(advise({ heightCm: 170, inseamCm: null }, ['S', 'L'])).toBeNull();
  });

  it('offers the nearest size in stock within 3 cm, and other bikes with the size in stock, at most three', () => {
    expect(NEAR_FIT_CM).toBe(3);
    const advice = advise({ heightCm: 170, inseamCm: null }, ['M']);
    expect(advice?.soldOut.map((r) => r.size)).toEqual(['M']);
    // 170 cm is 3 cm above S (152–167) and 6 cm below L (176–188).
    expect(advice?.nearest).toMatchObject({ row: { size: 'S' }, offCm: 3 });
    expect(OTHER_BIKES_SHOWN).toBe(3);
    expect(advice?.others.map(({ bike, size }) => [bike.name, size])).toEqual([
      ['a', 'M'],
      ['c', 'M'],
      ['d', 'M'],
    ]);
  });

  it('offers no size farther than 3 cm, nor one whose standover the inseam does not clear', () => {
    expect(advise({ heightCm: 172, inseamCm: null }, ['M'])?.nearest).toBeNull();
    // 170 cm with a 74 cm inseam: M is sold out; S is near, but 740 mm clears its 715 mm standover by only 25.
    expect(advise({ heightCm: 170, inseamCm: 74 }, ['M'])?.nearest).toBeNull();
    expect(advise({ heightCm: 170, inseamCm: 76 }, ['M'])?.nearest).toMatchObject({ row: { size: 'S' } });
  });

  it('between two sizes, with one sold out, names it and leaves the other as the choice', () => {
    const advice = advise({ heightCm: 166, inseamCm: null }, ['M']);
    expect(advice?.soldOut.map((r) => r.size)).toEqual(['M']);
    expect(advice?.nearest).toBeNull();
  });

  it('with both of two sizes sold out, offers a third only within 3 cm: overlapping charts leave none so near', () => {
    // 177 cm is in M and L; XL (186–200) is 9 cm off, S 10 cm: none near.
    expect(advise({ heightCm: 177, inseamCm: null }, ['M', 'L'])?.nearest).toBeNull();
    // 166 cm is in S and M; L starts 10 cm above.
    expect(advise({ heightCm: 166, inseamCm: null }, ['S', 'M'])).toMatchObject({ nearest: null });
  });
});
