import { describe, expect, it } from 'vitest';
import { validImageIds } from './ids.ts';

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
