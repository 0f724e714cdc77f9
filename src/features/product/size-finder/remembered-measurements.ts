/**
 * The shopper's measurements, kept in local storage so every bike's page
 * can show "Your size" at once. Read from storage when first asked for
 * (components hydrate with the store's initial none, as the server rendered
 * them, then show what was read); a stored value of another shape, or out of
 * range, is ignored.
 */
import { atom, onMount } from 'nanostores';
import type { Measurements } from './recommend.ts';

/** Local storage key of the remembered measurements. */
export const MEASUREMENTS_KEY = 'sizeFinder';

/** Accepted heights and inseams, whole centimetres, both ends included. */
export const HEIGHT_RANGE_CM = { min: 100, max: 230 } as const;
export const INSEAM_RANGE_CM = { min: 50, max: 110 } as const;

/** The units the shopper typed in, so the form opens again in them. */
export type MeasurementUnit = 'cm' | 'ft-in';

export interface RememberedMeasurements extends Measurements {
  unit: MeasurementUnit;
}

const wholeIn = (value: unknown, range: { min: number; max: number }): value is number =>
  Number.isInteger(value) && (value as number) >= range.min && (value as number) <= range.max;

/** The stored measurements, or null when there are none or they are not measurements. */
export function parseRemembered(stored: string | null): RememberedMeasurements | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { heightCm, inseamCm, unit } = value as Record<string, unknown>;
  if (!wholeIn(heightCm, HEIGHT_RANGE_CM)) return null;
  if (inseamCm !== null && !wholeIn(inseamCm, INSEAM_RANGE_CM)) return null;
  if (unit !== 'cm' && unit !== 'ft-in') return null;
  return { heightCm, inseamCm, unit };
}

export const $measurements = atom<RememberedMeasurements | null>(null);

onMount($measurements, () => {
  try {
    $measurements.set(parseRemembered(localStorage.getItem(MEASUREMENTS_KEY)));
  } catch {
    // No storage (private mode): nothing remembered.
  }
});

export function rememberMeasurements(measurements: RememberedMeasurements): void {
  $measurements.set(measurements);
  try {
    localStorage.setItem(MEASUREMENTS_KEY, JSON.stringify(measurements));
  } catch {
    // Without storage the measurements last for this page only.
  }
}
