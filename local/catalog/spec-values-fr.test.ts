/**
 * The demo catalogue's French specification values: every product carries a `{key}_fr` twin for
 * each value with words, so its French page shows no English in the Specifications tab.
 */
import { describe, expect, it } from 'vitest';
import { specifications } from '../../src/features/product/specifications.ts';
import { loadCatalog } from './index.ts';

const products = loadCatalog({ mediaOrigin: 'http://media.test' }).products;

describe('French specification values of the demo catalogue', () => {
  it('leave no label or value in English on any French page', () => {
    const english = products.flatMap((product) =>
      specifications(product.metadata, 'fr-CA')
        .filter((row) => row.labelLang || row.valueLang)
        .map((row) => `${product.slug}: ${row.label} = ${row.value}`),
    );
    expect(english).toEqual([]);
  });

  it('travel as `{key}_fr` metadata beside the English value, which English pages keep', () => {
    const outaouais = products.find((product) => product.slug === 'outaouais-e-endurance')!;
    expect(outaouais.metadata).toMatchObject({
      brakes: 'Tektro hydraulic disc',
      brakes_fr: 'Disques hydrauliques Tektro',
    });
    expect(specifications(outaouais.metadata, 'en-CA')).toContainEqual({
      label: 'Brakes',
      value: 'Tektro hydraulic disc',
    });
    expect(specifications(outaouais.metadata, 'fr-CA')).toContainEqual({
      label: 'Freins',
      value: 'Disques hydrauliques Tektro',
    });
  });
});
