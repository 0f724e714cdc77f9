/**
 * The Geometry table's contents in the page's language: a column per size,
 * and a row per measure, the rider heights and inseams of the size chart
 * first (what a shopper compares themselves with), then the frame's figures.
 * French figures take a decimal comma (the shop's French measure rule); a
 * measure no size has a figure for is left out, and a size without one shows
 * a dash.
 */
import type { Locale } from '~/i18n/locales.ts';
import { messagesFor } from '~/i18n/server.ts';
import { shownTerm } from '~/i18n/platform-words.ts';
import { frenchMeasure } from '../french-measure.ts';
import type { SizeChart } from '../size-finder/size-chart-types.ts';
import { GEOMETRY_MEASURES, type Geometry } from './geometry-types.ts';

export interface GeometryTable {
  /** The sizes as the page shows them (the columns). */
  sizes: string[];
  /** Each measure's label (with its unit) and its figure per size, in the columns' order. */
  rows: { label: string; cells: string[] }[];
}

const NO_FIGURE = '—';

function figureText(value: number, locale: Locale): string {
  const text = String(value);
  return locale === 'fr-CA' ? (frenchMeasure(text) ?? text) : text;
}

/** Null when the product has neither geometry nor a size chart. */
export function geometryTable(
  geometry: Geometry | null,
  chart: SizeChart | null,
  locale: Locale,
): GeometryTable | null {
  const sizes = geometry ? geometry.rows.map((row) => row.size) : (chart?.rows.map((row) => row.size) ?? []);
  if (sizes.length === 0) return null;
  const { geometryTable: t, platformWords } = messagesFor(locale);
  const chartRow = (size: string) => chart?.rows.find((row) => row.size === size);
  const rows: GeometryTable['rows'] = [];
  const add = (label: string, cells: (string | null)[]) => {
    if (cells.some((cell) => cell !== null)) rows.push({ label, cells: cells.map((cell) => cell ?? NO_FIGURE) });
  };
  add(
    t.riderHeight,
    sizes.map((size) => {
      const range = chartRow(size)?.heightCm;
      return range ? `${range.min}–${range.max}` : null;
    }),
  );
  add(
    t.riderInseam,
    sizes.map((size) => {
      const range = chartRow(size)?.inseamCm;
      return range ? `${range.min}–${range.max}` : null;
    }),
  );
  for (const measure of GEOMETRY_MEASURES) {
    add(
      t.measures[measure],
      sizes.map((size) => {
        const value = geometry?.rows.find((row) => row.size === size)?.figures[measure];
        return value == null ? null : figureText(value, locale);
      }),
    );
  }
  return { sizes: sizes.map((size) => shownTerm(platformWords, 'optionValue', size)), rows };
}
