/**
 * The demo bikes' frame-size charts, sent in each bike's product metadata
 * under `size_chart` as JSON (the shape is in docs/integrations.md): rider
 * heights per size, in whole centimetres with both ends included, and inseams
 * where the brand gives them. One chart per collection: the road and
 * electric road charts give inseams, the mountain chart heights only, as
 * many mountain bike brands do. Neighbouring sizes overlap by a centimetre
 * or two, as real charts do, so some heights fit two sizes.
 * A bike without a chart gets no metadata key, and the shop shows no size finder for it.
 */
import type { ChildCollectionSlug, ProductSource } from './source-types.ts';

/** One size's row: rider heights and, optionally, inseams, `[min, max]` in centimetres. */
interface ChartRow {
  size: string;
  height_cm: [number, number];
  inseam_cm?: [number, number];
}

const CHARTS: Partial<Record<ChildCollectionSlug, ChartRow[]>> = {
  'bike-road-bike': [
    { size: 'S', height_cm: [160, 171], inseam_cm: [74, 79] },
    { size: 'M', height_cm: [170, 180], inseam_cm: [78, 83] },
    { size: 'L', height_cm: [179, 189], inseam_cm: [82, 88] },
    { size: 'XL', height_cm: [188, 198], inseam_cm: [87, 93] },
  ],
  'bike-mountain-bike': [
    { size: 'S', height_cm: [152, 167] },
    { size: 'M', height_cm: [165, 178] },
    { size: 'L', height_cm: [176, 188] },
    { size: 'XL', height_cm: [186, 200] },
  ],
  'bike-electric-road-bike': [
    { size: 'S', height_cm: [155, 168], inseam_cm: [72, 79] },
    { size: 'M', height_cm: [167, 178], inseam_cm: [77, 84] },
    { size: 'L', height_cm: [177, 188], inseam_cm: [82, 89] },
    { size: 'XL', height_cm: [187, 198], inseam_cm: [87, 94] },
  ],
};

/** The metadata a product's size chart adds: `size_chart` for a bike, nothing for other products. */
export function sizeChartMetadata(source: ProductSource): Record<string, string> {
  const rows = CHARTS[source.collection];
  if (!rows) return {};
  const sizes = new Set(source.options.find((option) => option.name === 'Size')?.values ?? []);
  return { size_chart: JSON.stringify({ option: 'Size', sizes: rows.filter((row) => sizes.has(row.size)) }) };
}
