import { describe, expect, it } from 'vitest';
import { formatSpecKey, isInternalKey, specifications } from './specifications.ts';

const NBSP = '\u00a0';

describe('specifications', () => {
  it('turns underscores into spaced capitalised words, and a trailing unit into brackets', () => {
    expect(formatSpecKey('frame_material')).toBe('Frame Material');
    expect(formatSpecKey('weight_kg')).toBe('Weight (kg)');
    expect(formatSpecKey('weight_grams')).toBe('Weight (g)');
    expect(formatSpecKey('range_km')).toBe('Range (km)');
    expect(formatSpecKey('capacity_ml')).toBe('Capacity (ml)');
    expect(formatSpecKey('mips')).toBe('MIPS');
    expect(formatSpecKey('kg')).toBe('Kg');
    expect(formatSpecKey('cleat__compatibility_')).toBe('Cleat Compatibility');
  });

  it('lists every other metadata key and hides internal ones, the French text and values, and the size chart', () => {
    expect(
      specifications({
        gallery_ids: '[1,2]',
        frame_material: 'Carbon',
        frame_material_fr: 'Carbone',
        related_collection_ids: 'a,b',
        _internal: 'x',
        name_fr: 'Vélo',
        description_fr: '<p>Un vélo.</p>',
        size_chart: '{"sizes":[]}',
        geometry: '{"sizes":[]}',
        wheel_size: '29"',
        weight_kg: '14.2',
        empty: ' ',
      }),
    ).toEqual([
      { label: 'Frame Material', value: 'Carbon' },
      { label: 'Wheel Size', value: '29"' },
      { label: 'Weight (kg)', value: '14.2' },
    ]);
    expect(isInternalKey('brakes_fr')).toBe(true);
    expect(isInternalKey('brakes')).toBe(false);
  });
});

describe('specifications on French pages', () => {
  it('labels the keys the shop knows in French, and translates whole values it knows', () => {
    expect(
      specifications({ frame_material: 'Carbon fibre', mips: 'Yes', weight_kg: '14.6', name_fr: 'Vélo' }, 'fr-CA'),
    ).toEqual([
      { label: 'Matériau du cadre', value: 'Fibre de carbone' },
      { label: 'MIPS', value: 'Oui' },
      { label: 'Poids (kg)', value: '14,6' },
    ]);
  });

  it('writes figures and units the French way: decimal commas, inches as « po »', () => {
    expect(specifications({ wheel_size: '29 in', tire_clearance: '42 mm', range_km: '120' }, 'fr-CA')).toEqual([
      { label: 'Taille des roues', value: `29${NBSP}po` },
      { label: 'Dégagement des pneus', value: `42${NBSP}mm` },
      { label: 'Autonomie (km)', value: '120' },
    ]);
  });

  it('shows the merchant’s French value where the product has one, before any rule', () => {
    expect(
      specifications(
        {
          brakes: 'Tektro hydraulic disc',
          brakes_fr: 'Freins à disque hydrauliques Tektro',
          wheel_size: '29 in front / 27.5 in rear',
          wheel_size_fr: '29 po à l’avant, 27,5 po à l’arrière',
          mips: 'Yes',
          mips_fr: 'Oui, MIPS Evolve',
          closure: 'Laces',
          closure_fr: '  ',
        },
        'fr-CA',
      ),
    ).toEqual([
      { label: 'Freins', value: 'Freins à disque hydrauliques Tektro' },
      { label: 'Taille des roues', value: '29 po à l’avant, 27,5 po à l’arrière' },
      { label: 'MIPS', value: 'Oui, MIPS Evolve' },
      // A blank French value counts as none.
      { label: 'Fermeture', value: 'Lacets' },
    ]);
  });

  it('marks as English what has no French: an unknown key, a value with words and no French value', () => {
    expect(
      specifications({ saddle_height: 'Adjustable, 3 positions', brakes: 'Tektro hydraulic disc' }, 'fr-CA'),
    ).toEqual([
      { label: 'Saddle Height', labelLang: 'en', value: 'Adjustable, 3 positions', valueLang: 'en' },
      { label: 'Freins', value: 'Tektro hydraulic disc', valueLang: 'en' },
    ]);
  });

  it('leaves English pages’ values as the platform writes them, never marked', () => {
    expect(specifications({ mips: 'Yes', weight_kg: '14.2', brakes_fr: 'Freins' })).toEqual([
      { label: 'MIPS', value: 'Yes' },
      { label: 'Weight (kg)', value: '14.2' },
    ]);
  });
});
