/**
 * The size finder's form: what the shopper typed, in centimetres or in feet
 * and inches, checked and turned into whole centimetres, or the message of
 * each field that is refused.
 */
import {
  HEIGHT_RANGE_CM,
  INSEAM_RANGE_CM,
  type MeasurementUnit,
  type RememberedMeasurements,
} from './remembered-measurements.ts';

export const CM_PER_INCH = 2.54;

/** The fields as typed: a height in centimetres, or in feet and inches; the inseam in the same unit. */
export interface MeasurementInput {
  unit: MeasurementUnit;
  heightCm: string;
  feet: string;
  inches: string;
  inseam: string;
}

export type FieldError = 'required' | 'notANumber' | 'heightRange' | 'inchesRange' | 'inseamRange';

export type FormResult =
  | { ok: true; measurements: RememberedMeasurements }
  | { ok: false; errors: Partial<Record<'height' | 'feet' | 'inches' | 'inseam', FieldError>> };

/** A number as typed in either language: "178", "177.5" or "177,5"; null when it is not one. */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

export const cmFromInches = (inches: number): number => Math.round(inches * CM_PER_INCH);

/** Whole centimetres back in feet and whole inches, as the form shows them. */
export function feetAndInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

/** The accepted ranges in inches, for the messages: the whole inches whose centimetres are in range. */
export const HEIGHT_RANGE_IN = {
  min: Math.ceil((HEIGHT_RANGE_CM.min - 0.5) / CM_PER_INCH),
  max: Math.floor((HEIGHT_RANGE_CM.max + 0.49) / CM_PER_INCH),
};
export const INSEAM_RANGE_IN = {
  min: Math.ceil((INSEAM_RANGE_CM.min - 0.5) / CM_PER_INCH),
  max: Math.floor((INSEAM_RANGE_CM.max + 0.49) / CM_PER_INCH),
};

const within = (cm: number, range: { min: number; max: number }) => cm >= range.min && cm <= range.max;

export function readMeasurements(input: MeasurementInput): FormResult {
  const errors: Extract<FormResult, { ok: false }>['errors'] = {};
  let heightCm: number | null = null;
  if (input.unit === 'cm') {
    const value = typedNumber(input.heightCm);
    if (input.heightCm.trim() === '') errors.height = 'required';
    else if (value === null) errors.height = 'notANumber';
    else if (!within(Math.round(value), HEIGHT_RANGE_CM)) errors.height = 'heightRange';
    else heightCm = Math.round(value);
  } else {
    const feet = typedNumber(input.feet);
    // Empty inches read as 0: "6 ft" is a height.
    const inches = input.inches.trim() === '' ? 0 : typedNumber(input.inches);
    if (input.feet.trim() === '') errors.feet = 'required';
    else if (feet === null || !Number.isInteger(feet)) errors.feet = 'notANumber';
    if (inches === null) errors.inches = 'notANumber';
    else if (inches >= 12) errors.inches = 'inchesRange';
    if (!errors.feet && !errors.inches) {
      const cm = cmFromInches(feet! * 12 + inches!);
      if (within(cm, HEIGHT_RANGE_CM)) heightCm = cm;
      else errors.feet = 'heightRange';
    }
  }
  let inseamCm: number | null = null;
  if (input.inseam.trim() !== '') {
    const value = typedNumber(input.inseam);
    const cm = value === null ? null : input.unit === 'cm' ? Math.round(value) : cmFromInches(value);
    if (cm === null) errors.inseam = 'notANumber';
    else if (!within(cm, INSEAM_RANGE_CM)) errors.inseam = 'inseamRange';
    else inseamCm = cm;
  }
  if (heightCm === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, measurements: { heightCm, inseamCm, unit: input.unit } };
}

/** The form's fields for remembered measurements (empty ones for none). */
export function inputFor(remembered: RememberedMeasurements | null): MeasurementInput {
  if (!remembered) return { unit: 'cm', heightCm: '', feet: '', inches: '', inseam: '' };
  const { heightCm, inseamCm, unit } = remembered;
  const { feet, inches } = feetAndInches(heightCm);
  const inseam = inseamCm === null ? '' : String(unit === 'cm' ? inseamCm : Math.round(inseamCm / CM_PER_INCH));
  return { unit, heightCm: String(heightCm), feet: String(feet), inches: String(inches), inseam };
}
