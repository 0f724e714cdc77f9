/**
 * Loading the demo catalogue: deterministic plain data, the media origin
 * given, and the scale generator's editions for benchmarks.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './index.ts';
import { catalog, countsFromProducts, ORIGIN, validGalleryIds } from '../../tests/support/demo-catalog.ts';

describe('loading', () => {
  it('is deterministic: two loads are deep-equal', () => {
    expect(loadCatalog({ mediaOrigin: ORIGIN, shape: 'standard' })).toEqual(catalog);
  });

  it('is plain JSON data apart from the images map', () => {
    const { images: _images, ...data } = catalog;
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('uses the media origin given, with or without a trailing slash', () => {
    const other = loadCatalog({ mediaOrigin: 'https://shop.example.ca/' });
    expect(other.media[0]!.source_url.startsWith('https://shop.example.ca/wp-content/uploads/')).toBe(true);
    expect(other.products.map((product) => product.id)).toEqual(catalog.products.map((product) => product.id));
  });

  it('a scale at or below the hand-written count changes nothing', () => {
    expect(loadCatalog({ mediaOrigin: ORIGIN, scale: 10, shape: 'standard' })).toEqual(catalog);
  });

  // How long the generator takes is measured by `npm run bench`, not here.
  it('scales to 10,000 products with unique slugs, true counts and shared media', () => {
    const big = loadCatalog({ mediaOrigin: ORIGIN, scale: 10_000, shape: 'standard' });

    expect(big.products).toHaveLength(10_000);
    expect(new Set(big.products.map((product) => product.slug)).size).toBe(10_000);
    expect(new Set(big.products.map((product) => product.id)).size).toBe(10_000);
    expect(big.products.slice(0, 52)).toEqual(catalog.products);
    expect(big.media).toEqual(catalog.media);
    expect(big.products[52]!.slug).toBe('summit-ridge-29-trail-edition-2');

    const counts = countsFromProducts(big);
    for (const collection of big.collections) expect(collection.products_count).toBe(counts.get(collection.id) ?? 0);
    expect(big.collections.find((collection) => collection.slug === 'outdoor-gear-tents')!.products_count).toBe(0);

    const featuredShare = big.products.filter((product) => product.featured).length / big.products.length;
    expect(featuredShare).toBeGreaterThan(0.07);
    expect(featuredShare).toBeLessThan(0.13);

    const mediaIds = new Set(big.media.map((media) => media.id));
    for (const product of big.products) for (const id of validGalleryIds(product)) expect(mediaIds.has(id)).toBe(true);
    expect(new Set(big.products.map((product) => product.created_at)).size).toBeGreaterThan(9_900);
  });
});
