import { describe, expect, it } from 'vitest';
import { recommendSize, recommendedSizes, type Measurements } from './recommend.ts';
import type { SizeChart } from './size-chart-types.ts';

const row = (size: string, height: [number, number], inseam?: [number, number]) => ({
  size,
  heightCm: { min: height[0], max: height[1] },
  inseamCm: inseam ? { min: inseam[0], max: inseam[1] } : null,
});

/** The demo road bikes' chart: neighbouring sizes overlap by a centimetre or two. */
const road: SizeChart = {
  option: 'Size',
  rows: [
    row('S', [160, 171], [74, 79]),
    row('M', [170, 180], [78, 83]),
    row('L', [179, 189], [82, 88]),
    row('XL', [188, 198], [87, 93]),
  ],
};

/** A chart whose ranges leave a gap, and that gives heights only. */
const gappy: SizeChart = { option: 'Size', rows: [row('S', [150, 160]), row('M', [165, 175]), row('L', [176, 186])] };

const at = (heightCm: number, inseamCm: number | null = null): Measurements => ({ heightCm, inseamCm });
const sizes = (chart: SizeChart, measurements: Measurements) => recommendedSizes(recommendSize(chart, measurements));

describe('the size finder rule, by height', () => {
  it('recommends the one size whose range holds the height, both ends included', () => {
    expect(sizes(road, at(175))).toEqual(['M']);
    expect(sizes(road, at(160))).toEqual(['S']);
    expect(sizes(road, at(172))).toEqual(['M']);
    expect(sizes(road, at(181))).toEqual(['L']);
    expect(sizes(road, at(198))).toEqual(['XL']);
    expect(recommendSize(road, at(175))).toMatchObject({ kind: 'one', row: { size: 'M' }, settled: null });
  });

  it('names both sizes, smaller first, for a height in two overlapping ranges', () => {
    expect(recommendSize(road, at(170))).toMatchObject({
      kind: 'two',
      smaller: { size: 'S' },
      larger: { size: 'M' },
      cause: 'overlap',
    });
    expect(sizes(road, at(171))).toEqual(['S', 'M']);
    expect(sizes(road, at(180))).toEqual(['M', 'L']);
    expect(sizes(road, at(188))).toEqual(['L', 'XL']);
  });

  it('says a height is outside the chart rather than guessing, naming the nearest size', () => {
    expect(recommendSize(road, at(159))).toMatchObject({ kind: 'outside', side: 'below', nearest: { size: 'S' } });
    expect(recommendSize(road, at(199))).toMatchObject({ kind: 'outside', side: 'above', nearest: { size: 'XL' } });
    expect(sizes(road, at(120))).toEqual([]);
  });

  it('names the sizes either side of a height that falls between two ranges', () => {
    expect(recommendSize(gappy, at(162))).toMatchObject({
      kind: 'two',
      smaller: { size: 'S' },
      larger: { size: 'M' },
      cause: 'gap',
    });
    expect(sizes(gappy, at(175))).toEqual(['M']);
    expect(sizes(gappy, at(176))).toEqual(['L']);
  });

  it('of three overlapping ranges, names the two whose middles are nearest the height', () => {
    const wide: SizeChart = {
      option: 'Size',
      rows: [row('S', [150, 175]), row('M', [165, 185]), row('L', [172, 195])],
    };
    expect(sizes(wide, at(173))).toEqual(['S', 'M']);
    expect(sizes(wide, at(180))).toEqual(['M', 'L']);
  });

  it('recommends nothing from an empty chart', () => {
    expect(recommendSize({ option: 'Size', rows: [] }, at(175))).toBeNull();
  });
});

describe('the size finder rule, with an inseam', () => {
  it('settles two sizes when the inseam fits only one of them', () => {
    expect(recommendSize(road, at(170, 80))).toMatchObject({
      kind: 'one',
      row: { size: 'M' },
      settled: { against: { size: 'S' }, cause: 'overlap' },
    });
    expect(sizes(road, at(170, 75))).toEqual(['S']);
  });

  it('keeps both sizes when the inseam fits both or neither', () => {
    expect(sizes(road, at(170, 78))).toEqual(['S', 'M']);
    expect(sizes(road, at(170, 90))).toEqual(['S', 'M']);
  });

  it('confirms the height’s size when the inseam fits it too', () => {
    expect(recommendSize(road, at(175, 81))).toMatchObject({ kind: 'one', row: { size: 'M' }, settled: null });
    // 83 cm is in both M’s and L’s inseam ranges: M, the height’s size, is among them.
    expect(sizes(road, at(175, 83))).toEqual(['M']);
  });

  it('names a second size when the inseam points elsewhere', () => {
    expect(recommendSize(road, at(175, 86))).toMatchObject({
      kind: 'two',
      smaller: { size: 'M' },
      larger: { size: 'L' },
      cause: 'inseam',
    });
    expect(sizes(road, at(175, 75))).toEqual(['S', 'M']);
  });

  it('lets only the height count when the inseam is in none of the chart’s inseam ranges, and says so', () => {
    expect(recommendSize(road, at(175, 100))).toMatchObject({ kind: 'one', row: { size: 'M' }, inseamUnmatched: true });
    expect(recommendSize(road, at(175, 81))).toMatchObject({ inseamUnmatched: false });
  });

  it('ignores the inseam for a chart that gives heights only', () => {
    expect(recommendSize(gappy, at(170, 60))).toMatchObject({
      kind: 'one',
      row: { size: 'M' },
      inseamUnmatched: false,
    });
  });

  it('never lets the inseam bring a height outside the chart back in', () => {
    expect(recommendSize(road, at(205, 90))).toMatchObject({ kind: 'outside', side: 'above' });
  });
});
