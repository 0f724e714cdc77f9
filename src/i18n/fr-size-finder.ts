/**
 * The size finder dialog's words in Quebec French (fr-CA), the twin of
 * en-size-finder.ts. Heights and inseams keep a non-breaking space before
 * their unit; feet and inches are « pi » and « po », and a rider's height is « grandeur » (« taille » is the frame's), as in Quebec.
 */
import type * as en from './en-size-finder.ts';

const cm = (value: number) => `${value}\u00a0cm`;

export const sizeFinderDialog = {
  title: 'Trouver votre taille',
  description:
    'Indiquez votre grandeur, et votre longueur d’entrejambe si vous la connaissez, pour les comparer au tableau des tailles de ce vélo.',
  heightOnlyDescription: 'Indiquez votre grandeur pour la comparer au tableau des tailles de ce vélo.',
  close: 'Fermer',
  units: 'Unités',
  centimetresUnit: 'cm',
  feetAndInchesUnit: 'pi et po',
  heightCm: 'Grandeur (cm)',
  height: 'Grandeur',
  feet: 'Pieds',
  inches: 'Pouces',
  inseamCm: 'Entrejambe (cm, facultatif)',
  inseamIn: 'Entrejambe (po, facultatif)',
  inseamHelp: 'Du sol à l’entrejambe, debout en chaussettes.',
  inseamStandoverHelp:
    'Du sol à l’entrejambe, debout en chaussettes\u00a0: il doit dépasser la hauteur d’enjambement du cadre.',
  submit: 'Trouver ma taille',
  errors: {
    required: 'Indiquez votre grandeur.',
    notANumber: 'Indiquez un nombre, par exemple 178.',
    feetNotANumber: 'Indiquez un nombre entier de pieds, par exemple 5.',
    heightRange: (min: number, max: number, from: string, to: string) =>
      `Indiquez une grandeur de ${min} à ${cm(max)} (${from} à ${to}).`,
    inchesRange: 'Indiquez de 0 à 11\u00a0pouces.',
    inseamRange: (min: number, max: number, from: string, to: string) =>
      `Indiquez un entrejambe de ${min} à ${cm(max)} (${from} à ${to}), ou laissez le champ vide.`,
  },
  centimetresOnly: cm,
  feetAndInches: (feet: number, inches: number) => `${feet}\u00a0pi ${inches}\u00a0po`,
  inchesOnly: (inches: number) => `${inches}\u00a0po`,
  withCentimetres: (typed: string, centimetres: number) => `${typed} (${cm(centimetres)})`,
  sizeRange: (size: string, min: number, max: number) => `${size}\u00a0: ${min}–${cm(max)}`,
  within: (height: string, range: string) => `${height} correspond à ${range}.`,
  twoSizes: (smaller: string, larger: string) => `Entre les tailles ${smaller} et ${larger}`,
  overlap: (height: string, smaller: string, larger: string) =>
    `${height} correspond à la fois à ${smaller} et à ${larger}.`,
  inseamFits: (inseam: string, range: string) => `Votre entrejambe de ${inseam} correspond à ${range}.`,
  gap: (height: string, smaller: string, larger: string) => `${height} se situe entre ${smaller} et ${larger}.`,
  smallerFit: (size: string) => `${size}, la plus petite\u00a0: une position plus redressée et agile.`,
  largerFit: (size: string) => `${size}, la plus grande\u00a0: une position plus allongée et stable.`,
  outside: 'Aucune taille de ce vélo ne convient',
  below: (height: string, range: string) => `${height} est sous la plus petite taille de ce vélo, ${range}.`,
  above: (height: string, range: string) => `${height} dépasse la plus grande taille de ce vélo, ${range}.`,
  outsideAdvice:
    'Nous préférons ne pas deviner\u00a0: posez-nous la question dans l’onglet Soutien, ou voyez nos autres vélos.',
  inseamUnmatched: 'Votre entrejambe est hors des plages de ce tableau\u00a0: seule votre grandeur compte.',
  choose: (size: string) => `Choisir la taille ${size}`,
  standoverClears: (inseam: string, size: string, standover: number, room: number) =>
    `Votre entrejambe de ${inseam} dépasse de ${room}\u00a0mm la hauteur d’enjambement de ${standover}\u00a0mm de la taille ${size}.`,
  standoverTight: (size: string, standover: number, least: number) =>
    `La hauteur d’enjambement de ${standover}\u00a0mm de la taille ${size} laisse moins que les ${least}\u00a0mm d’espace nécessaires.`,
  standoverUnmatched: (least: number) =>
    `Votre entrejambe ne dépasse d’au moins ${least}\u00a0mm la hauteur d’enjambement d’aucune taille\u00a0: seule votre grandeur compte.`,
  chartUsed: (bike: string, used: 'heights' | 'inseams' | 'standover') =>
    used === 'standover'
      ? `D’après le tableau des tailles de ${bike} (grandeurs) et sa géométrie (hauteur d’enjambement), sous Géométrie dans cette page.`
      : used === 'inseams'
        ? `D’après le tableau des tailles de ${bike} (grandeurs et entrejambes), sous Géométrie dans cette page.`
        : `D’après le tableau des tailles de ${bike} (grandeurs), sous Géométrie dans cette page.`,
  thisBike: 'ce vélo',
  soldOut: (size: string) => `La taille ${size} est épuisée.`,
  nearestInStock: (size: string, height: string, range: string, off: number) =>
    off === 0
      ? `La taille ${size} est en stock et convient aussi\u00a0: ${height} correspond à ${range}.`
      : `La taille ${size} est en stock et la plus proche\u00a0: ${height} est à ${off}\u00a0cm de ${range}.`,
  noneInStock: 'Aucune autre taille de ce vélo ne vous convient en stock.',
  otherBikes: (size: string) => `Autres vélos en stock en taille ${size}`,
} satisfies typeof en.sizeFinderDialog;

export const geometryTable = {
  heading: 'Géométrie',
  caption: (bike: string) =>
    `${bike}, taille par taille\u00a0: les grandeurs et entrejambes de son tableau des tailles en centimètres, puis son cadre, longueurs en millimètres et angles en degrés. L’outil de taille lit les mêmes chiffres.`,
  measure: 'Mesure',
  riderHeight: 'Grandeur du cycliste (cm)',
  riderInseam: 'Entrejambe du cycliste (cm)',
  measures: {
    reach_mm: 'Reach – portée (mm)',
    stack_mm: 'Stack – hauteur (mm)',
    head_angle_deg: 'Angle de direction (°)',
    seat_angle_deg: 'Angle du tube de selle (°)',
    standover_mm: 'Hauteur d’enjambement (mm)',
    wheelbase_mm: 'Empattement (mm)',
    chainstay_mm: 'Base arrière (mm)',
  },
} satisfies typeof en.geometryTable;
