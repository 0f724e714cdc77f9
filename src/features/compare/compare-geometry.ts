/**
 * The comparison's geometry rows for one size: the rider heights of each
 * bike's size chart, then each frame figure of its geometry metadata (see
 * ~/features/product/geometry/geometry.server.ts), labelled as the product
 * page's Geometry table labels them. A bike not made in that size says so
 * in its cells; a figure a bike's geometry lacks is left empty (not listed).
 */
import type { Locale } from '~/i18n/locales.ts';
import { messagesFor } from '~/i18n/server.ts';
import type { Product } from '~/lib/surecart/types.ts';
import { sizesOf } from '~/features/catalog/bikes.ts';
import { frenchMeasure } from '~/features/product/french-measure.ts';
import { geometryOf } from '~/features/product/geometry/geometry.server.ts';
import { GEOMETRY_MEASURES } from '~/features/product/geometry/geometry-types.ts';
import { sizeChartOf } from '~/features/product/size-finder/size-chart.server.ts';
import type { CompareRow } from './compare-rows.ts';

/** Whether any of the bikes has geometry: only then does the page offer to choose a size for it. */
export function anyGeometry(bikes: Product[]): boolean {
  return bikes.some((bike) => geometryOf(bike) !== null);
}

/** The rows for `size`, each measure kept when at least one bike has a figure for it. */
export function geometryRows(bikes: Product[], size: string, locale: Locale): CompareRow[] {
  const { geometryTable: labels, comparePage: t } = messagesFor(locale);
  const figure = (value: number) => {
    const text = String(value);
    return locale === 'fr-CA' ? (frenchMeasure(text) ?? text) : text;
  };
  const made = bikes.map((bike) => {
    const geometry = geometryOf(bike)?.rows.find((row) => row.size === size) ?? null;
    const chart = sizeChartOf(bike)?.rows.find((row) => row.size === size) ?? null;
    return { geometry, chart, hasSize: geometry !== null || chart !== null || sizesOf(bike).includes(size) };
  });
  const rows: CompareRow[] = [];
  const add = (label: string, values: (string | null)[]) => {
    if (values.every((value) => value === null)) return;
    rows.push({
      label,
      values: values.map((value, i) =>
        made[i]!.hasSize ? (value === null ? null : { value }) : { value: t.noSuchSize },
      ),
    });
  };
  add(
    labels.riderHeight,
    made.map(({ chart }) => (chart ? `${chart.heightCm.min}–${chart.heightCm.max}` : null)),
  );
  for (const measure of GEOMETRY_MEASURES)
    add(
      labels.measures[measure],
      made.map(({ geometry }) => {
        const value = geometry?.figures[measure];
        return value == null ? null : figure(value);
      }),
    );
  return rows;
}
