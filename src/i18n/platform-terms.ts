/**
 * Words the commerce platform only holds in English: variant option names and
 * values, price names and the specification metadata (keys and a few whole
 * values). French pages show them through the French catalogue's
 * `platformWords` and the labels below; anything they do not
 * know is shown as the platform gives it, so a new colour or a new price name
 * appears at once, in English, until the table learns it. The platform's
 * values stay the identifiers (the selection, the cart and the gallery match
 * on them); only what is shown is translated.
 */
import * as en from './en-catalog.ts';
import * as fr from './fr-catalog.ts';
import type { Locale } from './locales.ts';
import { shownTerm, type PlatformTermKind } from './platform-words.ts';

/** Specification labels by metadata key. */
const FRENCH_SPEC_LABELS: Readonly<Record<string, string>> = {
  frame_material: 'Matériau du cadre',
  wheel_size: 'Taille des roues',
  fork_travel: 'Débattement de la fourche',
  drivetrain: 'Transmission',
  brakes: 'Freins',
  weight_kg: 'Poids (kg)',
  weight_grams: 'Poids (g)',
  tire_clearance: 'Dégagement des pneus',
  motor: 'Moteur',
  battery: 'Batterie',
  range_km: 'Autonomie (km)',
  certification: 'Homologation',
  vents: 'Aérations',
  mips: 'MIPS',
  fit_system: 'Système d’ajustement',
  integrated_light: 'Lumière intégrée',
  finger_length: 'Longueur des doigts',
  palm: 'Paume',
  closure: 'Fermeture',
  touchscreen: 'Compatible écran tactile',
  season: 'Saison',
  insulation: 'Isolation',
  temperature_rating: 'Température minimale',
  waterproof: 'Imperméable',
  sole: 'Semelle',
  cleat_compatibility: 'Compatibilité des cales',
  stiffness_index: 'Indice de rigidité',
  capacity_ml: 'Capacité (ml)',
  material: 'Matériau',
  valve: 'Valve',
  dishwasher_safe: 'Lave-vaisselle',
  insulated: 'Isotherme',
};

const own = (table: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * A platform word in a language, for the server, which renders both: French from the French catalogue's
 * table (`platformWords` in fr-catalog.ts) when it knows it, else as the platform gives it. Islands use
 * `shownTerm` with the table their page carries (`platformWords`), so English pages never carry the French one.
 */
export function platformTerm(kind: PlatformTermKind, text: string, locale: Locale): string {
  return shownTerm((locale === 'fr-CA' ? fr : en).platformWords, kind, text);
}

/** A specification key's French label, or null when the table does not know the key. */
export function frenchSpecLabel(key: string): string | null {
  return own(FRENCH_SPEC_LABELS, key) ?? null;
}
