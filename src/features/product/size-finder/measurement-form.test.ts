import { describe, expect, it } from 'vitest';
import {
  feetAndInches,
  HEIGHT_RANGE_IN,
  INSEAM_RANGE_IN,
  inputFor,
  readMeasurements,
  typedNumber,
  type MeasurementInput,
} from './measurement-form.ts';

const metric = (heightCm: string, inseam = ''): MeasurementInput => ({
  unit: 'cm',
  heightCm,
  feet: '',
  inches: '',
  inseam,
});
const imperial = (feet: string, inches: string, inseam = ''): MeasurementInput => ({
  unit: 'ft-in',
  heightCm: '',
  feet,
  inches,
  inseam,
});

describe('typed numbers', () => {
  it('reads whole and decimal numbers with a point or a comma, and nothing else', () => {
    expect(typedNumber(' 178 ')).toBe(178);
    expect(typedNumber('177.5')).toBe(177.5);
    expect(typedNumber('177,5')).toBe(177.5);
    for (const text of ['', 'abc', '-170', '1e3', '17 8', '178cm']) expect(typedNumber(text), text).toBeNull();
  });
});

describe('a height in centimetres', () => {
  it('accepts 100 to 230 cm, both ends included, rounded to whole centimetres', () => {
    expect(readMeasurements(metric('100'))).toEqual({
      ok: true,
      measurements: { heightCm: 100, inseamCm: null, unit: 'cm' },
    });
    expect(readMeasurements(metric('230'))).toMatchObject({ ok: true, measurements: { heightCm: 230 } });
    expect(readMeasurements(metric('177,6'))).toMatchObject({ ok: true, measurements: { heightCm: 178 } });
  });

  it('refuses a height outside that range, a missing one and one that is not a number', () => {
    expect(readMeasurements(metric('99'))).toEqual({ ok: false, errors: { height: 'heightRange' } });
    expect(readMeasurements(metric('231'))).toEqual({ ok: false, errors: { height: 'heightRange' } });
    expect(readMeasurements(metric(' '))).toEqual({ ok: false, errors: { height: 'required' } });
    expect(readMeasurements(metric('tall'))).toEqual({ ok: false, errors: { height: 'notANumber' } });
  });
});

describe('a height in feet and inches', () => {
  it('converts to the nearest centimetre', () => {
    expect(readMeasurements(imperial('5', '10'))).toEqual({
      ok: true,
      measurements: { heightCm: 178, inseamCm: null, unit: 'ft-in' },
    });
    expect(readMeasurements(imperial('6', ''))).toMatchObject({ ok: true, measurements: { heightCm: 183 } });
    expect(readMeasurements(imperial('5', '6.5'))).toMatchObject({ ok: true, measurements: { heightCm: 169 } });
  });

  it('accepts 3 ft 4 in to 7 ft 6 in, the whole inches within 100 to 230 cm', () => {
    expect(HEIGHT_RANGE_IN).toEqual({ min: 40, max: 90 });
    expect(readMeasurements(imperial('3', '4'))).toMatchObject({ ok: true, measurements: { heightCm: 102 } });
    expect(readMeasurements(imperial('7', '6'))).toMatchObject({ ok: true, measurements: { heightCm: 229 } });
    expect(readMeasurements(imperial('3', '3'))).toEqual({ ok: false, errors: { feet: 'heightRange' } });
    expect(readMeasurements(imperial('7', '7'))).toEqual({ ok: false, errors: { feet: 'heightRange' } });
  });

  it('refuses missing or fractional feet and inches of 12 or more', () => {
    expect(readMeasurements(imperial('', '10'))).toEqual({ ok: false, errors: { feet: 'required' } });
    expect(readMeasurements(imperial('5.5', ''))).toEqual({ ok: false, errors: { feet: 'notANumber' } });
    expect(readMeasurements(imperial('5', '12'))).toEqual({ ok: false, errors: { inches: 'inchesRange' } });
    expect(readMeasurements(imperial('5', 'ten'))).toEqual({ ok: false, errors: { inches: 'notANumber' } });
  });
});

describe('an inseam', () => {
  it('is optional, in the height’s unit, and accepted from 50 to 110 cm', () => {
    expect(readMeasurements(metric('178', '50'))).toMatchObject({ ok: true, measurements: { inseamCm: 50 } });
    expect(readMeasurements(metric('178', '110'))).toMatchObject({ ok: true, measurements: { inseamCm: 110 } });
    expect(readMeasurements(imperial('5', '10', '32'))).toMatchObject({ ok: true, measurements: { inseamCm: 81 } });
    expect(INSEAM_RANGE_IN).toEqual({ min: 20, max: 43 });
  });

  it('outside that range or not a number, it is refused beside any height error', () => {
    expect(readMeasurements(metric('178', '49'))).toEqual({ ok: false, errors: { inseam: 'inseamRange' } });
    expect(readMeasurements(metric('178', '111'))).toEqual({ ok: false, errors: { inseam: 'inseamRange' } });
    expect(readMeasurements(imperial('5', '10', '44'))).toEqual({ ok: false, errors: { inseam: 'inseamRange' } });
    expect(readMeasurements(metric('', 'long'))).toEqual({
      ok: false,
      errors: { height: 'required', inseam: 'notANumber' },
    });
  });
});

describe('the form for remembered measurements', () => {
  it('shows them again as typed, in either unit', () => {
    expect(feetAndInches(178)).toEqual({ feet: 5, inches: 10 });
    expect(inputFor({ heightCm: 178, inseamCm: 81, unit: 'ft-in' })).toMatchObject({
      unit: 'ft-in',
      feet: '5',
      inches: '10',
      inseam: '32',
    });
    expect(inputFor({ heightCm: 178, inseamCm: null, unit: 'cm' })).toMatchObject({
      unit: 'cm',
      heightCm: '178',
      inseam: '',
    });
    expect(inputFor(null)).toEqual(metric(''));
  });

  it('reads back what it shows: every whole inch from 3 ft 4 in to 7 ft 6 in round-trips', () => {
    for (let inches = HEIGHT_RANGE_IN.min; inches <= HEIGHT_RANGE_IN.max; inches += 1) {
      const typed = imperial(String(Math.floor(inches / 12)), String(inches % 12));
      const read = readMeasurements(typed);
      expect(read.ok && inputFor(read.measurements), `${inches} in`).toMatchObject({
        feet: typed.feet,
        inches: typed.inches,
      });
    }
  });
});
