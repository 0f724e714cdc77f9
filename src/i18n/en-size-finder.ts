/**
 * The size finder dialog's words in English (en-CA). Part of the English
 * catalogue (src/i18n/index.ts re-exports it), kept in its own module so the
 * dialog's words load with the dialog, when a shopper opens it; the product
 * page's own few words ("Find your size", "Your size: M") are `sizeFinder`
 * in en.ts.
 */

/** Heights and inseams as the dialog writes them, never broken from their unit. */
const cm = (value: number) => `${value}\u00a0cm`;

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
    heightRange: (min: number, max: number, from: string, to: string) =>
      `Enter a height from ${min} to ${cm(max)} (${from} to ${to}).`,
    inchesRange: 'Enter inches from 0 to 11.',
    inseamRange: (min: number, max: number, from: string, to: string) =>
      `Enter an inseam from ${min} to ${cm(max)} (${from} to ${to}), or leave it empty.`,
  },
  centimetresOnly: cm,
  feetAndInches: (feet: number, inches: number) => `${feet}\u00a0ft ${inches}\u00a0in`,
  inchesOnly: (inches: number) => `${inches}\u00a0in`,
  /** What was typed in inches, with its centimetres: "5 ft 10 in (178 cm)". */
  withCentimetres: (typed: string, centimetres: number) => `${typed} (${cm(centimetres)})`,
  /** A size and its heights: "M: 170–180 cm". */
  sizeRange: (size: string, min: number, max: number) => `${size}: ${min}–${cm(max)}`,
  within: (height: string, range: string) => `${height} is within ${range}.`,
  twoSizes: (smaller: string, larger: string) => `Between sizes ${smaller} and ${larger}`,
  overlap: (height: string, smaller: string, larger: string) => `${height} is within both ${smaller} and ${larger}.`,
  inseamFits: (inseam: string, range: string) => `Your ${inseam} inseam fits ${range}.`,
  gap: (height: string, smaller: string, larger: string) => `${height} falls between ${smaller} and ${larger}.`,
  smallerFit: (size: string) => `${size}, the smaller: a more upright, nimble fit.`,
  largerFit: (size: string) => `${size}, the larger: a more stretched-out, stable fit.`,
  outside: 'No size of this bike fits',
  below: (height: string, range: string) => `${height} is below this bike’s smallest size, ${range}.`,
  above: (height: string, range: string) => `${height} is above this bike’s largest size, ${range}.`,
  outsideAdvice: 'We would rather not guess: ask us in the Support tab, or look at our other bikes.',
  inseamUnmatched: 'Your inseam is outside this chart’s inseam ranges, so only your height counts.',
  choose: (size: string) => `Choose size ${size}`,
  /** The inseam against the frame's standover (millimetres): fits with room to spare, or too tight. */
  standoverClears: (inseam: string, size: string, standover: number, room: number) =>
    `Your ${inseam} inseam clears ${size}’s ${standover}\u00a0mm standover by ${room}\u00a0mm.`,
  standoverTight: (size: string, standover: number, least: number) =>
    `${size}’s ${standover}\u00a0mm standover leaves less than the ${least}\u00a0mm of room it needs.`,
  standoverUnmatched: (least: number) =>
    `Your inseam clears no size’s standover by ${least}\u00a0mm, so only your height counts.`,
  /** Names the chart the result comes from: heights only, with inseams, or with the geometry's standover. */
  chartUsed: (bike: string, used: 'heights' | 'inseams' | 'standover') =>
    used === 'standover'
      ? `From the size chart of ${bike} (rider heights) and its geometry (standover), under Geometry on this page.`
      : used === 'inseams'
        ? `From the size chart of ${bike} (rider heights and inseams), under Geometry on this page.`
        : `From the size chart of ${bike} (rider heights), under Geometry on this page.`,
  thisBike: 'this bike',
  soldOut: (size: string) => `Size ${size} is sold out.`,
  nearestInStock: (size: string, height: string, range: string, off: number) =>
    off === 0
      ? `${size} is in stock and fits too: ${height} is within ${range}.`
      : `${size} is in stock and the nearest fit: ${height} is ${off}\u00a0cm from ${range}.`,
  noneInStock: 'No other size of this bike fits you and is in stock.',
  otherBikes: (size: string) => `Other bikes with size ${size} in stock`,
};

/** The product page's Geometry section (drawn on the server). */
export const geometryTable = {
  heading: 'Geometry',
  caption: (bike: string) =>
    `${bike}, size by size: the rider heights and inseams of its size chart in centimetres, then its frame, lengths in millimetres and angles in degrees. The size finder reads the same figures.`,
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
