/**
 * Catalogue objects in a page's language: product and collection names and
 * descriptions through catalogText() (French from metadata, English where it
 * is missing). English returns the platform's objects themselves. The French
 * copies are made once per cached object, so the description sanitiser's own
 * per-object caches keep working on French pages.
 */
import { catalogText } from '~/i18n/catalog-text.ts';
import type { Locale } from '~/i18n/locales.ts';
import type { Collection, Product } from '~/lib/surecart/types.ts';

const frenchCollections = new WeakMap<Collection, Collection>();
const frenchProducts = new WeakMap<Product, Product>();

function once<T extends object>(cache: WeakMap<T, T>, item: T, make: (item: T) => T): T {
  let copy = cache.get(item);
  if (!copy) {
    copy = make(item);
    cache.set(item, copy);
  }
  return copy;
}

export function localizedCollection(collection: Collection, locale: Locale): Collection {
  if (locale !== 'fr-CA') return collection;
  return once(frenchCollections, collection, (c) => ({ ...c, ...catalogText(c, locale) }));
}

export function localizedCollections(collections: Collection[], locale: Locale): Collection[] {
  return locale === 'fr-CA' ? collections.map((c) => localizedCollection(c, locale)) : collections;
}

/** The product with its name, description and collections in the language; options and prices as the platform gives them. */
export function localizedProduct(product: Product, locale: Locale): Product {
  if (locale !== 'fr-CA') return product;
  return once(frenchProducts, product, (p) => ({
    ...p,
    ...catalogText(p, locale),
    collections: localizedCollections(p.collections, locale),
  }));
}
