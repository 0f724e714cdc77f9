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
  /** The frame's standover in millimetres, from the bike's geometry: what an inseam must clear. */
  standoverMm?: number | null;
}

/** Another bike of the same kind, and the sizes of it that can be bought now: where a sold-out size sends a rider. */
export interface BikeInStock {
  name: string;
  href: string;
  /** Values of its size option with a variant in stock, as the platform spells them (`M`). */
  sizes: string[];
}

export interface SizeChart {
  /** The option whose values the chart sizes (`Size`). */
  option: string;
  /** Smallest size first (by the start of its height range). */
  rows: SizeChartRow[];
  /** The bike's name, so the finder can name the chart it read. */
  bikeName?: string;
  /** A few other bikes of its kind with their sizes in stock (the server keeps the list short). */
  others?: BikeInStock[];
}
