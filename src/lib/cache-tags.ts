/**
 * The tags a cached page carries, so a change in the catalogue drops the
 * pages that show it (decision 0086): a product page carries its product's
 * tag; every catalogue page or answer (home, shop, search, collections, a
 * collection, compare, the listing and suggestion endpoints, the sitemap, and
 * product pages too, whose suggestions and size finder show other products)
 * carries the listings' tag, and a collection's page its collection's tag.
 */

/** Every page or answer that lists products. */
export const LISTINGS_TAG = 'product-lists';

export const productTag = (id: string): string => `product:${id}`;

export const collectionTag = (slug: string): string => `collection:${slug}`;

/** A collection's page (`/collection/x`, `/fr/collection/x`): its slug, else null. */
const COLLECTION_PATH = /^(?:\/[a-z]{2})?\/collection\/([^/]+)$/;

/**
 * The tags of a cached answer at `pathname` that set none of its own: the
 * listings' tag, and the collection's on a collection page. A page that set
 * its own (a product page) keeps only those.
 */
export function defaultTags(pathname: string, own: readonly string[]): string[] {
  if (own.length > 0) return [];
  const collection = COLLECTION_PATH.exec(pathname)?.[1];
  return collection ? [LISTINGS_TAG, collectionTag(collection)] : [LISTINGS_TAG];
}
