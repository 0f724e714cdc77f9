/**
 * The size finder's rule: which of a bike's sizes a rider's height (and
 * inseam, when given) points to. Height leads; the inseam only settles a
 * choice between two sizes or points to a second one. Both ends of a range
 * count as inside it. An inseam fits a size within the chart's inseam range
 * for it, or, where the chart gives none, when it clears the frame's
 * standover by MIN_STANDOVER_CLEARANCE_MM. See docs/decisions/0055-size-finder.md
 * and 0077-geometry-and-fit.md.
 */
import type { CmRange, SizeChart, SizeChartRow } from './size-chart-types.ts';

/** Whole centimetres: what the shopper entered, already checked and rounded. */
export interface Measurements {
  heightCm: number;
  inseamCm: number | null;
}

/** Why two sizes are named: the height is in both ranges, between them, or the inseam points to the other. */
export type TwoSizesCause = 'overlap' | 'gap' | 'inseam';

export type Recommendation =
  | {
      kind: 'one';
      row: SizeChartRow;
      /** The height pointed to two sizes (in both ranges, or between them) and the inseam fitted only this one. */
      settled: { against: SizeChartRow; cause: 'overlap' | 'gap' } | null;
      inseamUnmatched: boolean;
    }
  | { kind: 'two'; smaller: SizeChartRow; larger: SizeChartRow; cause: TwoSizesCause; inseamUnmatched: boolean }
  | { kind: 'outside'; side: 'below' | 'above'; nearest: SizeChartRow };

export const inRange = (range: CmRange, value: number): boolean => value >= range.min && value <= range.max;

/** Room between the rider and the top tube when standing over the bike: about an inch and a quarter. */
export const MIN_STANDOVER_CLEARANCE_MM = 30;

/** Millimetres between an inseam and a frame's standover (negative when the frame is taller). */
export const standoverClearance = (row: SizeChartRow, inseamCm: number): number | null =>
  row.standoverMm == null ? null : inseamCm * 10 - row.standoverMm;

/** Whether an inseam fits a size: its chart range first, else its standover; null when neither is known. */
export function fitsInseam(row: SizeChartRow, inseamCm: number): boolean | null {
  if (row.inseamCm) return inRange(row.inseamCm, inseamCm);
  const clearance = standoverClearance(row, inseamCm);
  return clearance === null ? null : clearance >= MIN_STANDOVER_CLEARANCE_MM;
}

/** Whether the chart can weigh an inseam at all: inseam ranges or standovers. Without, the finder does not ask for one. */
export const chartUsesInseam = (chart: SizeChart): boolean =>
  chart.rows.some((row) => row.inseamCm !== null || row.standoverMm != null);

const middle = (range: CmRange) => (range.min + range.max) / 2;

/** The two rows in chart order. */
function pair(rows: SizeChartRow[], a: SizeChartRow, b: SizeChartRow): [SizeChartRow, SizeChartRow] {
  return rows.indexOf(a) < rows.indexOf(b) ? [a, b] : [b, a];
}

export function recommendSize(chart: SizeChart, { heightCm, inseamCm }: Measurements): Recommendation | null {
  const rows = chart.rows;
  if (rows.length === 0) return null;
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const byInseam = inseamCm === null ? [] : rows.filter((row) => fitsInseam(row, inseamCm) === true);
  // An inseam this chart can weigh, yet fitting no size: it cannot weigh, and the result says so.
  const inseamUnmatched =
    inseamCm !== null && byInseam.length === 0 && rows.some((row) => fitsInseam(row, inseamCm) !== null);

  const byHeight = rows.filter((row) => inRange(row.heightCm, heightCm));
  if (byHeight.length === 0) {
    if (heightCm < first.heightCm.min) return { kind: 'outside', side: 'below', nearest: first };
    if (heightCm > last.heightCm.max) return { kind: 'outside', side: 'above', nearest: last };
    // Between two ranges that neither overlap nor touch: the sizes either side.
    const larger = rows.find((row) => row.heightCm.min > heightCm)!;
    const smaller = rows[rows.indexOf(larger) - 1]!;
    return settle(smaller, larger, 'gap', byInseam, inseamUnmatched);
  }
  if (byHeight.length >= 2) {
    // More than two overlapping ranges: the two whose middles are nearest the height.
    const [a, b] = [...byHeight].sort(
      (x, y) => Math.abs(middle(x.heightCm) - heightCm) - Math.abs(middle(y.heightCm) - heightCm),
    );
    const [smaller, larger] = pair(rows, a!, b!);
    return settle(smaller, larger, 'overlap', byInseam, inseamUnmatched);
  }
  const row = byHeight[0]!;
  if (byInseam.length === 0 || byInseam.includes(row) || fitsInseam(row, inseamCm!) === null) {
    return { kind: 'one', row, settled: null, inseamUnmatched };
  }
  // The inseam fits other sizes only: the nearest of them is named beside the height's.
  const other = byInseam.reduce((best, candidate) =>
    Math.abs(rows.indexOf(candidate) - rows.indexOf(row)) < Math.abs(rows.indexOf(best) - rows.indexOf(row))
      ? candidate
      : best,
  );
  const [smaller, larger] = pair(rows, row, other);
  return { kind: 'two', smaller, larger, cause: 'inseam', inseamUnmatched };
}

/** Two sizes by height: the inseam picks one when it fits exactly one of them. */
function settle(
  smaller: SizeChartRow,
  larger: SizeChartRow,
  cause: 'overlap' | 'gap',
  byInseam: SizeChartRow[],
  inseamUnmatched: boolean,
): Recommendation {
  const fits = [smaller, larger].filter((row) => byInseam.includes(row));
  if (fits.length === 1) {
    const row = fits[0]!;
    return { kind: 'one', row, settled: { against: row === smaller ? larger : smaller, cause }, inseamUnmatched };
  }
  return { kind: 'two', smaller, larger, cause, inseamUnmatched };
}

/** The sizes a recommendation names, smaller first: what "Your size" shows. */
export function recommendedSizes(recommendation: Recommendation | null): string[] {
  if (!recommendation) return [];
  if (recommendation.kind === 'one') return [recommendation.row.size];
  if (recommendation.kind === 'two') return [recommendation.smaller.size, recommendation.larger.size];
  return [];
}
