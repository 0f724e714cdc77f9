import { describe, expect, it } from 'vitest';
import { frenchMeasure } from './french-measure.ts';

const NBSP = '\u00a0';

describe('figures and units as French writes them', () => {
  it('writes decimal commas', () => {
    expect(frenchMeasure('14.2')).toBe('14,2');
    expect(frenchMeasure('120')).toBe('120');
  });

  it('writes inches as « po », kept with their figure', () => {
    expect(frenchMeasure('29 in')).toBe(`29${NBSP}po`);
    expect(frenchMeasure('27.5 in')).toBe(`27,5${NBSP}po`);
    expect(frenchMeasure('26 x 4.6 in')).toBe(`26 x 4,6${NBSP}po`);
    expect(frenchMeasure('29"')).toBe(`29${NBSP}po`);
  });

  it('keeps units French shares, each with its figure, and spaces thousands', () => {
    expect(frenchMeasure('100 mm')).toBe(`100${NBSP}mm`);
    expect(frenchMeasure('-25 °C')).toBe(`-25${NBSP}°C`);
    expect(frenchMeasure('1,200 g')).toBe(`1${NBSP}200${NBSP}g`);
    expect(frenchMeasure('2 x 620')).toBe('2 x 620');
    expect(frenchMeasure('700c')).toBe('700c');
  });

  it('leaves anything with a word, or without a figure, to the merchant', () => {
    expect(frenchMeasure('Tektro hydraulic disc')).toBeNull();
    expect(frenchMeasure('29 in front / 27.5 in rear')).toBeNull();
    expect(frenchMeasure('620 or 750')).toBeNull();
    expect(frenchMeasure('215 (EU 42)')).toBeNull();
    expect(frenchMeasure('Shimano 105 2x11')).toBeNull();
    expect(frenchMeasure('mm')).toBeNull();
    expect(frenchMeasure('')).toBeNull();
  });
});
