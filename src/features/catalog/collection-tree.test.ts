import { describe, expect, it } from 'vitest';
import type { Collection } from '~/lib/surecart/types.ts';
import { buildCollectionTree, collectionFilterIds } from './collection-tree.ts';

let next = 0;
function collection(slug: string, fields: Partial<Collection> = {}): Collection {
  next += 1;
  return {
    id: `id-${slug}`,
    name: slug,
    slug,
    description: null,
    position: next,
    productsCount: 1,
    parentSlug: null,
    relatedCollectionIds: [],
    metadata: {},
    ...fields,
  };
}

const shape = (nodes: ReturnType<typeof buildCollectionTree>) =>
  nodes.map((n) => [n.collection.slug, n.children.map((c) => c.collection.slug)]);

describe('collection tree', () => {
  it('puts sub-collections under their parent, each level in position order', () => {
    const tree = buildCollectionTree([
      collection('road', { parentSlug: 'bike', position: 2 }),
      collection('equipment', { position: 2 }),
      collection('bike', { position: 1 }),
      collection('mountain', { parentSlug: 'bike', position: 1 }),
      collection('helmet', { parentSlug: 'equipment', position: 1 }),
    ]);
    expect(shape(tree)).toEqual([
      ['bike', ['mountain', 'road']],
      ['equipment', ['helmet']],
    ]);
  });

  it('orders siblings by position, not by name', () => {
    const tree = buildCollectionTree([
      collection('bike', { position: 1 }),
      collection('a-last', { parentSlug: 'bike', position: 9 }),
      collection('z-first', { parentSlug: 'bike', position: 0 }),
    ]);
    expect(shape(tree)).toEqual([['bike', ['z-first', 'a-last']]]);
  });

  it('keeps a parent whose products are only in its sub-collections', () => {
    const tree = buildCollectionTree([
      collection('bike', { productsCount: 0 }),
      collection('road', { parentSlug: 'bike', productsCount: 3 }),
    ]);
    expect(shape(tree)).toEqual([['bike', ['road']]]);
  });

  it('hides sub-collections without products and a parent left with none', () => {
    const tree = buildCollectionTree([
      collection('bike', { productsCount: 4 }),
      collection('road', { parentSlug: 'bike', productsCount: 0 }),
      collection('outdoor', { productsCount: 0 }),
      collection('tents', { parentSlug: 'outdoor', productsCount: 0 }),
    ]);
    expect(shape(tree)).toEqual([['bike', []]]);
  });

  it('keeps the product counts of each sub-collection', () => {
    const [bike] = buildCollectionTree([
      collection('bike'),
      collection('road', { parentSlug: 'bike', productsCount: 7 }),
    ]);
    expect(bike!.children[0]!.collection.productsCount).toBe(7);
  });

  it('treats a collection whose parent is unknown as top-level', () => {
    expect(shape(buildCollectionTree([collection('orphan', { parentSlug: 'gone' })]))).toEqual([['orphan', []]]);
  });
});

describe('collection filter ids', () => {
  const all = [
    collection('bike'),
    collection('road', { parentSlug: 'bike' }),
    collection('helmet', { parentSlug: 'equipment' }),
  ];

  it('asks for a parent and its sub-collections', () => {
    expect(collectionFilterIds(all, 'id-bike')).toEqual(['id-bike', 'id-road']);
  });

  it('asks for a sub-collection alone', () => {
    expect(collectionFilterIds(all, 'id-road')).toEqual(['id-road']);
  });

  it('passes an unknown id through, so the platform decides', () => {
    expect(collectionFilterIds(all, 'id-missing')).toEqual(['id-missing']);
  });
});
