/**
 * Reads a bike's frame geometry from its product metadata, on the server
 * (zod never ships to the browser). Like the size chart beside it, it is one
 * metadata key holding JSON:
 *
 *   geometry = {"option": "Size", "sizes": [
 *     {"size": "S", "reach_mm": 420, "stack_mm": 610, "head_angle_deg": 65.5,
 *      "seat_angle_deg": 76.5, "standover_mm": 715, "wheelbase_mm": 1178,
 *      "chainstay_mm": 435}, …]}
 *
 * Every figure is optional (a merchant may not have them all); `option`
 * defaults to "Size" and is matched without regard to case. Only rows naming
 * one of the product's own values of that option are kept, in the product's
 * order. Geometry that is not JSON, not of this shape, or keeps no row shows
 * no Geometry section: it is logged, and the page renders without it.
 */
import * as z from 'zod/mini';
import { oncePerObject } from '~/lib/once-per-object.ts';
import type { Product } from '~/lib/surecart/types.ts';
import { GEOMETRY_MEASURES, type Geometry, type GeometryMeasure, type GeometryRow } from './geometry-types.ts';

/** The metadata key of the geometry. */
export const GEOMETRY_KEY = 'geometry';

const DEFAULT_OPTION = 'Size';

/** A length above 0 and under 3 m, an angle above 0° and under 180°: anything else is a typing slip. */
const figureSchema = (max: number) => z.optional(z.nullable(z.number().check(z.gt(0), z.lt(max))));
const LIMITS: Record<GeometryMeasure, number> = {
  reach_mm: 3000,
  stack_mm: 3000,
  head_angle_deg: 180,
  seat_angle_deg: 180,
  standover_mm: 3000,
  wheelbase_mm: 3000,
  chainstay_mm: 3000,
};

const geometrySchema = z.object({
  option: z.optional(z.string().check(z.trim(), z.minLength(1))),
  sizes: z
    .array(
      z.looseObject({
        size: z.string().check(z.trim(), z.minLength(1)),
        ...(Object.fromEntries(GEOMETRY_MEASURES.map((key) => [key, figureSchema(LIMITS[key])])) as Record<
          GeometryMeasure,
          ReturnType<typeof figureSchema>
        >),
      }),
    )
    .check(z.minLength(1)),
});

type GeometryFields = Pick<Product, 'name' | 'metadata' | 'optionNames' | 'variants'>;

/** The product's geometry, or null: none, malformed, or naming none of its sizes. Read once per product object. */
export const geometryOf: (product: GeometryFields) => Geometry | null = oncePerObject(readGeometry);

function readGeometry(product: GeometryFields): Geometry | null {
  const text = product.metadata[GEOMETRY_KEY];
  if (text === undefined || text.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.warn(`The geometry of ${product.name} is not JSON; no Geometry section is shown.`);
    return null;
  }
  const parsed = geometrySchema.safeParse(json);
  if (!parsed.success) {
    console.warn(
      `The geometry of ${product.name} is malformed; no Geometry section is shown.`,
      z.prettifyError(parsed.error),
    );
    return null;
  }
  const wanted = (parsed.data.option ?? DEFAULT_OPTION).toLowerCase();
  const index = product.optionNames.findIndex((name) => name.toLowerCase() === wanted);
  if (index < 0) {
    console.warn(`The geometry of ${product.name} names an option it does not have; no Geometry section is shown.`);
    return null;
  }
  // The product's values in its own order (S, M, L, XL), each once.
  const values = [...new Set(product.variants.flatMap((variant) => variant.options[index] ?? []))];
  const rows: GeometryRow[] = [];
  for (const value of values) {
    const row = parsed.data.sizes.find((size) => size.size === value);
    if (!row) continue;
    const figures = Object.fromEntries(
      GEOMETRY_MEASURES.map((key) => [key, row[key] ?? null]),
    ) as GeometryRow['figures'];
    if (Object.values(figures).every((figure) => figure === null)) continue;
    rows.push({ size: value, figures });
  }
  return rows.length === 0 ? null : { option: product.optionNames[index]!, rows };
}
