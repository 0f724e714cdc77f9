/**
 * Catalogue objects in a page's language: product and collection names and
 * descriptions through catalogText() (French from metadata, English where it
 * is missing). English returns the platform's objects themselves. The French
 * copies are made once per cached object, so the description sanitiser's own
 * per-object caches keep working on French pages.
 */
import { catalogText } from '~/i18n/catalog-text.ts';
import type { Locale } from '~/i18n/locales.ts';
import { oncePerObject } from '~/lib/once-per-object.ts';
import type { Collection, Product } from '~/lib/surecart/types.ts';

// French copies, made once per cached object.
const frenchCollection = oncePerObject((collection: Collection): Collection => ({
  ...collection,
  ...catalogText(collection, 'fr-CA'),
}));

const frenchProduct = oncePerObject((product: Product): Product => ({
  ...product,
  ...catalogText(product, 'fr-CA'),
  collections: product.collections.map(frenchCollection),
}));

export function localizedCollection(collection: Collection, locale: Locale): Collection {
  return locale === 'fr-CA' ? frenchCollection(collection) : collection;
}

export function localizedCollections(collections: Collection[], locale: Locale): Collection[] {
  return locale === 'fr-CA' ? collections.map(frenchCollection) : collections;
}

/** The product with its name, description and collections in the language; options and prices as the platform gives them. */
export function localizedProduct(product: Product, locale: Locale): Product {
  return locale === 'fr-CA' ? frenchProduct(product) : product;
}
