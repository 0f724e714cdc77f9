/**
 * The product page's Specifications tab: every metadata key
 * that is not internal, its underscores turned into spaced capitalised words.
 * On French pages a key the shop knows has its French label, and a few whole
 * values (Yes, No…) are translated; the rest reads as the platform gives it.
 */
import { FRENCH_TEXT_KEYS } from '~/i18n/catalog-text.ts';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales.ts';
import { frenchSpecLabel, platformTerm } from '~/i18n/platform-terms.ts';
import { SIZE_CHART_KEY } from './size-finder/size-chart.server.ts';

/** Keys that drive the shop rather than describe the product. */
const INTERNAL_KEYS = new Set(['gallery_ids', 'related_collection_ids', 'parent_collection', SIZE_CHART_KEY]);

/** Not a specification: a key that drives the shop, or the product's French name or description. */
export function isInternalKey(key: string): boolean {
  return (
    INTERNAL_KEYS.has(key) ||
    FRENCH_TEXT_KEYS.has(key) ||
    key.startsWith('_') ||
    key.startsWith('wp_') ||
    key.startsWith('sc_')
  );
}

/** `frame_material` becomes "Frame Material". */
export function formatSpecKey(key: string): string {
  return key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export interface Specification {
  label: string;
  value: string;
}

/** A specification's label in a language: the French table's, else the key's own words. */
export function specLabel(key: string, locale: Locale = DEFAULT_LOCALE): string {
  return (locale === 'fr-CA' ? frenchSpecLabel(key) : null) ?? formatSpecKey(key);
}

export function specifications(metadata: Record<string, string>, locale: Locale = DEFAULT_LOCALE): Specification[] {
  return Object.entries(metadata)
    .filter(([key, value]) => !isInternalKey(key) && value.trim() !== '')
    .map(([key, value]) => ({ label: specLabel(key, locale), value: platformTerm('specValue', value, locale) }));
}
