/**
 * Reads a bike's size chart from its product metadata, on the server (zod
 * never ships to the browser). The chart is one metadata key holding JSON,
 * since the platform's metadata values are strings:
 *
 *   size_chart = {"option": "Size", "sizes": [
 *     {"size": "S", "height_cm": [160, 171], "inseam_cm": [74, 79]}, …]}
 *
 * `option` defaults to "Size" and is matched without regard to case;
 * `inseam_cm` is optional. Only rows naming one
 * of the product's own values of that option are kept. A chart that is not
 * JSON, not of this shape, or keeps no row means no size finder: it is
 * logged, and the page renders without it.
 */
import * as z from 'zod/mini';
import { oncePerObject } from '~/lib/once-per-object.ts';
import type { Product } from '~/lib/surecart/types.ts';
import type { CmRange, SizeChart, SizeChartRow } from './size-chart-types.ts';

/** The metadata key of the chart. */
export const SIZE_CHART_KEY = 'size_chart';

const DEFAULT_OPTION = 'Size';

/** `[min, max]`, whole centimetres, min below max: 300 cm is beyond any rider. */
const rangeSchema = z
  .pipe(
    z.tuple([z.int().check(z.minimum(1)), z.int().check(z.maximum(300))]),
    z.transform(([min, max]): CmRange => ({ min, max })),
  )
  .check(z.refine((range) => range.min < range.max, 'a range starts below where it ends'));

const chartSchema = z.object({
  option: z.optional(z.string().check(z.trim(), z.minLength(1))),
  sizes: z
    .array(
      z.looseObject({
        size: z.string().check(z.trim(), z.minLength(1)),
        height_cm: rangeSchema,
        inseam_cm: z.optional(z.nullable(rangeSchema)),
      }),
    )
    .check(z.minLength(1)),
});

type ChartFields = Pick<Product, 'name' | 'metadata' | 'optionNames' | 'variants'>;

/**
 * The product's size chart, or null: none, malformed, or naming none of its sizes. Read once per
 * product object (the catalogue cache keeps one per product), so a malformed chart is logged once.
 */
export const sizeChartOf: (product: ChartFields) => SizeChart | null = oncePerObject(readSizeChart);

function readSizeChart(product: ChartFields): SizeChart | null {
  const text = product.metadata[SIZE_CHART_KEY];
  if (text === undefined || text.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.warn(`The size chart of ${product.name} is not JSON; no size finder is shown.`);
    return null;
  }
  const parsed = chartSchema.safeParse(json);
  if (!parsed.success) {
    console.warn(
      `The size chart of ${product.name} is malformed; no size finder is shown.`,
      z.prettifyError(parsed.error),
    );
    return null;
  }
  // The option as the product names it: a merchant writing "size" for its Size option still gets the finder.
  const wanted = (parsed.data.option ?? DEFAULT_OPTION).toLowerCase();
  const index = product.optionNames.findIndex((name) => name.toLowerCase() === wanted);
  if (index < 0) {
    console.warn(`The size chart of ${product.name} names an option it does not have; no size finder is shown.`);
    return null;
  }
  const option = product.optionNames[index]!;
  const values = new Set(product.variants.flatMap((variant) => variant.options[index] ?? []));
  const rows: SizeChartRow[] = [];
  for (const row of parsed.data.sizes) {
    if (!values.has(row.size) || rows.some((kept) => kept.size === row.size)) continue;
    rows.push({ size: row.size, heightCm: row.height_cm, inseamCm: row.inseam_cm ?? null });
  }
  if (rows.length === 0) return null;
  rows.sort((a, b) => a.heightCm.min - b.heightCm.min || a.heightCm.max - b.heightCm.max);
  return { option, rows };
}
