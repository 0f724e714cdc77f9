/**
 * The product page's Specifications tab: every metadata key
 * that is not internal, its underscores turned into spaced capitalised words.
 */
import { FRENCH_TEXT_KEYS } from '~/i18n/catalog-text.ts';

/** Keys that drive the shop rather than describe the product. */
const INTERNAL_KEYS = new Set(['gallery_ids', 'related_collection_ids', 'parent_collection']);

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

export function specifications(metadata: Record<string, string>): Specification[] {
  return Object.entries(metadata)
    .filter(([key, value]) => !isInternalKey(key) && value.trim() !== '')
    .map(([key, value]) => ({ label: formatSpecKey(key), value }));
}
