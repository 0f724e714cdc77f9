/**
 * What the size finder's result says, in the dialog's words: its heading,
 * its reasons in order (the height against the chart, the inseam against the
 * chart's inseams or the frame's standover), and which chart it read.
 */
import { platformWords, sizeFinder, sizeFinderDialog as t } from '~/i18n/index.ts';
import { shownTerm } from '~/i18n/platform-words.ts';
import type { SizeChart, SizeChartRow } from './size-chart-types.ts';
import { fitsInseam, MIN_STANDOVER_CLEARANCE_MM, standoverClearance, type Recommendation } from './recommend.ts';
import type { RememberedMeasurements } from './remembered-measurements.ts';
import { CM_PER_INCH, feetAndInches } from './measurement-form.ts';

export const shownSize = (size: string) => shownTerm(platformWords, 'optionValue', size);
export const heightRange = (row: SizeChartRow) => t.sizeRange(shownSize(row.size), row.heightCm.min, row.heightCm.max);

/** The height and inseam as typed: in feet and inches, their centimetres follow. */
export function typedAs({ heightCm, inseamCm, unit }: RememberedMeasurements) {
  if (unit === 'cm') {
    return { height: t.centimetresOnly(heightCm), inseam: inseamCm === null ? '' : t.centimetresOnly(inseamCm) };
  }
  const { feet, inches } = feetAndInches(heightCm);
  const inseam = inseamCm === null ? '' : t.withCentimetres(t.inchesOnly(Math.round(inseamCm / CM_PER_INCH)), inseamCm);
  return { height: t.withCentimetres(t.feetAndInches(feet, inches), heightCm), inseam };
}

/** Why the inseam fits a size: within its inseam range, or clear of its standover. */
function inseamReason(row: SizeChartRow, measurements: RememberedMeasurements): string {
  const { inseam } = typedAs(measurements);
  if (row.inseamCm) return t.inseamFits(inseam, t.sizeRange(shownSize(row.size), row.inseamCm.min, row.inseamCm.max));
  const room = standoverClearance(row, measurements.inseamCm ?? 0) ?? 0;
  return t.standoverClears(inseam, shownSize(row.size), row.standoverMm ?? 0, room);
}

/** Why the inseam does not fit a size the height pointed to: only said of a standover, which has no range to name. */
const tightReason = (row: SizeChartRow): string[] =>
  row.inseamCm === null && row.standoverMm != null
    ? [t.standoverTight(shownSize(row.size), row.standoverMm, MIN_STANDOVER_CLEARANCE_MM)]
    : [];

/** Which of the chart's columns the result read: named so the shopper can find them in the Geometry table. */
export function chartUsedLine(chart: SizeChart, recommendation: Recommendation, inseamCm: number | null): string {
  const bike = chart.bikeName ?? t.thisBike;
  const rows: SizeChartRow[] = recommendation.kind === 'two' ? [recommendation.smaller, recommendation.larger] : [];
  if (recommendation.kind === 'one') rows.push(recommendation.row);
  const weighed = inseamCm !== null && !(recommendation.kind !== 'outside' && recommendation.inseamUnmatched);
  if (weighed && rows.some((row) => row.inseamCm !== null)) return t.chartUsed.inseams(bike);
  if (weighed && rows.some((row) => row.standoverMm != null)) return t.chartUsed.standover(bike);
  return t.chartUsed.heights(bike);
}

function unmatchedLine(chart: SizeChart): string {
  return chart.rows.some((row) => row.inseamCm !== null)
    ? t.inseamUnmatched
    : t.standoverUnmatched(MIN_STANDOVER_CLEARANCE_MM);
}

/** What the recommendation says: its heading and its reasons, in order. */
export function explain(
  chart: SizeChart,
  recommendation: Recommendation,
  measurements: RememberedMeasurements,
): [string, string[]] {
  const { height } = typedAs(measurements);
  if (recommendation.kind === 'outside') {
    const { side, nearest } = recommendation;
    return [t.outside, [(side === 'below' ? t.below : t.above)(height, heightRange(nearest)), t.outsideAdvice]];
  }
  const unmatched = recommendation.inseamUnmatched ? [unmatchedLine(chart)] : [];
  if (recommendation.kind === 'one') {
    const { row, settled } = recommendation;
    const heading = sizeFinder.yourSize(shownSize(row.size));
    if (!settled) {
      const fits = measurements.inseamCm !== null && fitsInseam(row, measurements.inseamCm) === true;
      return [
        heading,
        [t.within(height, heightRange(row)), ...(fits ? [inseamReason(row, measurements)] : []), ...unmatched],
      ];
    }
    const [smaller, larger] =
      settled.against.heightCm.min < row.heightCm.min ? [settled.against, row] : [row, settled.against];
    const why = (settled.cause === 'gap' ? t.gap : t.overlap)(height, heightRange(smaller), heightRange(larger));
    return [heading, [why, inseamReason(row, measurements), ...tightReason(settled.against)]];
  }
  const { smaller, larger, cause } = recommendation;
  const heading = t.twoSizes(shownSize(smaller.size), shownSize(larger.size));
  if (cause === 'inseam') {
    // The height's size is the one whose height range holds it; the inseam fits the other.
    const [byHeight, byInseam] =
      measurements.heightCm >= smaller.heightCm.min && measurements.heightCm <= smaller.heightCm.max
        ? [smaller, larger]
        : [larger, smaller];
    return [
      heading,
      [t.within(height, heightRange(byHeight)), inseamReason(byInseam, measurements), ...tightReason(byHeight)],
    ];
  }
  return [
    heading,
    [(cause === 'gap' ? t.gap : t.overlap)(height, heightRange(smaller), heightRange(larger)), ...unmatched],
  ];
}
