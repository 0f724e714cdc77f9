import { describe, expect, it } from 'vitest';
import { renderImage } from './images.ts';
import { FIRST_MEDIA_ID, loadCatalog } from './index.ts';
import type { Catalog, CatalogCollection, CatalogProduct } from './types.ts';

const ORIGIN = 'http://127.0.0.1:54321';
/** Metadata keys that are not part of a product's specification. */
const NOT_SPECIFICATIONS = new Set(['gallery_ids', 'name_fr', 'description_fr', 'size_chart', 'geometry']);
const catalog = loadCatalog({ mediaOrigin: ORIGIN, shape: 'standard' });
const customised = loadCatalog({ mediaOrigin: ORIGIN, shape: 'customised' });

const collectionBySlug = (slug: string): CatalogCollection => {
  const collection = catalog.collections.find((candidate) => candidate.slug === slug);
  if (!collection) throw new Error(`no collection ${slug}`);
  return collection;
};
const productBySlug = (slug: string): CatalogProduct => {
  const product = catalog.products.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product;
};
const variantsOf = (product: CatalogProduct) => catalog.variants.filter((variant) => variant.product === product.id);
const pricesOf = (product: CatalogProduct) => catalog.prices.filter((price) => price.product === product.id);
const mainCollection = (product: CatalogProduct) =>
  catalog.collections.find((collection) => collection.id === product.product_collection_ids[0])!;
/** The ids a reader keeps from `gallery_ids`: positive integers, as numbers, numeric strings or an object's `id`. */
const galleryEntries = (product: CatalogProduct): Array<{ id: number; variantOption: string | null }> =>
  (JSON.parse(product.metadata.gallery_ids!) as unknown[]).flatMap((entry) => {
    const object = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : null;
    const raw = object ? object.id : entry;
    const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return [];
    return [{ id, variantOption: typeof object?.variant_option === 'string' ? object.variant_option : null }];
  });
const validGalleryIds = (product: CatalogProduct): number[] => galleryEntries(product).map((entry) => entry.id);
const optionNamesOf = (product: CatalogProduct): string[] =>
  catalog.variantOptions.filter((option) => option.product === product.id).map((option) => option.name);

function countsFromProducts(source: Catalog): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of source.products) {
    for (const id of product.product_collection_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

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

describe('media', () => {
  it('ids count up from 1001', () => {
    catalog.media.forEach((media, index) => expect(media.id).toBe(FIRST_MEDIA_ID + index));
  });

  it('every valid gallery id exists in media, colour images first', () => {
    const mediaById = new Map(catalog.media.map((media) => [media.id, media]));
    for (const product of catalog.products) {
      const ids = validGalleryIds(product);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(mediaById.has(id)).toBe(true);
      expect(product.line_item_image).toEqual({
        src: mediaById.get(ids[0]!)!.media_details.sizes.thumbnail!.source_url,
        alt: product.name,
        width: 150,
        height: 150,
      });
      const entries = galleryEntries(product);
      const tagged = entries.map((entry) =>
        Boolean(entry.variantOption || mediaById.get(entry.id)!.meta.sc_variant_option),
      );
      // Once the untagged close-up appears, no colour image follows it.
      expect(tagged.indexOf(false) === -1 || tagged.slice(tagged.indexOf(false)).every((flag) => !flag)).toBe(true);
    }
  });

  it('a standard store writes gallery entries as objects (bikes, helmets), strings (shoes) or plain ids', () => {
    const mediaById = new Map(catalog.media.map((media) => [media.id, media]));
    const entryKinds = (product: CatalogProduct) =>
      new Set((JSON.parse(product.metadata.gallery_ids!) as unknown[]).map((entry) => typeof entry));
    for (const product of catalog.products) {
      const slug = mainCollection(product).slug;
      const kinds = entryKinds(product);
      if (slug === 'bike-equipment-shoes') expect(kinds).toEqual(new Set(['string']));
      else if (slug.startsWith('bike-') && !['gloves', 'bottle'].some((word) => slug.includes(word))) {
        expect(kinds.has('object'), product.slug).toBe(true);
        // The image's option is in the entry; the media field SureCart no longer writes is empty.
        for (const entry of galleryEntries(product)) expect(mediaById.get(entry.id)!.meta.sc_variant_option).toBe('');
      } else expect(kinds).toEqual(new Set(['number']));
    }
    for (const product of customised.products) expect(entryKinds(product).has('object')).toBe(false);
  });

  it('one product mixes invalid entries into gallery_ids', () => {
    const noisy = catalog.products.filter((product) => {
      const raw = JSON.parse(product.metadata.gallery_ids!) as unknown[];
      return raw.length !== validGalleryIds(product).length;
    });
    expect(noisy.map((product) => product.slug)).toEqual(['bromont-hardtail-29']);
    expect(JSON.parse(noisy[0]!.metadata.gallery_ids!)).toEqual(expect.arrayContaining(['abc', -3, 0]));
  });

  it('about half of the products have a close-up image', () => {
    const withDetail = catalog.products.filter((product) =>
      validGalleryIds(product).some((id) => catalog.media.find((media) => media.id === id)!.slug.endsWith('-detail')),
    );
    expect(withDetail.length).toBeGreaterThanOrEqual(10);
    expect(withDetail.length).toBeLessThanOrEqual(40);
  });

  it('attachments are WordPress-shaped and served from the media origin', () => {
    for (const media of catalog.media) {
      expect(media.source_url).toMatch(
        /^http:\/\/127\.0\.0\.1:54321\/wp-content\/uploads\/2025\/\d{2}\/[a-z0-9-]+\.svg$/,
      );
      const { sizes } = media.media_details;
      expect(Object.keys(sizes).sort()).toEqual(['full', 'medium', 'medium_large', 'thumbnail']);
      expect(sizes.full).toMatchObject({ source_url: media.source_url, width: 800, height: 600 });
      // Every smaller size is a file of its own beside the upload, named after its pixel size.
      const base = media.source_url.replace(/\.svg$/, '');
      for (const name of ['thumbnail', 'medium', 'medium_large']) {
        const size = sizes[name]!;
        expect(size.source_url).toBe(`${base}-${size.width}x${size.height}.svg`);
        expect(catalog.images.get(new URL(size.source_url).pathname)).toMatchObject({ width: size.width });
      }
      expect([sizes.thumbnail, sizes.medium, sizes.medium_large].map((s) => [s!.width, s!.height])).toEqual([
        [150, 150],
        [300, 225],
        [768, 576],
      ]);
      expect(media.media_details.file).toBe(media.source_url.split('/uploads/')[1]);
      expect(media.date).toMatch(/^2025-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(media.alt_text.length).toBeGreaterThan(0);
      expect(catalog.images.has(new URL(media.source_url).pathname)).toBe(true);
    }
  });

  it('every image path renders a small studio SVG at its size', () => {
    // The upload and its three smaller sizes.
    expect(catalog.images.size).toBe(catalog.media.length * 4);
    for (const [path, spec] of catalog.images) {
      const svg = renderImage(spec);
      expect(svg.startsWith('<svg'), path).toBe(true);
      const [width, height] = /-(\d+)x(\d+)\.svg$/.exec(path)?.slice(1) ?? ['800', '600'];
      expect(svg).toContain(`width="${width}" height="${height}"`);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg.length).toBeLessThan(6 * 1024);
      expect(svg).not.toMatch(/NaN|undefined|<text/);
    }
  });

  it('crops the square thumbnail from the middle of the scene and scales the others whole', () => {
    const spec = catalog.images.values().next().value!;
    expect(renderImage(spec)).toContain('viewBox="0 0 800 600" width="800" height="600"');
    expect(renderImage({ ...spec, width: 300, height: 225 })).toContain(
      'viewBox="0 0 800 600" width="300" height="225"',
    );
    expect(renderImage({ ...spec, width: 150, height: 150 })).toContain(
      'viewBox="100 0 600 600" width="150" height="150"',
    );
  });

  it('draws every kind in both views', () => {
    const seen = new Set([...catalog.images.values()].map((spec) => `${spec.kind}/${spec.view}`));
    for (const kind of ['mountain-bike', 'road-bike', 'electric-road-bike', 'helmet', 'gloves', 'shoes', 'bottle']) {
      expect(seen.has(`${kind}/side`), kind).toBe(true);
      expect(seen.has(`${kind}/detail`), kind).toBe(true);
    }
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

describe('French text in metadata', () => {
  const textOf = (item: { metadata: Record<string, string> }) => ({
    name: item.metadata.name_fr?.trim() ?? '',
    description: item.metadata.description_fr?.trim() ?? '',
  });

  it('every product carries a French name and description, as the platform would in metadata', () => {
    for (const product of catalog.products) {
      const french = textOf(product);
      expect(french.name, product.slug).not.toBe('');
      expect(french.description, product.slug).not.toBe('');
    }
  });

  it('every collection carries a French name and description, the empty ones too', () => {
    expect(catalog.collections.length).toBe(12);
    for (const collection of catalog.collections) {
      const french = textOf(collection);
      expect(french.name, collection.slug).not.toBe('');
      expect(french.description, collection.slug).not.toBe('');
      expect(french.description, collection.slug).not.toBe(collection.description);
    }
  });

  it('French descriptions are translations, with the same markup rules as the English ones', () => {
    for (const product of catalog.products) {
      const { description } = textOf(product);
      expect(description, product.slug).not.toBe(product.description);
      expect(description.startsWith('<p>'), product.slug).toBe(true);
      const tags = [...description.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((match) => match[1]);
      for (const tag of tags) expect(['p', 'ul', 'li', 'strong'], product.slug).toContain(tag);
      // The same list items, one for one.
      expect(description.split('<li>').length, product.slug).toBe(product.description!.split('<li>').length);
    }
  });

  it('generated editions carry the French name of their base with their number', () => {
    const large = loadCatalog({ mediaOrigin: ORIGIN, scale: 60 });
    const edition = large.products.find((product) => product.name === 'Summit Ridge 29 Trail Edition 2')!;
    expect(edition.metadata.name_fr).toBe('Summit Ridge 29 Sentier édition 2');
  });
});
