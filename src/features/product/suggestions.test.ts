/**
 * A bike page's suggestions as rules: similar bikes (same kind first, then in
 * stock in the rider's size), accessories (in stock first, made for the bike's
 * riding, taking turns between collections), and what "in stock" means, on
 * the demo catalogue and on products made to tell the rules apart.
 */
import { describe, expect, it } from 'vitest';
import { isBike, sizesOf } from '~/features/catalog/bikes.ts';
import type { Collection, Product } from '~/lib/surecart/types.ts';
import { catalogProduct, catalogProducts } from '../../../tests/support/catalog-products.ts';
import { accessoriesFor, inStock, similarBikes } from './suggestions.ts';

const collection = (slug: string, parentSlug: string | null): Collection => ({
  id: `c-${slug}`,
  name: slug,
  slug,
  description: null,
  position: 0,
  productsCount: 1,
  parentSlug,
  relatedCollectionIds: [],
  metadata: {},
});
const MTB = collection('bike-mountain-bike', 'bike');
const ROAD = collection('bike-road-bike', 'bike');
const HELMETS = collection('bike-equipment-helmet', 'bike-equipment');
const GLOVES = collection('bike-equipment-gloves', 'bike-equipment');

/** A product in `collections` with sizes S and M, `units` of each (by size), tracked stock. */
function made(id: string, name: string, collections: Collection[], units: Record<string, number> = {}): Product {
  return {
    id,
    name,
    slug: id,
    description: null,
    metadata: {},
    featured: false,
    createdAt: 0,
    optionNames: ['Size'],
    variants: ['S', 'M'].map((size) => ({
      id: `${id}-${size}`,
      options: [size],
      amount: null,
      mediaId: null,
      mediaUrl: null,
      available: units[size] ?? 10,
    })),
    prices: [{ id: `${id}-price`, name: null, amount: 100000, currency: 'CAD' }],
    collections,
    galleryIds: [],
    productMedias: [],
    stock: { tracked: true, available: 20, backorders: false, purchaseLimit: null },
    hidden: false,
  };
}

describe('similar bikes', () => {
  const bike = made('bike', 'Trail One', [MTB]);

  it('lists bikes of the same kind before other bikes, without the bike itself or non-bikes', () => {
    const road = made('road', 'Road One', [ROAD]);
    const mtb = made('mtb', 'Trail Two', [MTB]);
    const helmet = made('helmet', 'Trail Helmet', [HELMETS]);
    expect(similarBikes(bike, [bike, road, helmet, mtb]).map((p) => p.id)).toEqual(['mtb', 'road']);
  });

  it('puts those in stock in the chosen size first within a kind, else in any size', () => {
    const soldOutM = made('sold-out-m', 'Trail Two', [MTB], { M: 0 });
    const allGone = made('all-gone', 'Trail Three', [MTB], { S: 0, M: 0 });
    const stocked = made('stocked', 'Trail Four', [MTB]);
    const road = made('road', 'Road One', [ROAD]);
    const candidates = [allGone, soldOutM, road, stocked];
    // Neither of the others has an M left: they keep the catalogue's order.
    expect(similarBikes(bike, candidates, 'M').map((p) => p.id)).toEqual(['stocked', 'all-gone', 'sold-out-m', 'road']);
    expect(similarBikes(bike, candidates).map((p) => p.id)).toEqual(['sold-out-m', 'stocked', 'all-gone', 'road']);
  });

  it('shows at most four', () => {
    const many = Array.from({ length: 7 }, (_, i) => made(`m${i}`, `Trail ${i}`, [MTB]));
    expect(similarBikes(bike, many)).toHaveLength(4);
  });

  it('on the demo catalogue: the Bromont hardtail gets mountain bikes, with size M in stock first', () => {
    const products = catalogProducts();
    const bromont = catalogProduct((p) => p.slug === 'bromont-hardtail-29', 'the Bromont');
    const shown = similarBikes(bromont, products, 'M');
    expect(shown).toHaveLength(4);
    for (const p of shown) {
      expect(p.collections.map((c) => c.slug)).toContain('bike-mountain-bike');
      expect(inStock(p, 'M')).toBe(true);
    }
  });
});

describe('accessories for a bike', () => {
  const bike = made('bike', 'Trail One', [MTB]);
  const related = [HELMETS.id, GLOVES.id];

  it('trail gear first, then gear for any riding, then road gear, taking turns between collections, at most four', () => {
    const candidates = [
      made('road-helmet', 'Cirrus Road', [HELMETS]),
      made('aero-helmet', 'Nordet Aero', [HELMETS]),
      made('trail-helmet', 'Vallée Trail MIPS', [HELMETS]),
      made('city-helmet', 'Ruelle Commuter', [HELMETS]),
      made('road-glove', 'Échappée Short-Finger Road', [GLOVES]),
      made('trail-glove', 'Frontenac Full-Finger Trail', [GLOVES]),
    ];
    expect(accessoriesFor(bike, related, candidates).map((p) => p.id)).toEqual([
      'trail-helmet',
      'trail-glove',
      'city-helmet',
      'road-glove',
    ]);
  });

  it('puts what is in stock before what is sold out, whatever its kind', () => {
    const candidates = [
      made('trail-helmet', 'Vallée Trail MIPS', [HELMETS], { S: 0, M: 0 }),
      made('road-helmet', 'Cirrus Road', [HELMETS]),
    ];
    expect(accessoriesFor(bike, related, candidates).map((p) => p.id)).toEqual(['road-helmet', 'trail-helmet']);
  });

  it('gives a road bike road gear first, and never suggests a bike', () => {
    const road = made('road-bike', 'Road One', [ROAD]);
    const candidates = [
      made('trail-helmet', 'Vallée Trail MIPS', [HELMETS]),
      made('another-bike', 'Trail Two', [MTB, HELMETS]),
      made('aero-helmet', 'Nordet Aero', [HELMETS]),
    ];
    expect(accessoriesFor(road, [HELMETS.id], candidates).map((p) => p.id)).toEqual(['aero-helmet', 'trail-helmet']);
  });

  it('on the demo catalogue: a mountain bike gets trail helmets and gloves, all in stock', () => {
    const products = catalogProducts();
    const bromont = catalogProduct((p) => p.slug === 'bromont-hardtail-29', 'the Bromont');
    const ids = bromont.collections.flatMap((c) => c.relatedCollectionIds);
    const shown = accessoriesFor(bromont, ids, products);
    expect(shown).toHaveLength(4);
    expect(shown.every((p) => inStock(p) && !isBike(p))).toBe(true);
    const names = shown.map((p) => p.name);
    expect(names.slice(0, 3).every((name) => /trail|enduro/i.test(name))).toBe(true);
    expect(new Set(shown.map((p) => p.collections[0]!.slug))).toEqual(
      new Set(['bike-equipment-helmet', 'bike-equipment-gloves']),
    );
  });
});

describe('in stock', () => {
  it('is a size with units left, not a sold-out or back-ordered one', () => {
    const bromont = catalogProduct((p) => p.slug === 'bromont-hardtail-29', 'the Bromont');
    expect(sizesOf(bromont)).toContain('M');
    expect(inStock(bromont, 'M')).toBe(false);
    expect(inStock(bromont, 'L')).toBe(true);
    expect(inStock(bromont)).toBe(true);
    const allroad = catalogProduct((p) => p.slug === 'gaspesie-allroad', 'the Gaspésie Allroad');
    expect(inStock(allroad, 'XL')).toBe(false);
  });
});
