/**
 * A specification value made only of figures and units ("14.2", "29 in", "26 x 4.6 in", "-25 °C"),
 * written as French writes it: decimal commas, spaced thousands, inches as « po », a non-breaking
 * space between a figure and its unit. Anything with words in it is left to the merchant's French
 * value, as no rule can translate it.
 */

/** Units that read the same in French, and the one that does not (inches). */
const FRENCH_UNITS: Readonly<Record<string, string>> = {
  in: 'po',
  '"': 'po',
  mm: 'mm',
  cm: 'cm',
  m: 'm',
  km: 'km',
  g: 'g',
  kg: 'kg',
  ml: 'ml',
  l: 'l',
  L: 'L',
  W: 'W',
  Wh: 'Wh',
  V: 'V',
  Ah: 'Ah',
  Nm: 'Nm',
  h: 'h',
  '°C': '°C',
  '%': '%',
  // 700c, the road wheel's size.
  c: 'c',
};

/** What may sit between figures and units without being a word: signs, dimensions ("26 x 4.6", "2x11"), ranges. */
const JOINERS = new Set(['x', '×', '-', '–', '/', '+', '~', '(', ')', ',']);

const NBSP = '\u00a0';

/** One figure in English notation ("1,200.5") in French notation ("1 200,5"). */
function frenchNumber(figure: string): string {
  const [whole = '', decimals] = figure.split('.');
  const grouped = whole.replace(/,(?=\d{3}(?:,|$))/g, NBSP);
  return decimals === undefined ? grouped : `${grouped},${decimals}`;
}

const TOKENS = /\d+(?:,\d{3})*(?:\.\d+)?|°C|[A-Za-z]+|"|\s+|./gu;

/** The value in French when it holds figures and units only; null when it holds a word (or no figure). */
export function frenchMeasure(value: string): string | null {
  const tokens = value.trim().match(TOKENS) ?? [];
  if (!tokens.some((token) => /^\d/.test(token))) return null;
  let french = '';
  for (const [index, token] of tokens.entries()) {
    if (/^\d/.test(token)) french += frenchNumber(token);
    else if (/^\s+$/.test(token)) {
      // A unit stays with its figure: the space before it does not break.
      const next = tokens[index + 1];
      french += next !== undefined && Object.hasOwn(FRENCH_UNITS, next) ? NBSP : ' ';
    } else if (Object.hasOwn(FRENCH_UNITS, token)) {
      // 29" is 29 po: the unit then needs the space the inch mark did without.
      french += (token === '"' && !/\s$/.test(french) ? NBSP : '') + FRENCH_UNITS[token];
    } else if (JOINERS.has(token)) french += token;
    else return null;
  }
  return french;
}
