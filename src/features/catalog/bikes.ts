/**
 * Which products are bikes. A bike is a product in the store's Bikes
 * collection (slug `bike`) or in one of its sub-collections (a collection
 * whose `parent_collection` metadata is `bike`). The merchant decides it in
 * SureCart by where a product is filed, so no per-product flag can drift
 * from the catalogue the shopper browses (docs/decisions/0078).
 */
import type { Collection, Product } from '~/lib/surecart/types.ts';

/** The slug of the collection whose tree holds the bikes. */
export const BIKE_COLLECTION_SLUG = 'bike';

/** The Bikes collection itself or one of its sub-collections. */
export function isBikeCollection(collection: Pick<Collection, 'slug' | 'parentSlug'>): boolean {
  return collection.slug === BIKE_COLLECTION_SLUG || collection.parentSlug === BIKE_COLLECTION_SLUG;
}

export function isBike(product: Pick<Product, 'collections'>): boolean {
  return product.collections.some(isBikeCollection);
}

/** The product's own bike collections below Bikes (Mountain Bikes…): what "the same collection" means for a bike. */
export function bikeKindIds(product: Pick<Product, 'collections'>): string[] {
  return product.collections.filter((c) => c.parentSlug === BIKE_COLLECTION_SLUG).map((c) => c.id);
}

/** The ids of every bike collection in the catalogue: the product list to ask for all bikes. */
export function bikeCollectionIds(collections: Pick<Collection, 'id' | 'slug' | 'parentSlug'>[]): string[] {
  return collections.filter(isBikeCollection).map((c) => c.id);
}

/** The option that sizes a bike: named "Size" by the platform (any case). */
export function sizeOptionIndex(product: Pick<Product, 'optionNames'>): number {
  return product.optionNames.findIndex((name) => name.trim().toLowerCase() === 'size');
}

/** The bike's sizes, in the order of its variants. */
export function sizesOf(product: Pick<Product, 'optionNames' | 'variants'>): string[] {
  const index = sizeOptionIndex(product);
  if (index < 0) return [];
  return [...new Set(product.variants.map((v) => v.options[index]).filter((s): s is string => Boolean(s)))];
}
