/**
 * The demo catalogue's variants, as the platform lists them in either store
 * shape: combinations of option values, option names, upcharges and the
 * pictures of their colour.
 */
import { describe, expect, it } from 'vitest';
import {
  catalog,
  collectionBySlug,
  customised,
  galleryEntries,
  mainCollection,
  optionNamesOf,
  pricesOf,
  validGalleryIds,
  variantsOf,
} from '../../tests/support/demo-catalog.ts';

describe('variants', () => {
  it('are the cartesian product of the option values, in order', () => {
    for (const product of catalog.products) {
      const variants = variantsOf(product);
      expect(product.variant_ids).toEqual(variants.map((variant) => variant.id));
      if (variants.length === 0) continue;
      const names = optionNamesOf(product);
      const valueLists = names.map((_, index) => [
        ...new Set(variants.map((variant) => [variant.option_1, variant.option_2, variant.option_3][index])),
      ]);
      expect(variants.length).toBe(valueLists.reduce((total, values) => total * values.length, 1));
      variants.forEach((variant, position) => expect(variant.position).toBe(position));
    }
  });

  it('a standard store names options only in variant_options, in option_1..3 order', () => {
    for (const variant of catalog.variants) expect(variant).not.toHaveProperty('option_names');
    const positions = catalog.variantOptions.map((option) => option.position);
    expect(positions.length).toBeGreaterThan(0);
    for (const product of catalog.products) {
      const options = catalog.variantOptions.filter((option) => option.product === product.id);
      options.forEach((option, index) => expect(option.position).toBe(index));
      expect(options.length > 0).toBe(product.variant_ids.length > 0);
    }
  });

  it('the customised store puts option_names on the first variant only, the names variant_options has', () => {
    for (const product of customised.products) {
      const [first, ...rest] = customised.variants.filter((variant) => variant.product === product.id);
      if (!first) continue;
      expect(first.option_names).toEqual(
        customised.variantOptions.filter((option) => option.product === product.id).map((option) => option.name),
      );
      for (const variant of rest) expect(variant).not.toHaveProperty('option_names');
    }
  });

  it('bikes offer Size and Color, electric road bikes a Battery too', () => {
    for (const product of catalog.products) {
      const slug = mainCollection(product).slug;
      const names = optionNamesOf(product);
      if (slug === 'bike-electric-road-bike') expect(names).toEqual(['Size', 'Color', 'Battery']);
      else if (slug.startsWith('bike-') && !slug.startsWith('bike-equipment')) expect(names).toEqual(['Size', 'Color']);
    }
  });

  it('750 Wh variants have their own, higher amount; other variants use the price', () => {
    const eRoad = collectionBySlug('bike-electric-road-bike').id;
    const products = catalog.products.filter((product) => product.product_collection_ids[0] === eRoad);
    expect(products.length).toBe(7);
    for (const product of products) {
      const price = pricesOf(product)[0]!.amount;
      for (const variant of variantsOf(product)) {
        if (variant.option_3 === '750 Wh') expect(variant.amount).toBeGreaterThan(price);
        else expect(variant.amount).toBeNull();
      }
    }
  });

  it('a variant image is the image of its colour, by attachment id only in a standard store', () => {
    const mediaById = new Map(catalog.media.map((media) => [media.id, media]));
    const colourOf = new Map(
      catalog.products.flatMap((product) => galleryEntries(product).map((entry) => [entry.id, entry.variantOption])),
    );
    let checked = 0;
    for (const variant of catalog.variants) {
      expect(variant.metadata).not.toHaveProperty('wp_media_url');
      if (!variant.metadata.wp_media) continue;
      const media = mediaById.get(Number(variant.metadata.wp_media))!;
      // The platform's own media id for it, not WordPress's attachment id (that is metadata.wp_media).
      expect(variant.image).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(variant.line_item_image?.src).toBe(media.media_details.sizes.thumbnail!.source_url);
      const colour = colourOf.get(media.id) || media.meta.sc_variant_option;
      expect([variant.option_1, variant.option_2, variant.option_3]).toContain(colour);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('the customised store adds wp_media_url, the address of the wp_media attachment', () => {
    const mediaById = new Map(customised.media.map((media) => [media.id, media]));
    const withImage = customised.variants.filter((variant) => variant.metadata.wp_media);
    expect(withImage.length).toBeGreaterThan(100);
    for (const variant of withImage) {
      expect(variant.metadata.wp_media_url).toBe(mediaById.get(Number(variant.metadata.wp_media))!.source_url);
    }
  });

  it('two products have variants without wp_media, so their first image comes from gallery_ids', () => {
    const without = catalog.products.filter(
      (product) => product.variant_ids.length > 0 && variantsOf(product).every((variant) => !variant.metadata.wp_media),
    );
    expect(without.map((product) => product.slug)).toEqual(['cirrus-road', 'echappee-short-finger-road']);
    for (const product of without) expect(validGalleryIds(product).length).toBeGreaterThan(0);
  });
});
