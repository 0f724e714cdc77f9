/**
 * Words the commerce platform only holds in English: variant option names and
 * values, price names and the specification metadata (keys and a few whole
 * values). French pages show them through this table; anything it does not
 * know is shown as the platform gives it, so a new colour or a new price name
 * appears at once, in English, until the table learns it. The platform's
 * values stay the identifiers (the selection, the cart and the gallery match
 * on them); only what is shown is translated.
 */
import type { Locale } from './locales.ts';

export type PlatformTermKind = 'optionName' | 'optionValue' | 'priceName' | 'specValue';

const FRENCH: Record<PlatformTermKind, Readonly<Record<string, string>>> = {
  optionName: {
    Size: 'Taille',
    Color: 'Couleur',
    Colour: 'Couleur',
    Battery: 'Batterie',
    Capacity: 'Capacité',
  },
  // Sizes (S, M, EU 42), battery (500 Wh) and volumes (750 ml) read the same in French.
  optionValue: {
    'Crimson Red': 'Rouge cramoisi',
    'Forest Green': 'Vert forêt',
    'Midnight Black': 'Noir minuit',
    'Slate Grey': 'Gris ardoise',
    'Sunset Orange': 'Orange couchant',
    'Lake Blue': 'Bleu lac',
    'Glacier White': 'Blanc glacier',
    'Aurora Teal': 'Sarcelle aurore',
    'Sulphur Yellow': 'Jaune soufre',
    'Sand Beige': 'Beige sable',
    'Plum Purple': 'Violet prune',
  },
  priceName: {
    'Complete bike': 'Vélo complet',
    'Frame kit': 'Cadre seul',
    'Frameset + wheels': 'Cadre et roues',
    'With cleats': 'Avec cales',
    Single: 'À l’unité',
    'Pack of 3': 'Paquet de 3',
    'Pack of 6': 'Paquet de 6',
  },
  specValue: {
    Yes: 'Oui',
    No: 'Non',
    Rigid: 'Rigide',
    'Carbon fibre': 'Fibre de carbone',
    'Full carbon': 'Carbone intégral',
    'Full finger': 'Doigts longs',
    'Short finger': 'Doigts courts',
    Laces: 'Lacets',
    Dial: 'Molette',
    'Single dial': 'Une molette',
    'Two dials': 'Deux molettes',
  },
};

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

/** A platform word in a language: French from the table when it knows it, else as the platform gives it. */
export function platformTerm(kind: PlatformTermKind, text: string, locale: Locale): string {
  if (locale !== 'fr-CA') return text;
  return own(FRENCH[kind], text) ?? text;
}

/** A specification key's French label, or null when the table does not know the key. */
export function frenchSpecLabel(key: string): string | null {
  return own(FRENCH_SPEC_LABELS, key) ?? null;
}
