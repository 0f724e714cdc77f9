/**
 * The size finder dialog's words in English (en-CA), and the Geometry
 * section's; the product page's own few words ("Find your size", "Your size:
 * M") are `sizeFinder` in en-catalog.ts.
 */
import { formatter } from './message-format.ts';

const fmt = formatter('en-CA');

/** Heights and inseams as the dialog writes them, never broken from their unit. */

/** The size finder dialog on a bike's product page. */
export const sizeFinderDialog = {
  title: 'Find your size',
  description: 'Enter your height, and your inseam if you know it, to compare them with this bike’s size chart.',
  /** For a chart of heights that has nothing to weigh an inseam against. */
  heightOnlyDescription: 'Enter your height to compare it with this bike’s size chart.',
  close: 'Close',
  units: 'Units',
  centimetresUnit: 'cm',
  feetAndInchesUnit: 'ft and in',
  heightCm: 'Height (cm)',
  height: 'Height',
  feet: 'Feet',
  inches: 'Inches',
  inseamCm: 'Inseam (cm, optional)',
  inseamIn: 'Inseam (in, optional)',
  inseamHelp: 'From the floor to your crotch, standing in socks.',
  inseamStandoverHelp: 'From the floor to your crotch, standing in socks: it must clear the frame’s standover.',
  submit: 'Find my size',
  errors: {
    required: 'Enter your height.',
    notANumber: 'Enter a number, such as 178.',
    feetNotANumber: 'Enter whole feet, such as 5.',
    heightRange: fmt<[min: number, max: number, from: string, to: string]>(
      'Enter a height from {0} to {1}\u00a0cm ({2} to {3}).',
    ),
    inchesRange: 'Enter inches from 0 to 11.',
    inseamRange: fmt<[min: number, max: number, from: string, to: string]>(
      'Enter an inseam from {0} to {1}\u00a0cm ({2} to {3}), or leave it empty.',
    ),
  },
  centimetresOnly: fmt<[value: number]>('{0}\u00a0cm'),
  feetAndInches: fmt<[feet: number, inches: number]>('{0}\u00a0ft {1}\u00a0in'),
  inchesOnly: fmt<[inches: number]>('{0}\u00a0in'),
  /** What was typed in inches, with its centimetres: "5 ft 10 in (178 cm)". */
  withCentimetres: fmt<[typed: string, centimetres: number]>('{0} ({1}\u00a0cm)'),
  /** A size and its heights: "M: 170–180 cm". */
  sizeRange: fmt<[size: string, min: number, max: number]>('{0}: {1}–{2}\u00a0cm'),
  within: fmt<[height: string, range: string]>('{0} is within {1}.'),
  twoSizes: fmt<[smaller: string, larger: string]>('Between sizes {0} and {1}'),
  overlap: fmt<[height: string, smaller: string, larger: string]>('{0} is within both {1} and {2}.'),
  inseamFits: fmt<[inseam: string, range: string]>('Your {0} inseam fits {1}.'),
  gap: fmt<[height: string, smaller: string, larger: string]>('{0} falls between {1} and {2}.'),
  smallerFit: fmt<[size: string]>('{0}, the smaller: a more upright, nimble fit.'),
  largerFit: fmt<[size: string]>('{0}, the larger: a more stretched-out, stable fit.'),
  outside: 'No size of this bike fits',
  below: fmt<[height: string, range: string]>('{0} is below this bike’s smallest size, {1}.'),
  above: fmt<[height: string, range: string]>('{0} is above this bike’s largest size, {1}.'),
  outsideAdvice: 'We would rather not guess: ask us in the Support tab, or look at our other bikes.',
  inseamUnmatched: 'Your inseam is outside this chart’s inseam ranges, so only your height counts.',
  choose: fmt<[size: string]>('Choose size {0}'),
  /** The inseam against the frame's standover (millimetres): fits with room to spare, or too tight. */
  standoverClears: fmt<[inseam: string, size: string, standover: number, room: number]>(
    'Your {0} inseam clears {1}’s {2}\u00a0mm standover by {3}\u00a0mm.',
  ),
  standoverTight: fmt<[size: string, standover: number, least: number]>(
    '{0}’s {1}\u00a0mm standover leaves less than the {2}\u00a0mm of room it needs.',
  ),
  standoverUnmatched: fmt<[least: number]>(
    'Your inseam clears no size’s standover by {0}\u00a0mm, so only your height counts.',
  ),
  /** Names the chart the result comes from: heights only, with inseams, or with the geometry's standover. */
  chartUsed: {
    standover: fmt<[bike: string]>(
      'From the size chart of {0} (rider heights) and its geometry (standover), under Geometry on this page.',
    ),
    inseams: fmt<[bike: string]>(
      'From the size chart of {0} (rider heights and inseams), under Geometry on this page.',
    ),
    heights: fmt<[bike: string]>('From the size chart of {0} (rider heights), under Geometry on this page.'),
  },
  thisBike: 'this bike',
  soldOut: fmt<[size: string]>('Size {0} is sold out.'),
  /** A sold-out size's nearest size in stock: it fits too, or is the given centimetres off. */
  nearestInStock: {
    fits: fmt<[size: string, height: string, range: string]>('{0} is in stock and fits too: {1} is within {2}.'),
    near: fmt<[size: string, height: string, range: string, off: number]>(
      '{0} is in stock and the nearest fit: {1} is {3}\u00a0cm from {2}.',
    ),
  },
  noneInStock: 'No other size of this bike fits you and is in stock.',
  otherBikes: fmt<[size: string]>('Other bikes with size {0} in stock'),
};

/** The product page's Geometry section (drawn on the server). */
export const geometryTable = {
  heading: 'Geometry',
  caption: fmt<[bike: string]>(
    '{0}, size by size: the rider heights and inseams of its size chart in centimetres, then its frame, lengths in millimetres and angles in degrees. The size finder reads the same figures.',
  ),
  measure: 'Measure',
  riderHeight: 'Rider height (cm)',
  riderInseam: 'Rider inseam (cm)',
  measures: {
    reach_mm: 'Reach (mm)',
    stack_mm: 'Stack (mm)',
    head_angle_deg: 'Head tube angle (°)',
    seat_angle_deg: 'Seat tube angle (°)',
    standover_mm: 'Standover (mm)',
    wheelbase_mm: 'Wheelbase (mm)',
    chainstay_mm: 'Chainstay (mm)',
  },
};
