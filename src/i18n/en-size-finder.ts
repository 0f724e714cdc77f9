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
  inseamNotUsed: 'This bike’s chart gives heights only, so the inseam is not used.',
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
};
