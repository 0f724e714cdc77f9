/**
 * Turns one product's data into the commerce platform's product, price and
 * variant objects, linked by id (the variants themselves are variants.ts).
 */
import { numberFromKey, uuidFromKey } from './ids.ts';
import { sizeChartMetadata } from './size-charts.ts';
import { frenchSpecMetadata } from './data/spec-values-fr.ts';
import { lineItemImage, type ProductImages } from './media.ts';
import type { ProductSource } from './source-types.ts';
import { stockFields } from './stock.ts';
import type {
  CatalogMedia,
  CatalogPrice,
  CatalogProduct,
  CatalogVariant,
  CatalogVariantOption,
  StoreShape,
} from './types.ts';
import { buildVariants } from './variants.ts';

/**
 * How a product's `gallery_ids` entries are written: plain ids (older saves, tied to options through the
 * media's `meta.sc_variant_option`), ids as strings, or, as SureCart's current admin saves them,
 * `{id, variant_option}` objects for the images tied to an option value (other images stay plain ids).
 */
export type GalleryStyle = 'ids' | 'strings' | 'objects';

export interface ProductDraft {
  source: ProductSource;
  slug: string;
  sku: string;
  createdAt: number;
  updatedAt: number;
  /** Main (child) collection first, then its parent. */
  collectionIds: string[];
  images: ProductImages;
  shape: StoreShape;
  gallery: GalleryStyle;
}

export interface BuiltProduct {
  product: CatalogProduct;
  prices: CatalogPrice[];
  variants: CatalogVariant[];
  variantOptions: CatalogVariantOption[];
}

export const productId = (slug: string): string => uuidFromKey(`product:${slug}`);

export function buildProduct(draft: ProductDraft): BuiltProduct {
  const { source, slug, sku, createdAt, updatedAt, collectionIds, images } = draft;
  const id = productId(slug);
  const times = { created_at: createdAt, updated_at: updatedAt };
  const firstImage = images.gallery[0]!;

  const prices = source.prices.map((price, position): CatalogPrice => ({
    id: uuidFromKey(`price:${slug}:${position}`),
    object: 'price',
    name: price.name,
    description: null,
    amount: price.amount,
    currency: 'cad',
    recurring: false,
    recurring_interval: null,
    recurring_interval_count: null,
    recurring_period_count: null,
    trial_duration_days: null,
    ad_hoc: false,
    ad_hoc_min_amount: null,
    ad_hoc_max_amount: null,
    archived: false,
    archived_at: null,
    product: id,
    metadata: {},
    position,
    ...times,
  }));

  const variants = buildVariants(draft, id, prices[0]!.amount);
  const amounts = [...prices.map((price) => price.amount), ...variants.flatMap((variant) => variant.amount ?? [])];
  const stock =
    variants.length > 0
      ? variants.reduce((total, variant) => total + variant.stock, 0)
      : (source.stock?.units ?? 5 + (numberFromKey(`stock:${slug}`) % 60));

  const product: CatalogProduct = {
    id,
    object: 'product',
    name: source.name,
    slug,
    description: source.description,
    metadata: {
      ...source.specs,
      gallery_ids: galleryIdsJson(source, images, draft.gallery),
      ...frenchText(source),
      ...sizeChartMetadata(source),
      ...frenchSpecMetadata(source.specs),
    },
    featured: source.featured ?? false,
    archived: false,
    archived_at: null,
    status: 'published',
    recurring: false,
    ...stockFields(stock, source.stock?.backOrdered !== undefined),
    tax_enabled: true,
    tax_category: 'tangible',
    shipping_enabled: true,
    weight: source.weightKg,
    weight_unit: 'kg',
    sku,
    metrics: {
      currency: 'cad',
      min_price_amount: Math.min(...amounts),
      max_price_amount: Math.max(...amounts),
      prices_count: prices.length,
    },
    line_item_image: lineItemImage(firstImage, source.name),
    ...times,
    price_ids: prices.map((price) => price.id),
    variant_ids: variants.map((variant) => variant.id),
    product_collection_ids: collectionIds,
  };
  const variantOptions = source.options.map((option, position): CatalogVariantOption => ({
    id: uuidFromKey(`variant_option:${slug}:${position}`),
    object: 'variant_option',
    name: option.name,
    values: [...option.values],
    position,
    product: id,
    ...times,
  }));
  return { product, prices, variants, variantOptions };
}

/**
 * `gallery_ids` as the shop's WordPress plugin stores it: a JSON-encoded list,
 * its entries written in the product's `GalleryStyle`. A product marked
 * `noisyGallery` gets junk entries between its ids, as old imports leave
 * behind, so readers must keep only positive integers.
 */
function galleryIdsJson(source: ProductSource, images: ProductImages, style: GalleryStyle): string {
  const colourOf = new Map([...images.byColour].map(([colour, media]) => [media.id, colour]));
  const tied = source.options.some((option) => option.name === 'Color');
  const ids: unknown[] = images.gallery.map((media: CatalogMedia) => {
    const colour = tied ? colourOf.get(media.id) : undefined;
    if (style === 'objects' && colour) return { id: media.id, variant_option: colour, aspect_ratio: null };
    return style === 'strings' ? String(media.id) : media.id;
  });
  if (source.noisyGallery) ids.splice(1, 0, 'abc', -3, 0);
  return JSON.stringify(ids);
}

/**
 * The French name and description as the platform carries them: in metadata,
 * which the merchant fills in for each product and collection.
 */
export const frenchText = (source: { nameFr: string; descriptionFr: string }): Record<string, string> => ({
  name_fr: source.nameFr,
  description_fr: source.descriptionFr,
});

/** House SKU from the collection's code and the initials of the slug's words, numbers kept whole: "VN-MTB-SR29T". */
export function productSku(collectionCode: string, slug: string): string {
  const initials = slug
    .split('-')
    .map((word) => (/^\d+$/.test(word) ? word : word[0]!.toUpperCase()))
    .join('');
  return `VN-${collectionCode}-${initials}`;
}
