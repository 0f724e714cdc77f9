/**
 * A bike's size chart as the shop uses it once read from the product's
 * metadata (./size-chart.server.ts reads it): for each of the product's own
 * sizes, the rider heights and, where the brand gives them, the inseams it
 * fits, in whole centimetres, both ends included.
 */

export interface CmRange {
  min: number;
  max: number;
}

export interface SizeChartRow {
  /** One of the product's values of the chart's option, as the platform spells it (`M`). */
  size: string;
  heightCm: CmRange;
  inseamCm: CmRange | null;
}

export interface SizeChart {
  /** The option whose values the chart sizes (`Size`). */
  option: string;
  /** Smallest size first (by the start of its height range). */
  rows: SizeChartRow[];
}
