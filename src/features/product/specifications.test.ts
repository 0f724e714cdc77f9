import { describe, expect, it } from 'vitest';
import { formatSpecKey, specifications } from './specifications.ts';

describe('specifications', () => {
  it('turns underscores into spaced capitalised words', () => {
    expect(formatSpecKey('frame_material')).toBe('Frame Material');
    expect(formatSpecKey('weight_kg')).toBe('Weight Kg');
    expect(formatSpecKey('mips')).toBe('Mips');
    expect(formatSpecKey('cleat__compatibility_')).toBe('Cleat Compatibility');
  });

  it('lists every other metadata key and hides internal ones and the French text', () => {
    expect(
      specifications({
        gallery_ids: '[1,2]',
        frame_material: 'Carbon',
        related_collection_ids: 'a,b',
        _internal: 'x',
        name_fr: 'Vélo',
        description_fr: '<p>Un vélo.</p>',
        wheel_size: '29"',
        empty: ' ',
      }),
    ).toEqual([
      { label: 'Frame Material', value: 'Carbon' },
      { label: 'Wheel Size', value: '29"' },
    ]);
  });
});
