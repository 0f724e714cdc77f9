// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEASUREMENTS_KEY, parseRemembered } from './remembered-measurements.ts';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('remembered measurements', () => {
  it('reads measurements the size finder stored', () => {
    expect(parseRemembered('{"heightCm":178,"inseamCm":81,"unit":"ft-in"}')).toEqual({
      heightCm: 178,
      inseamCm: 81,
      unit: 'ft-in',
    });
    expect(parseRemembered('{"heightCm":100,"inseamCm":null,"unit":"cm"}')).toMatchObject({ heightCm: 100 });
  });

  it('ignores nothing stored, text that is not JSON, and values of another shape or out of range', () => {
    for (const stored of [
      null,
      '',
      '{not json',
      '178',
      'null',
      '[]',
      '{"heightCm":"178","inseamCm":null,"unit":"cm"}',
      '{"heightCm":178.5,"inseamCm":null,"unit":"cm"}',
      '{"heightCm":99,"inseamCm":null,"unit":"cm"}',
      '{"heightCm":231,"inseamCm":null,"unit":"cm"}',
      '{"heightCm":178,"inseamCm":111,"unit":"cm"}',
      '{"heightCm":178,"unit":"cm"}',
      '{"heightCm":178,"inseamCm":null,"unit":"in"}',
    ]) {
      expect(parseRemembered(stored), String(stored)).toBeNull();
    }
  });

  it('are loaded from local storage when first shown, and malformed storage reads as none', async () => {
    localStorage.setItem(MEASUREMENTS_KEY, '{"heightCm":178,"inseamCm":null,"unit":"cm"}');
    const { $measurements } = await import('./remembered-measurements.ts');
    expect($measurements.init).toBeNull();
    expect($measurements.get()).toEqual({ heightCm: 178, inseamCm: null, unit: 'cm' });

    vi.resetModules();
    localStorage.setItem(MEASUREMENTS_KEY, '{"heightCm":"tall"}');
    const fresh = await import('./remembered-measurements.ts');
    expect(fresh.$measurements.get()).toBeNull();
  });

  it('are written to local storage when remembered', async () => {
    const { rememberMeasurements, $measurements } = await import('./remembered-measurements.ts');
    rememberMeasurements({ heightCm: 165, inseamCm: 76, unit: 'cm' });
    expect(JSON.parse(localStorage.getItem(MEASUREMENTS_KEY)!)).toEqual({ heightCm: 165, inseamCm: 76, unit: 'cm' });
    expect($measurements.get()).toMatchObject({ heightCm: 165 });
  });
});
