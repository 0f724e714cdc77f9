import { describe, expect, it } from 'vitest';
import { galleryEntries, validImageIds } from './ids.ts';

describe('validImageIds', () => {
  it('keeps numeric positive ids, as numbers, in order', () => {
    expect(validImageIds([12, '7', ' 30 '])).toEqual([12, 7, 30]);
  });

  it('skips ids that are not numeric and positive', () => {
    expect(validImageIds(['abc', -3, 0, '0', 1.5, '4e2', '', null, undefined, {}, [], 'NaN', 5])).toEqual([5]);
  });

  it('keeps each id once', () => {
    expect(validImageIds([3, '3', 4])).toEqual([3, 4]);
  });
});

describe('galleryEntries', () => {
  it('reads numbers, numeric strings and {id, variant_option} objects, in order', () => {
    expect(
      galleryEntries([12, '7', { id: 30, variant_option: 'Crimson Red', aspect_ratio: null }, { id: '31' }]),
    ).toEqual([
      { id: 12, variantOption: null },
      { id: 7, variantOption: null },
      { id: 30, variantOption: 'Crimson Red' },
      { id: 31, variantOption: null },
    ]);
  });

  it('skips objects without a usable id and ignores a variant_option of another shape', () => {
    expect(
      galleryEntries([{ variant_option: 'Red' }, { id: 'abc' }, { id: -2 }, null, { id: 5, variant_option: 3 }]),
    ).toEqual([{ id: 5, variantOption: null }]);
    expect(
      galleryEntries([
        { id: 6, variant_option: '  ' },
        { id: 7, variant_option: null },
      ]),
    ).toEqual([
      { id: 6, variantOption: null },
      { id: 7, variantOption: null },
    ]);
  });

  it('keeps the first entry of an id', () => {
    expect(galleryEntries([{ id: 3, variant_option: 'Blue' }, 3, { id: 3, variant_option: 'Red' }])).toEqual([
      { id: 3, variantOption: 'Blue' },
    ]);
  });

  it('keeps a bare string that is not a number as a ProductMedia id, which validImageIds leaves out', () => {
    expect(galleryEntries(['5e1c7d0a-9b1f-4c55-8f0e-2a8d3b6c4f11', 12, ' pm_2 ', '', '  '])).toEqual([
      { id: '5e1c7d0a-9b1f-4c55-8f0e-2a8d3b6c4f11', variantOption: null },
      { id: 12, variantOption: null },
      { id: 'pm_2', variantOption: null },
    ]);
    expect(validImageIds(['5e1c7d0a-9b1f-4c55-8f0e-2a8d3b6c4f11', 12])).toEqual([12]);
  });

  it('validImageIds takes the ids of object entries too', () => {
    expect(validImageIds([{ id: 9 }, 'x', 10])).toEqual([9, 10]);
  });
});
