/**
 * Turns one product's data into the commerce platform's product, price and
 * variant objects, linked by id.
 */

import { numberFromKey, uuidFromKey } from './ids.ts';
import { sizeChartMetadata } from './size-charts.ts';
import { frenchSpecMetadata } from './data/spec-values-fr.ts';
import { lineItemImage, type ProductImages } from './media.ts';
import type { OptionSource, ProductSource } from './source-types.ts';
import type {
  CatalogMedia,
  CatalogPrice,
  CatalogProduct,
  CatalogVariant,
  CatalogVariantOption,
  StockFields,
  StoreShape,
} from './types.ts';

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

/** Stock as the commerce platform reports it for a product or variant that tracks stock (and takes back-orders only when said). */
const stockFields = (stock: number, backorders = false): StockFields => ({
  stock,
  stock_enabled: true,
  available_stock: stock,
  held_stock: 0,
  allow_out_of_stock_purchases: backorders,
  purchase_limit: null,
});

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
 * One variant per combination of option values, the first option varying
 * slowest, as the platform lists them.
 */
function buildVariants(draft: ProductDraft, id: string, baseAmount: number): CatalogVariant[] {
  const { source, slug, sku, createdAt, updatedAt, images, shape } = draft;
  if (source.options.length === 0) return [];
  const customised = shape === 'customised';
  const withImages = source.variantImages !== false;
  const optionNames = source.options.map((option) => option.name);

  return combinationsOf(source.options).map((combination, position): CatalogVariant => {
    const { values } = combination;
    const key = `${slug}:${combination.key}`;
    let upcharge = 0;
    if (source.upcharges) for (const value of values) upcharge += source.upcharges[value] ?? 0;
    const image = withImages && combination.colour ? images.byColour.get(combination.colour) : undefined;
    const stock = variantStock(source, values, 3 + (numberFromKey(`stock:${key}`) % 28));
    // Built with one fixed shape (option_names added after) because this runs ~100,000 times at benchmark scale.
    const variant: CatalogVariant = {
      id: uuidFromKey(`variant:${key}`),
      object: 'variant',
      amount: upcharge > 0 ? baseAmount + upcharge : null,
      currency: 'cad',
      option_1: values[0] ?? null,
      option_2: values[1] ?? null,
      option_3: values[2] ?? null,
      position,
      sku: `${sku}-${combination.skuSuffix}`,
      ...stockFields(stock),
      // The platform's own media id for the picture (expanded by `variant.image`); WordPress's is in metadata.
      image: image ? uuidFromKey(`media:${image.id}`) : null,
      // SureCart's admin writes only the attachment id; the customised store adds the file's address.
      metadata: {
        ...(image
          ? customised
            ? { wp_media: String(image.id), wp_media_url: image.source_url }
            : { wp_media: String(image.id) }
          : {}),
        ...backorderMetadata(source, values),
      },
      line_item_image: image ? lineItemImage(image, source.name) : null,
      product: id,
      current_version: true,
      created_at: createdAt,
      updated_at: updatedAt,
    };
    if (customised && position === 0) variant.option_names = optionNames;
    return variant;
  });
}

/** A variant's units: none when it holds a sold-out or back-ordered value, else the product's set units, else the drawn ones. */
function variantStock(source: ProductSource, values: string[], drawn: number): number {
  if (values.some((value) => source.stock?.soldOutValues?.includes(value))) return 0;
  if (values.some((value) => source.stock?.backOrdered?.[value] !== undefined)) return 0;
  return source.stock?.units ?? drawn;
}

/** When the backend started: back-order dates count from it, so they are always to come. */
const STARTED = Date.now();
const DAY_MS = 86_400_000;

/** `backorder_date` (YYYY-MM-DD) of a variant holding a back-ordered value with a date, as a store's merchant sets it. */
function backorderMetadata(source: ProductSource, values: string[]): { backorder_date?: string } {
  if (!source.stock?.backOrdered) return {};
  const days = values.map((value) => source.stock?.backOrdered?.[value]).find((each) => typeof each === 'number');
  return days === undefined ? {} : { backorder_date: new Date(STARTED + days * DAY_MS).toISOString().slice(0, 10) };
}

interface Combination {
  values: string[];
  /** Values joined with "/", unique within the product. */
  key: string;
  skuSuffix: string;
  /** The Color value, if the product has that option. */
  colour: string | null;
}

/** Generated editions share their base's options array, so its combinations are worked out once. */
const combinationCache = new WeakMap<OptionSource[], Combination[]>();

function combinationsOf(options: OptionSource[]): Combination[] {
  const cached = combinationCache.get(options);
  if (cached) return cached;
  if (options.length > 3) throw new Error('The platform allows at most three options per product');
  const colourIndex = options.findIndex((option) => option.name === 'Color');
  const valueLists = options.reduce<string[][]>(
    (partial, option) => partial.flatMap((values) => option.values.map((value) => [...values, value])),
    [[]],
  );
  const combinations = valueLists.map((values) => ({
    values,
    key: values.join('/'),
    skuSuffix: values.map(optionValueCode).join('-'),
    colour: colourIndex >= 0 ? values[colourIndex]! : null,
  }));
  combinationCache.set(options, combinations);
  return combinations;
}

/** Short SKU code of an option value: "XL" -> "XL", "EU 42" -> "42", "750 Wh" -> "750", "Crimson Red" -> "CR". */
function optionValueCode(value: string): string {
  const words = value.split(' ');
  if (words.length === 1) return value.toUpperCase();
  const number = value.match(/\d+/);
  return number ? number[0] : words.map((word) => word[0]!.toUpperCase()).join('');
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
