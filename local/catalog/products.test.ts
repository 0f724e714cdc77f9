/**
 * The demo catalogue's products: collections, featured bikes, unique ids,
 * prices and metrics, descriptions, specifications, size charts and
 * geometry, launch times.
 */
import { describe, expect, it } from 'vitest';
import {
  catalog,
  collectionBySlug,
  mainCollection,
  NOT_SPECIFICATIONS,
  pricesOf,
  productBySlug,
  variantsOf,
} from '../../tests/support/demo-catalog.ts';

describe('products', () => {
  it('each product belongs to its child collection first, then to that child’s parent', () => {
    for (const product of catalog.products) {
      expect(product.product_collection_ids).toHaveLength(2);
      const [child, parent] = product.product_collection_ids.map((id) => catalog.collections.find((c) => c.id === id)!);
      expect(child!.metadata.parent_collection).toBe(parent!.slug);
    }
  });

  // The home page's "Featured Bikes" shows the 8 newest featured products: they must all be bikes, of every kind.
  it('features bikes only: at least 8 of them, from each bike collection', () => {
    const featured = catalog.products.filter((product) => product.featured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    const bikeId = collectionBySlug('bike').id;
    for (const product of featured) expect(product.product_collection_ids, product.slug).toContain(bikeId);
    const bikeCollections = catalog.collections.filter(
      (collection) => collection.metadata.parent_collection === 'bike',
    );
    expect(bikeCollections.length).toBeGreaterThanOrEqual(3);
    for (const collection of bikeCollections) {
      expect(
        featured.some((product) => product.product_collection_ids[0] === collection.id),
        collection.slug,
      ).toBe(true);
    }
  });

  it('slugs, skus and ids are unique', () => {
    for (const key of ['slug', 'sku', 'id'] as const) {
      expect(new Set(catalog.products.map((product) => product[key])).size).toBe(catalog.products.length);
    }
    expect(new Set(catalog.variants.map((variant) => variant.id)).size).toBe(catalog.variants.length);
    expect(new Set(catalog.variants.map((variant) => variant.sku)).size).toBe(catalog.variants.length);
    expect(new Set(catalog.prices.map((price) => price.id)).size).toBe(catalog.prices.length);
  });

  it('ids are uuids', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const record of [...catalog.products, ...catalog.prices, ...catalog.variants, ...catalog.collections]) {
      expect(record.id).toMatch(uuid);
    }
  });

  it('prices are in CAD cents within each collection’s range', () => {
    const ranges: Record<string, [number, number]> = {
      'bike-mountain-bike': [120_000, 950_000],
      'bike-road-bike': [120_000, 950_000],
      'bike-electric-road-bike': [400_000, 1_100_000],
      'bike-equipment-helmet': [9_000, 38_000],
      'bike-equipment-gloves': [3_000, 11_000],
      'bike-equipment-shoes': [14_000, 48_000],
      'bike-equipment-bike-water-bottle': [1_200, 4_500],
    };
    for (const product of catalog.products) {
      const [min, max] = ranges[mainCollection(product).slug]!;
      // The first price is the product's headline price; packs and upgrades may go beyond it.
      const headline = pricesOf(product)[0]!.amount;
      expect(headline, product.slug).toBeGreaterThanOrEqual(min);
      expect(headline, product.slug).toBeLessThanOrEqual(max);
      expect(Number.isInteger(headline)).toBe(true);
    }
    for (const price of catalog.prices) expect(price.currency).toBe('cad');
  });

  it('metrics match the prices and variant amounts', () => {
    for (const product of catalog.products) {
      const amounts = [
        ...pricesOf(product).map((price) => price.amount),
        ...variantsOf(product).flatMap((variant) => variant.amount ?? []),
      ];
      expect(product.metrics.min_price_amount).toBe(Math.min(...amounts));
      expect(product.metrics.max_price_amount).toBe(Math.max(...amounts));
      expect(product.metrics.prices_count).toBe(pricesOf(product).length);
      expect(product.price_ids).toEqual(pricesOf(product).map((price) => price.id));
    }
  });

  it('at least 8 products have several prices, with names', () => {
    const several = catalog.products.filter((product) => product.price_ids.length >= 2);
    expect(several.length).toBeGreaterThanOrEqual(8);
    for (const product of several) for (const price of pricesOf(product)) expect(price.name).toBeTruthy();
    expect(catalog.products.some((product) => product.price_ids.length === 3)).toBe(true);
    expect(catalog.prices.some((price) => price.name === null)).toBe(true);
  });

  it('at least 3 products have no variants and exactly one price', () => {
    const plain = catalog.products.filter((product) => product.variant_ids.length === 0);
    expect(plain.map((product) => product.slug)).toEqual([
      'glacier-steel-bottle',
      'source-clear-bidon-550-ml',
      'duo-bidon-pack-2-620-ml',
    ]);
    for (const product of plain) expect(product.price_ids).toHaveLength(1);
  });

  it('descriptions use only paragraphs, lists and strong text', () => {
    for (const product of catalog.products) {
      const tags = [...product.description!.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((match) => match[1]);
      for (const tag of tags) expect(['p', 'ul', 'li', 'strong'], product.slug).toContain(tag);
      expect(product.description!.startsWith('<p>')).toBe(true);
    }
  });

  it('specifications use 4 to 7 underscore keys besides gallery_ids and the French text and values', () => {
    for (const product of catalog.products) {
      // `{key}_fr` is the French value of the specification `key`.
      const keys = Object.keys(product.metadata).filter((key) => !NOT_SPECIFICATIONS.has(key) && !key.endsWith('_fr'));
      expect(keys.length, product.slug).toBeGreaterThanOrEqual(4);
      expect(keys.length, product.slug).toBeLessThanOrEqual(7);
      for (const key of keys) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
    expect(Object.keys(productBySlug('summit-ridge-29-trail').metadata)).toEqual(
      expect.arrayContaining(['frame_material', 'wheel_size', 'drivetrain', 'brakes', 'weight_kg', 'fork_travel']),
    );
  });

  it('every bike, and nothing else, has a size chart sizing each of its Size values', () => {
    for (const product of catalog.products) {
      const isBike = product.product_collection_ids.includes(collectionBySlug('bike').id);
      expect(product.metadata.size_chart !== undefined, product.slug).toBe(isBike);
      if (!isBike) continue;
      const chart = JSON.parse(product.metadata.size_chart!) as { sizes: { size: string; height_cm: number[] }[] };
      const sizes = catalog.variantOptions.find((option) => option.product === product.id && option.name === 'Size');
      expect(
        chart.sizes.map((row) => row.size),
        product.slug,
      ).toEqual(sizes!.values);
      for (const row of chart.sizes) expect(row.height_cm[0]!, product.slug).toBeLessThan(row.height_cm[1]!);
    }
  });

  it('every bike, and nothing else, has geometry for each of its Size values, with a standover its chart can weigh', () => {
    for (const product of catalog.products) {
      const isBike = product.product_collection_ids.includes(collectionBySlug('bike').id);
      expect(product.metadata.geometry !== undefined, product.slug).toBe(isBike);
      if (!isBike) continue;
      const geometry = JSON.parse(product.metadata.geometry!) as { sizes: Record<string, number | string>[] };
      const sizes = catalog.variantOptions.find((option) => option.product === product.id && option.name === 'Size');
      expect(
        geometry.sizes.map((row) => row.size),
        product.slug,
      ).toEqual(sizes!.values);
      for (const row of geometry.sizes) {
        for (const key of ['reach_mm', 'stack_mm', 'standover_mm', 'wheelbase_mm', 'chainstay_mm'])
          expect(row[key], `${product.slug} ${key}`).toBeGreaterThan(300);
        for (const key of ['head_angle_deg', 'seat_angle_deg']) {
          expect(row[key], `${product.slug} ${key}`).toBeGreaterThan(60);
          expect(row[key], `${product.slug} ${key}`).toBeLessThan(80);
        }
      }
      // Each size longer and taller than the one before it.
      const reach = geometry.sizes.map((row) => row.reach_mm as number);
      expect(reach, product.slug).toEqual([...reach].sort((a, b) => a - b));
      expect(new Set(reach).size, product.slug).toBe(reach.length);
    }
  });

  it('bikes of one collection differ in geometry as their riding does: a downhill bike slacker and longer than a cross-country one', () => {
    const frameM = (slug: string) => {
      const product = catalog.products.find((p) => p.slug === slug)!;
      const rows = (JSON.parse(product.metadata.geometry!) as { sizes: Record<string, number | string>[] }).sizes;
      return rows.find((row) => row.size === 'M')! as Record<string, number>;
    };
    const downhill = frameM('mont-sainte-anne-dh');
    const crossCountry = frameM('tremblant-xc-pro');
    expect(downhill.head_angle_deg).toBeLessThan(crossCountry.head_angle_deg!);
    expect(downhill.wheelbase_mm).toBeGreaterThan(crossCountry.wheelbase_mm!);
    const mountainFrames = catalog.products
      .filter((p) => p.product_collection_ids.includes(collectionBySlug('bike-mountain-bike').id))
      .map((p) => p.metadata.geometry);
    expect(new Set(mountainFrames).size).toBe(mountainFrames.length);
  });

  it('launch times are distinct and spread over 2024 and 2025', () => {
    const times = catalog.products.map((product) => product.created_at);
    expect(new Set(times).size).toBe(times.length);
    const years = new Set(times.map((time) => new Date(time * 1000).getUTCFullYear()));
    expect([...years].sort()).toEqual([2024, 2025]);
    for (const product of catalog.products) expect(product.updated_at).toBeGreaterThanOrEqual(product.created_at);
  });
});
