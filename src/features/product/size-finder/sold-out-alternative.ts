/**
 * Where the size finder sends a rider whose size is sold out: the nearest
 * other size of this bike that still fits and can be bought, and the other
 * bikes of its kind that have the rider's size in stock. "Still fits" means
 * a height within NEAR_FIT_CM of the size's range (a size either side of the
 * chart's line is ridden with a small stem or post change) and an inseam, when
 * given, that fits it (./recommend.ts). See docs/decisions/0077-geometry-and-fit.md.
 */
import { fitsInseam, recommendedSizes, type Measurements, type Recommendation } from './recommend.ts';
import type { BikeInStock, SizeChart, SizeChartRow } from './size-chart-types.ts';

/** How far outside a size's height range it still counts as a fit when the rider's own size is sold out. */
export const NEAR_FIT_CM = 3;

/** Other bikes named at most: a short list the dialog can show whole. */
export const OTHER_BIKES_SHOWN = 3;

/** Centimetres between a height and a size's range: 0 inside it. */
export const heightDistance = (row: SizeChartRow, heightCm: number): number =>
  Math.max(0, row.heightCm.min - heightCm, heightCm - row.heightCm.max);

export interface SoldOutAdvice {
  /** The recommended sizes that are sold out, smaller first. */
  soldOut: SizeChartRow[];
  /** Set only when every recommended size is sold out: the nearest size that fits and is in stock, if any. */
  nearest: { row: SizeChartRow; offCm: number } | null;
  /** Other bikes with a sold-out recommended size in stock, and that size. */
  others: { bike: BikeInStock; size: string }[];
}

/** Null when no recommended size is sold out (or there is no recommendation). */
export function soldOutAdvice(
  chart: SizeChart,
  measurements: Measurements,
  recommendation: Recommendation | null,
  soldOutSizes: string[],
): SoldOutAdvice | null {
  const recommended = recommendedSizes(recommendation);
  const soldOut = chart.rows.filter((row) => recommended.includes(row.size) && soldOutSizes.includes(row.size));
  if (soldOut.length === 0) return null;
  const allSoldOut = soldOut.length === recommended.length;
  const others = soldOut.flatMap(({ size }) =>
    (chart.others ?? []).filter((bike) => bike.sizes.includes(size)).map((bike) => ({ bike, size })),
  );
  return {
    soldOut,
    nearest: allSoldOut ? nearestInStock(chart, measurements, recommended, soldOutSizes) : null,
    others: others.slice(0, OTHER_BIKES_SHOWN),
  };
}

function nearestInStock(
  chart: SizeChart,
  { heightCm, inseamCm }: Measurements,
  recommended: string[],
  soldOutSizes: string[],
): SoldOutAdvice['nearest'] {
  const candidates = chart.rows
    .filter((row) => !recommended.includes(row.size) && !soldOutSizes.includes(row.size))
    .filter((row) => inseamCm === null || fitsInseam(row, inseamCm) !== false)
    .map((row) => ({ row, offCm: heightDistance(row, heightCm) }))
    .filter(({ offCm }) => offCm <= NEAR_FIT_CM);
  // The nearest; between two as near, the smaller, which a longer stem or post fits more easily than a big frame shrinks.
  candidates.sort((a, b) => a.offCm - b.offCm || chart.rows.indexOf(a.row) - chart.rows.indexOf(b.row));
  return candidates[0] ?? null;
}
