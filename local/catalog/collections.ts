/**
 * The platform's product collections, built from `data/collections.ts` once
 * the products are known, so `products_count` is always the true count.
 */

import { uuidFromKey } from './ids.ts';
import { frenchText } from './products.ts';
import type { CollectionSource } from './source-types.ts';
import { collectionTimes } from './timeline.ts';
import type { CatalogCollection } from './types.ts';

export const collectionId = (slug: string): string => uuidFromKey(`collection:${slug}`);

/** `productCounts`: number of products per collection id. */
export function buildCollections(sources: CollectionSource[], productCounts: Map<string, number>): CatalogCollection[] {
  return sources.map((source): CatalogCollection => {
    const id = collectionId(source.slug);
    const products_count = productCounts.get(id) ?? 0;
    const metadata: Record<string, string> = frenchText(source);
    if (source.parent) metadata.parent_collection = source.parent;
    // Suggestions only make sense next to a collection someone can browse.
    if (source.related && products_count > 0)
      metadata.related_collection_ids = source.related.map(collectionId).join(',');
    return {
      id,
      object: 'product_collection',
      name: source.name,
      slug: source.slug,
      description: source.description,
      metadata,
      position: source.position,
      products_count,
      image: null,
      ...collectionTimes(source.position + (source.parent ? 10 : 0)),
    };
  });
}
