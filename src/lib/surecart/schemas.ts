/**
 * Schemas of the commerce platform's catalogue responses and their mapping
 * into the shop's types, written with zod's tree-shakable mini API. A
 * response that drifts fails loudly here. Server-side only: the browser reads
 * the catalogue through the shop's own endpoints and the cart reads
 * checkouts with ./checkout-reader.ts, so zod never ships to it; the field
 * rules both readers share are in ./wire.ts.
 */
import * as z from 'zod/mini';
import { FRENCH_TEXT_KEYS } from '~/i18n/catalog-text.ts';
import type { Collection, Price, Product, ProductPage, Variant } from './types.ts';
import { currencyCode, lineItemImageUrl, optionValues, stockFields, variantAvailable } from './wire.ts';

/** Metadata values as strings (non-string values JSON-encoded); empty ones dropped. */
const metadataSchema = z.pipe(
  z.nullish(z.record(z.string(), z.unknown())),
  z.transform((m) =>
    Object.fromEntries(
      Object.entries(m ?? {})
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ),
  ),
);

/** A relation comes back as a list envelope when expanded; anything else is treated as not expanded. */
const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.catch(z.nullish(z.object({ data: z.array(item) })), null),
    z.transform((list) => list?.data ?? []),
  );

/** An option as the product's expanded `variant_options` lists it; its place in the list is its option_N. */
const variantOptionSchema = z.looseObject({ name: z.string() });

/** A field of an unexpected shape reads as absent rather than failing the product. */
const tolerant = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(z.nullish(schema)), undefined);

export const priceSchema = z.pipe(
  z.object({
    id: z.string(),
    name: z.nullish(z.string()),
    amount: z.int(),
    currency: z.string(),
    archived: z.nullish(z.boolean()),
  }),
  z.transform((p): Price & { archived: boolean } => ({
    id: p.id,
    name: p.name?.trim() ? p.name : null,
    amount: p.amount,
    currency: currencyCode(p.currency),
    archived: p.archived ?? false,
  })),
);

export const variantSchema = z.pipe(
  z.looseObject({
    id: z.string(),
    amount: z.nullish(z.int()),
    option_1: z.nullish(z.string()),
    option_2: z.nullish(z.string()),
    option_3: z.nullish(z.string()),
    option_names: tolerant(z.array(z.string())),
    metadata: metadataSchema,
  }),
  z.transform((v): Variant & { optionNames: string[] | null } => ({
    id: v.id,
    options: optionValues(v),
    amount: v.amount ?? null,
    mediaId: v.metadata.wp_media || null,
    mediaUrl: v.metadata.wp_media_url || null,
    available: variantAvailable(v),
    optionNames: v.option_names ?? null,
  })),
);

export const collectionSchema = z.pipe(
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.nullish(z.string()),
    position: z.nullish(z.number()),
    products_count: z.nullish(z.int()),
    metadata: metadataSchema,
  }),
  z.transform((c): Collection => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description?.trim() ? c.description : null,
    position: c.position ?? 0,
    productsCount: c.products_count ?? 0,
    parentSlug: c.metadata.parent_collection || null,
    relatedCollectionIds: (c.metadata.related_collection_ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    // Only the French text: the rest of a collection's metadata drives the shop and is read above.
    metadata: Object.fromEntries(Object.entries(c.metadata).filter(([key]) => FRENCH_TEXT_KEYS.has(key))),
  })),
);

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

export const productSchema = z.pipe(
  z.looseObject({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.nullish(z.string()),
    metadata: metadataSchema,
    featured: z.nullish(z.boolean()),
    created_at: z.number(),
    archived: tolerant(z.boolean()),
    status: tolerant(z.string()),
    prices: listOf(priceSchema),
    variants: listOf(variantSchema),
    variant_options: listOf(variantOptionSchema),
    product_collections: listOf(collectionSchema),
  }),
  z.transform((p): Product => {
    const variants = p.variants;
    const optionNames = p.variant_options.map((option) => option.name);
    return {
      id: p.id,
      name: p.name,
      slug: p.slug,
      description: p.description ?? null,
      metadata: p.metadata,
      featured: p.featured ?? false,
      createdAt: p.created_at,
      // SureCart names options on the product; a customised store may name them on the first variant instead.
      optionNames: optionNames.length > 0 ? optionNames : (variants[0]?.optionNames ?? []),
      variants: variants.map(({ optionNames: _names, ...v }) => v),
      prices: p.prices.filter((price) => !price.archived).map(({ archived: _archived, ...price }) => price),
      collections: p.product_collections,
      galleryIds: parseGalleryIds(p.metadata.gallery_ids),
      lineItemImage: lineItemImageUrl(p),
      // A product without the fields (an older answer) is taken as published.
      stock: stockFields(p),
      hidden: p.archived === true || (typeof p.status === 'string' && p.status !== 'published'),
    };
  }),
);

export const productListSchema = z.pipe(
  z.object({
    data: z.array(productSchema),
    pagination: z.object({ count: z.int().check(z.nonnegative()) }),
  }),
  z.transform((list): ProductPage => {
    // The lists ask the platform to leave archived and draft products out; any that still come are dropped here.
    const products = list.data.filter((product) => !product.hidden);
    return { products, count: Math.max(0, list.pagination.count - (list.data.length - products.length)) };
  }),
);

export const collectionListSchema = z.pipe(
  z.object({ data: z.array(collectionSchema) }),
  z.transform((list) => list.data),
);
