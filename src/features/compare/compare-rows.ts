/**
 * The comparison table's rows: one per label (a specification, a geometry
 * measure), each bike's value under its own column, lined up even where the
 * bikes list different things.
 */
import type { Specification } from '~/features/product/specifications.ts';

/** One line of the table: a specification's label and each bike's value in the bikes' order (null: not listed). */
export interface CompareRow {
  label: string;
  labelLang?: 'en';
  values: (Pick<Specification, 'value' | 'valueLang'> | null)[];
}

/** Rows in the order labels first appear across the bikes, each bike's value under its own column. */
export function compareRows(specsPerBike: Specification[][]): CompareRow[] {
  const rows = new Map<string, CompareRow>();
  for (const [column, specs] of specsPerBike.entries())
    for (const spec of specs) {
      const row = rows.get(spec.label) ?? {
        label: spec.label,
        ...(spec.labelLang ? { labelLang: spec.labelLang } : {}),
        values: specsPerBike.map(() => null),
      };
      row.values[column] = { value: spec.value, ...(spec.valueLang ? { valueLang: spec.valueLang } : {}) };
      rows.set(spec.label, row);
    }
  return [...rows.values()];
}
