/**
 * Product and collection text in the shopper's language. The commerce
 * platform holds one name and description (English); the French ones, when
 * the merchant gave them, are in metadata as `name_fr` and `description_fr`.
 * A French page shows them, and falls back to the English text field by field
 * when one is missing or blank, so a product is never shown without a name.
 */
import type { Locale } from './locales.ts';

/** The metadata keys that carry French text: not specifications. */
export const FRENCH_TEXT_KEYS: ReadonlySet<string> = new Set(['name_fr', 'description_fr']);

export interface CatalogText {
  name: string;
  description: string | null;
}

export function catalogText(
  item: CatalogText & { metadata?: Record<string, string> | null },
  locale: Locale,
): CatalogText {
  if (locale !== 'fr-CA') return { name: item.name, description: item.description };
  const french = (key: string) => item.metadata?.[key]?.trim() || null;
  return {
    name: french('name_fr') ?? item.name,
    description: french('description_fr') ?? item.description,
  };
}
