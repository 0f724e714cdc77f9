/**
 * The demo bikes' frame-size charts, sent in each bike's product metadata
 * under `size_chart` as JSON (the shape is in docs/integrations.md): rider
 * heights per size, in whole centimetres with both ends included, and inseams
 * where the brand gives them. One chart per collection: the road and
 * electric road charts give inseams, the mountain chart heights only, as
 * many mountain bike brands do. Neighbouring sizes overlap by a centimetre
 * or two, as real charts do, so some heights fit two sizes.
 * A bike without a chart gets no metadata key, and the shop shows no size finder for it.
 *
 * Beside the chart, each bike's frame geometry per size, under `geometry` as
 * JSON (the shape is in docs/editing-content.md): lengths in millimetres,
 * angles in degrees, from the figures of comparable 2025 frames of each kind
 * (a 29-inch trail hardtail, an endurance road frame, an electric road frame).
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

/** One size's frame: lengths in millimetres, angles in degrees. */
interface GeometryRow {
  size: string;
  reach_mm: number;
  stack_mm: number;
  head_angle_deg: number;
  seat_angle_deg: number;
  standover_mm: number;
  wheelbase_mm: number;
  chainstay_mm: number;
}

type Frame = Omit<GeometryRow, 'size'>;

/** Rows from per-size columns, so each size's figures read across as in a brand's geometry chart. */
function geometry(sizes: string[], columns: { [K in keyof Frame]: number[] }): GeometryRow[] {
  return sizes.map((size, index) => {
    const row = { size } as GeometryRow;
    for (const key of Object.keys(columns) as (keyof Frame)[]) row[key] = columns[key][index]!;
    return row;
  });
}

const SIZES = ['S', 'M', 'L', 'XL'];

const GEOMETRY: Partial<Record<ChildCollectionSlug, GeometryRow[]>> = {
  'bike-road-bike': geometry(SIZES, {
    reach_mm: [378, 386, 394, 402],
    stack_mm: [548, 568, 590, 612],
    head_angle_deg: [72, 72.5, 73, 73.2],
    seat_angle_deg: [74, 73.5, 73.2, 73],
    standover_mm: [735, 765, 795, 825],
    wheelbase_mm: [985, 995, 1008, 1022],
    chainstay_mm: [410, 410, 410, 410],
  }),
  // A mountain frame's low, sloping top tube: the standover is what an inseam must clear.
  'bike-mountain-bike': geometry(SIZES, {
    reach_mm: [420, 445, 470, 495],
    stack_mm: [610, 619, 628, 642],
    head_angle_deg: [65.5, 65.5, 65.5, 65.5],
    seat_angle_deg: [76.5, 76.5, 76.5, 76.5],
    standover_mm: [715, 730, 745, 765],
    wheelbase_mm: [1178, 1205, 1232, 1262],
    chainstay_mm: [435, 435, 435, 435],
  }),
  'bike-electric-road-bike': geometry(SIZES, {
    reach_mm: [375, 383, 392, 400],
    stack_mm: [560, 580, 602, 625],
    head_angle_deg: [71.5, 72, 72.5, 72.5],
    seat_angle_deg: [74, 73.5, 73.5, 73],
    standover_mm: [740, 770, 800, 830],
    wheelbase_mm: [1005, 1015, 1028, 1042],
    chainstay_mm: [420, 420, 420, 420],
  }),
};

/** The metadata a product's size chart adds: `size_chart` and `geometry` for a bike, nothing for other products. */
export function sizeChartMetadata(source: ProductSource): Record<string, string> {
  const rows = CHARTS[source.collection];
  if (!rows) return {};
  const sizes = new Set(source.options.find((option) => option.name === 'Size')?.values ?? []);
  const frames = GEOMETRY[source.collection] ?? [];
  return {
    size_chart: JSON.stringify({ option: 'Size', sizes: rows.filter((row) => sizes.has(row.size)) }),
    ...(frames.length > 0 && {
      geometry: JSON.stringify({ option: 'Size', sizes: frames.filter((row) => sizes.has(row.size)) }),
    }),
  };
}
