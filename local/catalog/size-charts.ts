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
 * (a 29-inch trail bike, an endurance road frame, an electric road frame),
 * then each bike's own character (FRAME_CHARACTER).
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

/**
 * How a bike's frame departs from its collection's figures, the same in every
 * size: a cross-country frame is steeper and shorter, an enduro or downhill one
 * slacker and longer, so bikes compared side by side differ as real ones do.
 * Head and seat angles in degrees, the rest in millimetres; a bike not listed
 * has its collection's figures.
 */
const FRAME_CHARACTER: Record<string, Partial<Frame>> = {
  'Bromont Hardtail 29': { head_angle_deg: 1, seat_angle_deg: -2, stack_mm: 6, wheelbase_mm: -28, chainstay_mm: -5 },
  'Tremblant XC Pro': {
    head_angle_deg: 3,
    seat_angle_deg: -1,
    reach_mm: -5,
    stack_mm: -22,
    wheelbase_mm: -52,
    chainstay_mm: -7,
  },
  'Charlevoix Downcountry': { head_angle_deg: 1, reach_mm: 5, stack_mm: -10, wheelbase_mm: -18, chainstay_mm: -2 },
  'Chic-Chocs 27.5 Trail': { reach_mm: -5, stack_mm: -8, standover_mm: -15, wheelbase_mm: -22, chainstay_mm: -5 },
  'Sutton Enduro 29 Carbon': {
    head_angle_deg: -1.5,
    seat_angle_deg: 1,
    reach_mm: 10,
    stack_mm: 12,
    wheelbase_mm: 38,
    chainstay_mm: 7,
  },
  'Mont-Sainte-Anne DH': {
    head_angle_deg: -2.5,
    seat_angle_deg: -2,
    reach_mm: 15,
    stack_mm: 21,
    wheelbase_mm: 62,
    chainstay_mm: 10,
  },
  'Taïga Fat 26': {
    head_angle_deg: 3.5,
    seat_angle_deg: -3,
    reach_mm: -22,
    stack_mm: -15,
    standover_mm: -20,
    wheelbase_mm: 8,
    chainstay_mm: 20,
  },
  'Laurentide Carbon Road': { reach_mm: 6, stack_mm: -14, wheelbase_mm: -6, chainstay_mm: -5 },
  'Montréal Criterium': { head_angle_deg: 0.5, reach_mm: 9, stack_mm: -22, wheelbase_mm: -10, chainstay_mm: -8 },
  'Estrie Aero Disc': { reach_mm: 7, stack_mm: -16, wheelbase_mm: -4, chainstay_mm: -5 },
  'Orford Climber SL': { reach_mm: 3, stack_mm: -10, wheelbase_mm: -8, chainstay_mm: -5 },
  'Saint-Laurent Endurance 105': { reach_mm: -4, stack_mm: 12, wheelbase_mm: 8 },
  'Gaspésie Allroad': {
    head_angle_deg: -1.5,
    reach_mm: -6,
    stack_mm: 18,
    standover_mm: -10,
    wheelbase_mm: 30,
    chainstay_mm: 18,
  },
  'Boréal E-Road Carbon': { reach_mm: 4, stack_mm: -10, wheelbase_mm: -5 },
  'Lanaudière E-Tour': {
    head_angle_deg: -1,
    reach_mm: -8,
    stack_mm: 22,
    standover_mm: -20,
    wheelbase_mm: 30,
    chainstay_mm: 25,
  },
  'Outaouais E-Endurance': { reach_mm: -4, stack_mm: 12, wheelbase_mm: 10, chainstay_mm: 5 },
};

/** A bike's own frame: its collection's figures with its character applied, angles kept to a tenth of a degree. */
function frameOf(name: string, base: GeometryRow): GeometryRow {
  const character = FRAME_CHARACTER[name] ?? {};
  const row = { ...base };
  for (const key of Object.keys(character) as (keyof Frame)[])
    row[key] = Math.round((base[key] + character[key]!) * 10) / 10;
  return row;
}

/** The metadata a product's size chart adds: `size_chart` and `geometry` for a bike, nothing for other products. */
export function sizeChartMetadata(source: ProductSource): Record<string, string> {
  const rows = CHARTS[source.collection];
  if (!rows) return {};
  const sizes = new Set(source.options.find((option) => option.name === 'Size')?.values ?? []);
  const frames = GEOMETRY[source.collection] ?? [];
  return {
    size_chart: JSON.stringify({ option: 'Size', sizes: rows.filter((row) => sizes.has(row.size)) }),
    ...(frames.length > 0 && {
      geometry: JSON.stringify({
        option: 'Size',
        sizes: frames.filter((row) => sizes.has(row.size)).map((row) => frameOf(source.name, row)),
      }),
    }),
  };
}
