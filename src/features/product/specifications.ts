/**
 * The product page's Specifications tab: every metadata key that is not
 * internal, its underscores turned into spaced capitalised words and a
 * trailing unit into brackets ("weight_kg" is "Weight (kg)").
 *
 * On French pages a key the shop knows has its French label, and each value
 * is, in this order: the merchant's French value (the key's `_fr` twin,
 * `brakes_fr` for `brakes`), a whole value the shop translates (Yes, No…),
 * figures and units written the French way ("29 po", "14,2"), else the
 * platform's English, marked as English so screen readers say it as such.
 */
import { FRENCH_TEXT_KEYS } from '~/i18n/catalog-text.ts';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales.ts';
import { frenchSpecLabel, platformTerm } from '~/i18n/platform-terms.ts';
import { SIZE_CHART_KEY } from './size-finder/size-chart.server.ts';
import { GEOMETRY_KEY } from './geometry/geometry.server.ts';
import { frenchMeasure } from './french-measure.ts';

/** Keys that drive the shop rather than describe the product. */
const INTERNAL_KEYS = new Set([
  'gallery_ids',
  'related_collection_ids',
  'parent_collection',
  SIZE_CHART_KEY,
  GEOMETRY_KEY,
]);

/** The metadata key of a specification's French value: `brakes_fr` for `brakes`. */
export const frenchValueKey = (key: string) => `${key}${FRENCH_VALUE_SUFFIX}`;
const FRENCH_VALUE_SUFFIX = '_fr';

/** Not a specification: a key that drives the shop, the product's French name or description, or a French value. */
export function isInternalKey(key: string): boolean {
  return (
    INTERNAL_KEYS.has(key) ||
    FRENCH_TEXT_KEYS.has(key) ||
    key.endsWith(FRENCH_VALUE_SUFFIX) ||
    key.startsWith('_') ||
    key.startsWith('wp_') ||
    key.startsWith('sc_')
  );
}

/** A key's last word that is a unit, and how a label writes it: `weight_grams` is "Weight (g)". */
const KEY_UNITS: Readonly<Record<string, string>> = {
  kg: 'kg',
  g: 'g',
  grams: 'g',
  km: 'km',
  m: 'm',
  cm: 'cm',
  mm: 'mm',
  in: 'in',
  ml: 'ml',
  l: 'L',
  wh: 'Wh',
  w: 'W',
  nm: 'Nm',
};

/** Keys whose words are not capitalised words: an acronym. */
const ENGLISH_LABELS: Readonly<Record<string, string>> = { mips: 'MIPS' };

/** `frame_material` becomes "Frame Material", `weight_kg` "Weight (kg)", `mips` "MIPS". */
export function formatSpecKey(key: string): string {
  if (Object.hasOwn(ENGLISH_LABELS, key)) return ENGLISH_LABELS[key]!;
  const words = key.split('_').filter(Boolean);
  const last = words.at(-1)?.toLowerCase();
  const unit = words.length > 1 && last !== undefined && Object.hasOwn(KEY_UNITS, last) ? KEY_UNITS[last] : null;
  const label = (unit ? words.slice(0, -1) : words)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return unit ? `${label} (${unit})` : label;
}

/** A specification row. `labelLang`/`valueLang` say "en" when that text is shown in English on a page in another language. */
export interface Specification {
  label: string;
  value: string;
  labelLang?: 'en';
  valueLang?: 'en';
}

/** A specification's label in a language: the French table's, else the key's own words (then English). */
function specLabel(key: string, locale: Locale): Pick<Specification, 'label' | 'labelLang'> {
  const french = locale === 'fr-CA' ? frenchSpecLabel(key) : null;
  if (french) return { label: french };
  return locale === DEFAULT_LOCALE ? { label: formatSpecKey(key) } : { label: formatSpecKey(key), labelLang: 'en' };
}

/** A specification's value on a French page (see the module's comment for the order). */
function frenchSpecValue(
  key: string,
  value: string,
  metadata: Record<string, string>,
): Pick<Specification, 'value' | 'valueLang'> {
  const merchants = metadata[frenchValueKey(key)]?.trim();
  if (merchants) return { value: merchants };
  const translated = platformTerm('specValue', value, 'fr-CA');
  if (translated !== value) return { value: translated };
  const measure = frenchMeasure(value);
  return measure === null ? { value, valueLang: 'en' } : { value: measure };
}

export function specifications(metadata: Record<string, string>, locale: Locale = DEFAULT_LOCALE): Specification[] {
  return Object.entries(metadata)
    .filter(([key, value]) => !isInternalKey(key) && value.trim() !== '')
    .map(([key, value]) => ({
      ...specLabel(key, locale),
      ...(locale === 'fr-CA' ? frenchSpecValue(key, value, metadata) : { value }),
    }));
}
