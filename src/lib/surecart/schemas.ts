/**
 * Zod schemas of the commerce platform's responses (contracts.md section 3)
 * and their mapping into the shop's types. Server-side only: the browser
 * reads the catalogue through the shop's own endpoints, so zod never ships
 * to it.
 */
import { z } from 'zod';
import type { Collection, Price, Product, ProductPage, Variant } from './types.ts';

const metadataSchema = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((m) =>
    Object.fromEntries(
      Object.entries(m ?? {})
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ),
  );

/** A relation comes back as a list envelope when expanded; anything else is treated as not expanded. */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .object({ data: z.array(item) })
    .nullish()
    .catch(null)
    .transform((list) => list?.data ?? []);

export const priceSchema = z
  .object({
    id: z.string(),
    name: z.string().nullish(),
    amount: z.number().int(),
    currency: z.string(),
    archived: z.boolean().nullish(),
  })
  .transform((p): Price & { archived: boolean } => ({
    id: p.id,
    name: p.name?.trim() ? p.name : null,
    amount: p.amount,
    currency: p.currency.toUpperCase(),
    archived: p.archived ?? false,
  }));

export const variantSchema = z
  .object({
    id: z.string(),
    amount: z.number().int().nullish(),
    option_1: z.string().nullish(),
    option_2: z.string().nullish(),
    option_3: z.string().nullish(),
    option_names: z.array(z.string()).nullish(),
    metadata: metadataSchema,
  })
  .transform((v): Variant & { optionNames: string[] | null } => ({
    id: v.id,
    options: [v.option_1, v.option_2, v.option_3].filter((o): o is string => typeof o === 'string' && o !== ''),
    amount: v.amount ?? null,
    mediaId: v.metadata.wp_media || null,
    mediaUrl: v.metadata.wp_media_url || null,
    optionNames: v.option_names ?? null,
  }));

export const collectionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullish(),
    position: z.number().nullish(),
    products_count: z.number().int().nullish(),
    metadata: metadataSchema,
  })
  .transform(
    (c): Collection => ({
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
    }),
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

export const productSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullish(),
    metadata: metadataSchema,
    featured: z.boolean().nullish(),
    created_at: z.number(),
    prices: listOf(priceSchema),
    variants: listOf(variantSchema),
    product_collections: listOf(collectionSchema),
    line_item_image: z.object({ src: z.string().nullish() }).nullish().catch(null),
  })
  .transform((p): Product => {
    const variants = p.variants;
    return {
      id: p.id,
      name: p.name,
      slug: p.slug,
      description: p.description ?? null,
      metadata: p.metadata,
      featured: p.featured ?? false,
      createdAt: p.created_at,
      optionNames: variants[0]?.optionNames ?? [],
      variants: variants.map(({ optionNames: _names, ...v }) => v),
      prices: p.prices.filter((price) => !price.archived).map(({ archived: _archived, ...price }) => price),
      collections: p.product_collections,
      galleryIds: parseGalleryIds(p.metadata.gallery_ids),
      lineItemImage: p.line_item_image?.src ?? null,
    };
  });

export const productListSchema = z
  .object({
    data: z.array(productSchema),
    pagination: z.object({ count: z.number().int().nonnegative() }),
  })
  .transform((list): ProductPage => ({ products: list.data, count: list.pagination.count }));

export const collectionListSchema = z
  .object({ data: z.array(collectionSchema) })
  .transform((list) => list.data);
