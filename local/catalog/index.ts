/**
 * The demo catalogue of the embedded backend: hand-written products from
 * `data/`, optionally extended to `scale` products for benchmarks. Loading is
 * deterministic: the same options always give the same ids, times and images.
 */

import { COLLECTIONS } from './data/collections.ts';
import { HAND_WRITTEN_PRODUCTS } from './data/products.ts';
import { buildCollections, collectionId } from './collections.ts';
import { numberFromKey, slugify } from './ids.ts';
import { buildProductMedia, type ProductImages } from './media.ts';
import { buildProduct, productSku, type BuiltProduct, type GalleryStyle } from './products.ts';
import { HIDDEN_PRODUCTS, hiddenSource } from './hidden.ts';
import { localStoreShape } from '../defaults.js';
import { editionAt } from './scale.ts';
import type { CollectionSource, ProductSource } from './source-types.ts';
import { editTime, launchTime } from './timeline.ts';
import type {
  Catalog,
  CatalogMedia,
  CatalogPrice,
  CatalogProduct,
  CatalogVariant,
  CatalogVariantOption,
  ImageSpec,
  LoadCatalogOptions,
  StoreShape,
} from './types.ts';

export type { Catalog, LoadCatalogOptions } from './types.ts';

/** Id of the first WordPress attachment; later ones count up from it. */
export const FIRST_MEDIA_ID = 1001;

/**
 * In a standard store, bike and helmet galleries were saved by SureCart's current admin (`{id,
 * variant_option}` objects, and the deprecated media field left empty) and shoe galleries hold ids as
 * strings; the rest are plain ids. A customised store has plain ids throughout.
 */
function galleryStyle(shape: StoreShape, collectionIds: string[]): GalleryStyle {
  if (shape === 'customised') return 'ids';
  const main = collectionIds[0];
  if (main === collectionId('bike-equipment-shoes')) return 'strings';
  const objects = ['bike-mountain-bike', 'bike-road-bike', 'bike-electric-road-bike', 'bike-equipment-helmet'];
  return objects.some((slug) => collectionId(slug) === main) ? 'objects' : 'ids';
}

export function loadCatalog(options: LoadCatalogOptions): Catalog {
  const shape = options.shape ?? localStoreShape(process.env);
  const mediaOrigin = options.mediaOrigin.replace(/\/+$/, '');
  const collectionsBySlug = new Map(COLLECTIONS.map((collection) => [collection.slug, collection]));

  const media: CatalogMedia[] = [];
  const images = new Map<string, ImageSpec>();
  const products: CatalogProduct[] = [];
  const prices: CatalogPrice[] = [];
  const variants: CatalogVariant[] = [];
  const variantOptions: CatalogVariantOption[] = [];
  const hiddenProducts: CatalogProduct[] = [];
  const add = (built: BuiltProduct, list = products): void => {
    list.push(built.product);
    prices.push(...built.prices);
    variants.push(...built.variants);
    variantOptions.push(...built.variantOptions);
  };

  const handWrittenSlugs = HAND_WRITTEN_PRODUCTS.map((source) => slugify(source.name));
  assertUnique(handWrittenSlugs);
  const launchSlots = shuffledSlots(handWrittenSlugs);
  const handWrittenImages: ProductImages[] = [];
  let nextMediaId = FIRST_MEDIA_ID;

  HAND_WRITTEN_PRODUCTS.forEach((source, index) => {
    const slug = handWrittenSlugs[index]!;
    const collection = placement(source, collectionsBySlug);
    const shoot = buildProductMedia({
      source,
      slug,
      kind: collection.imageKind,
      firstId: nextMediaId,
      productIndex: index,
      mediaOrigin,
    });
    nextMediaId += shoot.images.gallery.length;
    const gallery = galleryStyle(shape, collection.ids);
    // The current admin ties images to options in the gallery entries; WordPress still sends its old field, empty.
    if (gallery === 'objects') for (const media of shoot.images.gallery) media.meta = { sc_variant_option: '' };
    media.push(...shoot.images.gallery);
    for (const [path, spec] of shoot.files) images.set(path, spec);
    handWrittenImages.push(shoot.images);

    const createdAt = launchTime(launchSlots[index]!, HAND_WRITTEN_PRODUCTS.length, slug);
    add(
      buildProduct({
        source,
        slug,
        sku: productSku(collection.skuCode, slug),
        createdAt,
        updatedAt: editTime(createdAt, slug),
        collectionIds: collection.ids,
        images: shoot.images,
        shape,
        gallery,
      }),
    );
  });

  const generatedCount = Math.max(0, Math.floor(options.scale ?? 0) - HAND_WRITTEN_PRODUCTS.length);
  for (let index = 0; index < generatedCount; index++) {
    const edition = editionAt(HAND_WRITTEN_PRODUCTS, index);
    const collection = placement(edition.source, collectionsBySlug);
    // Editions are spread over the same two years, interleaved with the hand-written launches.
    const createdAt = launchTime(index, generatedCount, edition.slug);
    add(
      buildProduct({
        source: edition.source,
        slug: edition.slug,
        sku: productSku(collection.skuCode, edition.slug),
        createdAt,
        updatedAt: editTime(createdAt, edition.slug),
        collectionIds: collection.ids,
        images: handWrittenImages[edition.baseIndex]!,
        shape,
        gallery: galleryStyle(shape, collection.ids),
      }),
    );
  }

  // Archived and draft products, launched after everything else (so an unfiltered "newest" list shows them first).
  const newest = Math.max(...products.map((product) => product.created_at));
  HIDDEN_PRODUCTS.forEach((hidden, index) => {
    const baseIndex = HAND_WRITTEN_PRODUCTS.findIndex((source) => slugify(source.name) === hidden.base);
    if (baseIndex < 0) throw new Error(`hidden product: no product "${hidden.base}"`);
    const source = hiddenSource(HAND_WRITTEN_PRODUCTS[baseIndex]!, hidden);
    const collection = placement(source, collectionsBySlug);
    const slug = slugify(source.name);
    const createdAt = newest + 3600 * (index + 1);
    const built = buildProduct({
      source,
      slug,
      sku: productSku(collection.skuCode, slug),
      createdAt,
      updatedAt: createdAt + 60,
      collectionIds: collection.ids,
      images: handWrittenImages[baseIndex]!,
      shape,
      gallery: galleryStyle(shape, collection.ids),
    });
    if (hidden.state === 'archived') Object.assign(built.product, { archived: true, archived_at: createdAt + 60 });
    else built.product.status = 'draft';
    add(built, hiddenProducts);
  });

  const productCounts = new Map<string, number>();
  for (const product of products) {
    for (const id of product.product_collection_ids) productCounts.set(id, (productCounts.get(id) ?? 0) + 1);
  }

  return {
    shape,
    products,
    hiddenProducts,
    prices,
    variants,
    variantOptions,
    collections: buildCollections(COLLECTIONS, productCounts),
    media,
    images,
  };
}

interface Placement {
  /** Child collection first, then its parent. */
  ids: string[];
  imageKind: ImageSpec['kind'];
  skuCode: string;
}

/** Where a product sits in the collection tree, checked against the data so mistakes fail at load. */
function placement(source: ProductSource, collectionsBySlug: Map<string, CollectionSource>): Placement {
  const child = collectionsBySlug.get(source.collection);
  if (!child?.parent || !child.imageKind || !child.skuCode) {
    throw new Error(`${source.name}: "${source.collection}" is not a child collection with an image kind and SKU code`);
  }
  return {
    ids: [collectionId(child.slug), collectionId(child.parent)],
    imageKind: child.imageKind,
    skuCode: child.skuCode,
  };
}

/** A launch slot per product, in an order unrelated to the data files, so `created_at` mixes collections. */
function shuffledSlots(slugs: string[]): number[] {
  const byHash = slugs.map((slug, index) => ({ index, hash: numberFromKey(`slot:${slug}`) }));
  byHash.sort((a, b) => a.hash - b.hash || a.index - b.index);
  const slots = new Array<number>(slugs.length);
  byHash.forEach((entry, slot) => {
    slots[entry.index] = slot;
  });
  return slots;
}

function assertUnique(slugs: string[]): void {
  const seen = new Set<string>();
  for (const slug of slugs) {
    if (seen.has(slug)) throw new Error(`Two products share the slug "${slug}"`);
    seen.add(slug);
  }
}
