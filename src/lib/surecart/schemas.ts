/**
 * The commerce platform's catalogue answers mapped into the shop's types.
 * The wire format itself (which fields come, which are optional, how odd
 * ones are read) is SureCart's, defined once in supabase/functions/_shared/surecart/catalog.ts;
 * these schemas pipe it into ./types.ts. A required field that drifts fails
 * loudly; an optional one that is absent, null or oddly shaped reads as
 * absent. Server-side only: the browser reads the catalogue through the
 * shop's own endpoints and the cart reads checkouts with ./checkout-reader.ts,
 * so zod never ships to it; the field rules both readers share are in
 * ./wire.ts.
 */
import * as z from 'zod/mini';
import { catalog } from '~shared/surecart/catalog.ts';
import { FRENCH_TEXT_KEYS } from '~/i18n/catalog-text.ts';
import type { Collection, Price, Product, ProductMediaImage, ProductPage, Variant } from './types.ts';
import { currencyCode, optionValues, stockFields, variantAvailable } from './wire.ts';
import { BACKORDER_DATE_KEY, backorderDate } from '~/features/catalog/delivery.ts';

/** Metadata values as strings (non-string values JSON-encoded); empty ones dropped. */
function metadataOf(metadata: Record<string, unknown> | null | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata ?? {})
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

/** A relation that was not expanded (or came in another shape, read as absent) is an empty list. */
const itemsOf = <T>(list: { data: T[] } | null | undefined): T[] => list?.data ?? [];

type WirePrice = z.output<typeof catalog.price>;
type WireVariant = z.output<typeof catalog.variant>;
type WireCollection = z.output<typeof catalog.collection>;

function toPrice(p: WirePrice): Price & { archived: boolean } {
  return {
    id: p.id,
    name: p.name?.trim() ? p.name : null,
    amount: p.amount,
    currency: currencyCode(p.currency),
    archived: p.archived ?? false,
  };
}

function toVariant(v: WireVariant): Variant {
  const metadata = metadataOf(v.metadata);
  return {
    id: v.id,
    options: optionValues(v),
    amount: v.amount ?? null,
    mediaId: metadata.wp_media || null,
    mediaUrl: metadata.wp_media_url || null,
    available: variantAvailable(v),
    backorderDate: backorderDate(metadata[BACKORDER_DATE_KEY]),
  };
}

function toCollection(c: WireCollection): Collection {
  const metadata = metadataOf(c.metadata);
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description?.trim() ? c.description : null,
    position: c.position ?? 0,
    productsCount: c.products_count ?? 0,
    parentSlug: metadata.parent_collection || null,
    relatedCollectionIds: (metadata.related_collection_ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    // Only the French text: the rest of a collection's metadata drives the shop and is read above.
    metadata: Object.fromEntries(Object.entries(metadata).filter(([key]) => FRENCH_TEXT_KEYS.has(key))),
  };
}

export const priceSchema = z.pipe(catalog.price, z.transform(toPrice));
export const variantSchema = z.pipe(catalog.variant, z.transform(toVariant));
export const collectionSchema = z.pipe(catalog.collection, z.transform(toCollection));

/** metadata.gallery_ids is a JSON-encoded list; anything unreadable counts as no gallery. */
export function parseGalleryIds(raw: string | undefined): unknown[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

type WireProduct = z.output<typeof catalog.product>;
type WireProductMedia = z.output<typeof catalog.productMedia>;

/** The product's platform pictures with an address (the expanded file's, else the outside `url`), by position. */
function productMediaImages(medias: WireProductMedia[]): ProductMediaImage[] {
  return [...medias]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((m) => {
      const file = typeof m.media === 'object' ? m.media : null;
      const url = file?.url || m.url;
      return url ? [{ id: m.id, url, alt: file?.alt ?? '' }] : [];
    });
}

function toProduct(p: WireProduct): Product {
  const variants = itemsOf(p.variants);
  const metadata = metadataOf(p.metadata);
  const optionNames = itemsOf(p.variant_options).map((option) => option.name);
  const medias = productMediaImages(itemsOf(p.product_medias));
  const gallery = parseGalleryIds(metadata.gallery_ids);
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description ?? null,
    metadata,
    featured: p.featured ?? false,
    createdAt: p.created_at,
    // SureCart names options on the product; a customised store may name them on the first variant instead.
    optionNames: optionNames.length > 0 ? optionNames : (variants[0]?.option_names ?? []),
    variants: variants.map(toVariant),
    prices: itemsOf(p.prices)
      .map(toPrice)
      .filter((price) => !price.archived)
      .map(({ archived: _archived, ...price }) => price),
    collections: itemsOf(p.product_collections).map(toCollection),
    // Without gallery_ids, SureCart's gallery is the product's own media, in their order.
    galleryIds: gallery.length > 0 ? gallery : medias.map((m) => m.id),
    productMedias: medias,
    // A product without the fields (an older answer) is taken as published.
    stock: stockFields(p),
    hidden: p.archived === true || (typeof p.status === 'string' && p.status !== 'published'),
  };
}

export const productSchema = z.pipe(catalog.product, z.transform(toProduct));

export const productListSchema = z.pipe(
  catalog.productList,
  z.transform((list): ProductPage => {
    const products = list.data.map(toProduct);
    // The lists ask the platform to leave archived and draft products out; any that still come are dropped here.
    const shown = products.filter((product) => !product.hidden);
    return { products: shown, count: Math.max(0, list.pagination.count - (products.length - shown.length)) };
  }),
);

export const collectionListSchema = z.pipe(
  catalog.collectionList,
  z.transform((list) => list.data.map(toCollection)),
);
