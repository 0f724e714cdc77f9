/** The size finder rule where the chart gives heights only and the geometry a standover per size. */
import { describe, expect, it } from 'vitest';
import { chartUsesInseam, MIN_STANDOVER_CLEARANCE_MM, recommendSize, recommendedSizes } from './recommend.ts';
import type { SizeChart } from './size-chart-types.ts';
import { mountainChart } from '../testing/mountain-chart.ts';

/** The demo mountain bikes: a chart of heights (S and M overlap at 165–167 cm) and the geometry's standovers. */
const mountain = mountainChart({ xl: true });

const sizes = (heightCm: number, inseamCm: number | null) =>
  recommendedSizes(recommendSize(mountain, { heightCm, inseamCm }));

describe('the inseam against the standover', () => {
  it('needs 30 mm of room over the top tube', () => {
    expect(MIN_STANDOVER_CLEARANCE_MM).toBe(30);
  });

  it('settles two sizes by height for the one whose standover the inseam clears', () => {
    // 750 mm clears S (715) by 35 mm, M (730) by only 20.
    expect(recommendSize(mountain, { heightCm: 166, inseamCm: 75 })).toMatchObject({
      kind: 'one',
      row: { size: 'S' },
      settled: { against: { size: 'M' }, cause: 'overlap' },
    });
    // 780 mm clears both: the height's two sizes stand.
    expect(sizes(166, 78)).toEqual(['S', 'M']);
  });

  it('names the smaller size beside the height’s when the inseam does not clear the height’s frame', () => {
    // 172 cm is M only; a 75 cm inseam clears S’s standover, not M’s.
    expect(recommendSize(mountain, { heightCm: 172, inseamCm: 75 })).toMatchObject({
      kind: 'two',
      smaller: { size: 'S' },
      larger: { size: 'M' },
      cause: 'inseam',
    });
    expect(sizes(172, 80)).toEqual(['M']);
  });

  it('lets the height count alone when the inseam clears no size, and says so', () => {
    expect(recommendSize(mountain, { heightCm: 172, inseamCm: 70 })).toMatchObject({
      kind: 'one',
      row: { size: 'M' },
      inseamUnmatched: true,
    });
  });

  it('asks for an inseam only when the chart has inseams or standovers', () => {
    expect(chartUsesInseam(mountain)).toBe(true);
    const heightsOnly: SizeChart = { option: 'Size', rows: mountain.rows.map((r) => ({ ...r, standoverMm: null })) };
    expect(chartUsesInseam(heightsOnly)).toBe(false);
    expect(recommendSize(heightsOnly, { heightCm: 172, inseamCm: 70 })).toMatchObject({ inseamUnmatched: false });
  });

  it('prefers the chart’s inseam range to the standover where a size has both', () => {
    const both: SizeChart = {
      option: 'Size',
      rows: [{ ...mountain.rows[1]!, inseamCm: { min: 70, max: 74 } }],
    };
    // 72 cm would not clear 730 mm, but the chart's range holds it.
    expect(recommendSize(both, { heightCm: 170, inseamCm: 72 })).toMatchObject({ kind: 'one', inseamUnmatched: false });
  });
});
