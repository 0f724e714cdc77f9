/**
 * The demo catalogue's collection tree: true counts, parents and children,
 * positions, related collections, and the archived and draft products kept
 * out of every count.
 */
import { describe, expect, it } from 'vitest';
import { catalog, collectionBySlug, countsFromProducts } from '../../tests/support/demo-catalog.ts';

describe('collections', () => {
  it('holds the expected number of products in each child collection', () => {
    const expected: Record<string, number> = {
      'bike-mountain-bike': 8,
      'bike-road-bike': 8,
      'bike-electric-road-bike': 7,
      'bike-equipment-helmet': 8,
      'bike-equipment-gloves': 7,
      'bike-equipment-shoes': 7,
      'bike-equipment-bike-water-bottle': 7,
      'outdoor-gear-tents': 0,
      'outdoor-gear-backpacks': 0,
      bike: 23,
      'bike-equipment': 29,
      'outdoor-gear': 0,
    };
    for (const [slug, count] of Object.entries(expected))
      expect(collectionBySlug(slug).products_count, slug).toBe(count);
    expect(catalog.products.length).toBe(52);
  });

  it('products_count is the true number of products in every collection', () => {
    const counts = countsFromProducts(catalog);
    for (const collection of catalog.collections)
      expect(collection.products_count).toBe(counts.get(collection.id) ?? 0);
  });

  it('children name their parent by slug and parents have no parent_collection', () => {
    const slugs = new Set(catalog.collections.map((collection) => collection.slug));
    for (const collection of catalog.collections) {
      const parent = collection.metadata.parent_collection;
      if (['bike', 'bike-equipment', 'outdoor-gear'].includes(collection.slug)) expect(parent).toBeUndefined();
      else expect(slugs.has(parent!)).toBe(true);
    }
  });

  it('sibling positions are not in alphabetical order of names', () => {
    const parents = [undefined, 'bike', 'bike-equipment', 'outdoor-gear'];
    for (const parent of parents) {
      const siblings = catalog.collections.filter((collection) => collection.metadata.parent_collection === parent);
      const byPosition = [...siblings].sort((a, b) => a.position - b.position).map((collection) => collection.name);
      const byName = [...siblings].map((collection) => collection.name).sort((a, b) => a.localeCompare(b));
      expect(byPosition, String(parent)).not.toEqual(byName);
      expect(new Set(siblings.map((collection) => collection.position)).size).toBe(siblings.length);
    }
  });

  it('every child collection with products relates to existing collections, and empty ones do not', () => {
    const ids = new Set(catalog.collections.map((collection) => collection.id));
    for (const collection of catalog.collections) {
      const related = collection.metadata.related_collection_ids;
      const isChild = collection.metadata.parent_collection !== undefined;
      if (isChild && collection.products_count > 0) {
        const relatedIds = related!.split(',');
        expect(relatedIds.length).toBeGreaterThan(0);
        for (const id of relatedIds) expect(ids.has(id)).toBe(true);
      } else {
        expect(related).toBeUndefined();
      }
    }
    const mountainRelated = collectionBySlug('bike-mountain-bike').metadata.related_collection_ids!.split(',');
    expect(mountainRelated).toEqual([
      collectionBySlug('bike-equipment-helmet').id,
      collectionBySlug('bike-equipment-gloves').id,
    ]);
  });

  it('every collection has a short description', () => {
    for (const collection of catalog.collections) expect(collection.description!.length).toBeGreaterThan(20);
  });
});

describe('archived and draft products', () => {
  it('are kept apart from the listed products, featured, newest, and out of every count', () => {
    expect(catalog.hiddenProducts.map((product) => [product.slug, product.archived, product.status])).toEqual([
      ['summit-ridge-29-trail-2023', true, 'published'],
      ['aero-boreal-mips-prototype', false, 'draft'],
      ['glacier-steel-bottle-retired', true, 'published'],
    ]);
    const newestListed = Math.max(...catalog.products.map((product) => product.created_at));
    for (const product of catalog.hiddenProducts) {
      expect(product.featured).toBe(true);
      expect(product.created_at).toBeGreaterThan(newestListed);
    }
    for (const product of catalog.products) expect([product.archived, product.status]).toEqual([false, 'published']);
    // products_count counts the listed products only (checked above against countsFromProducts).
  });
});
