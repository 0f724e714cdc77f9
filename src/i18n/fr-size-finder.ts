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
  inseamNotUsed: 'Le tableau de ce vélo ne donne que des grandeurs de cycliste\u00a0: l’entrejambe n’est pas utilisé.',
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
} satisfies typeof en.sizeFinderDialog;
