/**
 * The collection tree the shop browses by (the collections overview and
 * the listing's filter panel): top-level collections with their
 * sub-collections, each level in the merchant's order (position), and only
 * the branches a shopper can find products in.
 */
import type { Collection } from '~/lib/surecart/types.ts';

export interface CollectionNode {
  collection: Collection;
  children: CollectionNode[];
}

const byPosition = (a: Collection, b: Collection) => a.position - b.position || a.name.localeCompare(b.name);

/**
 * A parent is kept when it has products itself or in a sub-collection; a
 * sub-collection only when it has products. A collection whose parent is
 * unknown is treated as top-level, so nothing the platform returns is lost.
 */
export function buildCollectionTree(collections: Collection[]): CollectionNode[] {
  const slugs = new Set(collections.map((c) => c.slug));
  const isTopLevel = (c: Collection) => c.parentSlug === null || !slugs.has(c.parentSlug);
  return collections
    .filter(isTopLevel)
    .sort(byPosition)
    .map((parent) => ({
      collection: parent,
      children: collections
        .filter((c) => c.parentSlug === parent.slug && c.productsCount > 0)
        .sort(byPosition)
        .map((collection) => ({ collection, children: [] })),
    }))
    .filter((node) => node.collection.productsCount > 0 || node.children.length > 0);
}

/**
 * The collection ids a listing filtered to `id` asks for: the collection and
 * its sub-collections, since a product may be tagged only with the child.
 */
export function collectionFilterIds(collections: Collection[], id: string): string[] {
  const chosen = collections.find((c) => c.id === id);
  if (!chosen) return [id];
  return [id, ...collections.filter((c) => c.parentSlug === chosen.slug).map((c) => c.id)];
}

/** A collection as the listing's filter panel and title need it: plain data for an island. */
export interface CollectionOption {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  children: CollectionOption[];
}

export function collectionOptions(tree: CollectionNode[]): CollectionOption[] {
  return tree.map(({ collection, children }) => ({
    id: collection.id,
    name: collection.name,
    slug: collection.slug,
    description: collection.description,
    children: collectionOptions(children),
  }));
}

/** Finds a collection at any level of the options. */
export function findOption(options: CollectionOption[], id: string | null): CollectionOption | null {
  if (!id) return null;
  for (const option of options) {
    if (option.id === id) return option;
    const child = findOption(option.children, id);
    if (child) return child;
  }
  return null;
}
