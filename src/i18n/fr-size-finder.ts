/**
 * The size finder dialog's words in Quebec French (fr-CA), the twin of
 * en-size-finder.ts. Heights and inseams keep a non-breaking space before
 * their unit; feet and inches are « pi » and « po », and a rider's height is « grandeur » (« taille » is the frame's), as in Quebec.
 */
import type * as en from './en-size-finder.ts';
import { formatter } from './message-format.ts';

const fmt = formatter('fr-CA');

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
    heightRange: fmt<[min: number, max: number, from: string, to: string]>(
      'Indiquez une grandeur de {0} à {1}\u00a0cm ({2} à {3}).',
    ),
    inchesRange: 'Indiquez de 0 à 11\u00a0pouces.',
    inseamRange: fmt<[min: number, max: number, from: string, to: string]>(
      'Indiquez un entrejambe de {0} à {1}\u00a0cm ({2} à {3}), ou laissez le champ vide.',
    ),
  },
  centimetresOnly: fmt<[value: number]>('{0}\u00a0cm'),
  feetAndInches: fmt<[feet: number, inches: number]>('{0}\u00a0pi {1}\u00a0po'),
  inchesOnly: fmt<[inches: number]>('{0}\u00a0po'),
  withCentimetres: fmt<[typed: string, centimetres: number]>('{0} ({1}\u00a0cm)'),
  sizeRange: fmt<[size: string, min: number, max: number]>('{0}\u00a0: {1}–{2}\u00a0cm'),
  within: fmt<[height: string, range: string]>('{0} correspond à {1}.'),
  twoSizes: fmt<[smaller: string, larger: string]>('Entre les tailles {0} et {1}'),
  overlap: fmt<[height: string, smaller: string, larger: string]>('{0} correspond à la fois à {1} et à {2}.'),
  inseamFits: fmt<[inseam: string, range: string]>('Votre entrejambe de {0} correspond à {1}.'),
  gap: fmt<[height: string, smaller: string, larger: string]>('{0} se situe entre {1} et {2}.'),
  smallerFit: fmt<[size: string]>('{0}, la plus petite\u00a0: une position plus redressée et agile.'),
  largerFit: fmt<[size: string]>('{0}, la plus grande\u00a0: une position plus allongée et stable.'),
  outside: 'Aucune taille de ce vélo ne convient',
  below: fmt<[height: string, range: string]>('{0} est sous la plus petite taille de ce vélo, {1}.'),
  above: fmt<[height: string, range: string]>('{0} dépasse la plus grande taille de ce vélo, {1}.'),
  outsideAdvice:
    'Nous préférons ne pas deviner\u00a0: posez-nous la question dans l’onglet Soutien, ou voyez nos autres vélos.',
  inseamUnmatched: 'Votre entrejambe est hors des plages de ce tableau\u00a0: seule votre grandeur compte.',
  choose: fmt<[size: string]>('Choisir la taille {0}'),
  standoverClears: fmt<[inseam: string, size: string, standover: number, room: number]>(
    'Votre entrejambe de {0} dépasse de {3}\u00a0mm la hauteur d’enjambement de {2}\u00a0mm de la taille {1}.',
  ),
  standoverTight: fmt<[size: string, standover: number, least: number]>(
    'La hauteur d’enjambement de {1}\u00a0mm de la taille {0} laisse moins que les {2}\u00a0mm d’espace nécessaires.',
  ),
  standoverUnmatched: fmt<[least: number]>(
    'Votre entrejambe ne dépasse d’au moins {0}\u00a0mm la hauteur d’enjambement d’aucune taille\u00a0: seule votre grandeur compte.',
  ),
  chartUsed: {
    standover: fmt<[bike: string]>(
      'D’après le tableau des tailles de {0} (grandeurs) et sa géométrie (hauteur d’enjambement), sous Géométrie dans cette page.',
    ),
    inseams: fmt<[bike: string]>(
      'D’après le tableau des tailles de {0} (grandeurs et entrejambes), sous Géométrie dans cette page.',
    ),
    heights: fmt<[bike: string]>('D’après le tableau des tailles de {0} (grandeurs), sous Géométrie dans cette page.'),
  },
  thisBike: 'ce vélo',
  soldOut: fmt<[size: string]>('La taille {0} est épuisée.'),
  nearestInStock: {
    fits: fmt<[size: string, height: string, range: string]>(
      'La taille {0} est en stock et convient aussi\u00a0: {1} correspond à {2}.',
    ),
    near: fmt<[size: string, height: string, range: string, off: number]>(
      'La taille {0} est en stock et la plus proche\u00a0: {1} est à {3}\u00a0cm de {2}.',
    ),
  },
  noneInStock: 'Aucune autre taille de ce vélo ne vous convient en stock.',
  otherBikes: fmt<[size: string]>('Autres vélos en stock en taille {0}'),
} satisfies typeof en.sizeFinderDialog;

export const geometryTable = {
  heading: 'Géométrie',
  caption: fmt<[bike: string]>(
    '{0}, taille par taille\u00a0: les grandeurs et entrejambes de son tableau des tailles en centimètres, puis son cadre, longueurs en millimètres et angles en degrés. L’outil de taille lit les mêmes chiffres.',
  ),
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
