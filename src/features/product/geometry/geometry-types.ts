/**
 * A bike's frame geometry per size as the shop uses it once read from the
 * product's metadata (./geometry.server.ts reads it): lengths in millimetres,
 * angles in degrees, null where the merchant gives no figure.
 */

/** The measures of one size, in the order the Geometry table lists them. */
export const GEOMETRY_MEASURES = [
  'reach_mm',
  'stack_mm',
  'head_angle_deg',
  'seat_angle_deg',
  'standover_mm',
  'wheelbase_mm',
  'chainstay_mm',
] as const;

export type GeometryMeasure = (typeof GEOMETRY_MEASURES)[number];

export interface GeometryRow {
  /** One of the product's values of the geometry's option, as the platform spells it (`M`). */
  size: string;
  figures: Record<GeometryMeasure, number | null>;
}

export interface Geometry {
  /** The option whose values the geometry sizes (`Size`). */
  option: string;
  /** In the order of the product's own values of that option. */
  rows: GeometryRow[];
}
