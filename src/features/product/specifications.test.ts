import { describe, expect, it } from 'vitest';
import { formatSpecKey, specifications } from './specifications.ts';

describe('specifications', () => {
  it('turns underscores into spaced capitalised words', () => {
    expect(formatSpecKey('frame_material')).toBe('Frame Material');
    expect(formatSpecKey('weight_kg')).toBe('Weight Kg');
    expect(formatSpecKey('mips')).toBe('Mips');
    expect(formatSpecKey('cleat__compatibility_')).toBe('Cleat Compatibility');
  });

  it('lists every other metadata key and hides internal ones, the French text and the size chart', () => {
    expect(
      specifications({
        gallery_ids: '[1,2]',
        frame_material: 'Carbon',
        related_collection_ids: 'a,b',
        _internal: 'x',
        name_fr: 'Vélo',
        description_fr: '<p>Un vélo.</p>',
        size_chart: '{"sizes":[]}',
        wheel_size: '29"',
        empty: ' ',
      }),
    ).toEqual([
      { label: 'Frame Material', value: 'Carbon' },
      { label: 'Wheel Size', value: '29"' },
    ]);
  });
});

describe('specifications on French pages', () => {
  it('labels the keys the shop knows in French, and translates whole values it knows', () => {
    expect(
      specifications({ frame_material: 'Carbon fibre', mips: 'Yes', weight_kg: '14.6', name_fr: 'Vélo' }, 'fr-CA'),
    ).toEqual([
      { label: 'Matériau du cadre', value: 'Fibre de carbone' },
      { label: 'MIPS', value: 'Oui' },
      { label: 'Poids (kg)', value: '14.6' },
    ]);
  });

  it('shows an unknown key and value as the platform gives them', () => {
    expect(specifications({ saddle_height: 'Adjustable, 3 positions' }, 'fr-CA')).toEqual([
      { label: 'Saddle Height', value: 'Adjustable, 3 positions' },
    ]);
  });

  it('leaves English pages as they were', () => {
    expect(specifications({ mips: 'Yes' })).toEqual([{ label: 'Mips', value: 'Yes' }]);
  });
});
