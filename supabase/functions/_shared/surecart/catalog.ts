/**
 * SureCart's catalogue objects as its public API sends them (`/v1/products`,
 * `/v1/product_collections`), written once: the shop reads them with these
 * schemas (src/lib/surecart/schemas.ts maps them into its own types), the
 * embedded backend types what it sends with them, the tests parse its
 * answers with them and `npm run check:live` judges the live store's with
 * them. docs/integrations.md says which fields the shop reads and where each
 * fact comes from.
 *
 * Required fields are the ones the shop cannot do without; every other field
 * is `optional` (see ./fields.ts). Fields the shop does not read are listed
 * too, so the backend sends nothing this file does not describe.
 */
import * as z from 'zod/mini';
import { exact, listEnvelope, pagination, tolerant, type OptionalRule } from './fields.ts';

/**
 * The platform's stock fields, on products and variants alike: `available_stock` is what can be
 * bought now, `held_stock` what open checkouts hold.
 */
const stockShape = (optional: OptionalRule) => ({
  stock: optional(z.int()),
  stock_enabled: optional(z.boolean()),
  available_stock: optional(z.int()),
  held_stock: optional(z.int()),
  allow_out_of_stock_purchases: optional(z.boolean()),
  purchase_limit: optional(z.int()),
});

/** Timestamps, in unix seconds. */
const timesShape = (optional: OptionalRule) => ({
  created_at: optional(z.int()),
  updated_at: optional(z.int()),
});

/** Free-form metadata: the platform stores strings; other values are tolerated (the shop encodes them). */
const metadata = z.record(z.string(), z.unknown());

export function catalogWire(optional: OptionalRule) {
  /** A file of the platform's own media library, as `variant.image` expands (not a WordPress attachment). */
  const media = z.object({
    id: z.string(),
    object: z.literal('media'),
    url: optional(z.string()),
    alt: optional(z.string()),
    filename: optional(z.string()),
    content_type: optional(z.string()),
    width: optional(z.int()),
    height: optional(z.int()),
    ...timesShape(optional),
  });

  const price = z.object({
    id: z.string(),
    object: optional(z.literal('price')),
    name: optional(z.string()),
    description: optional(z.string()),
    amount: z.int(),
    currency: z.string(),
    recurring: optional(z.boolean()),
    recurring_interval: optional(z.string()),
    recurring_interval_count: optional(z.int()),
    recurring_period_count: optional(z.int()),
    trial_duration_days: optional(z.int()),
    ad_hoc: optional(z.boolean()),
    ad_hoc_min_amount: optional(z.int()),
    ad_hoc_max_amount: optional(z.int()),
    archived: optional(z.boolean()),
    archived_at: optional(z.int()),
    /** The product's id (or the product itself, when `price.product` is expanded: see ./checkout.ts). */
    product: optional(z.string()),
    metadata: optional(metadata),
    position: optional(z.int()),
    ...timesShape(optional),
  });

  const variant = z.object({
    id: z.string(),
    object: optional(z.literal('variant')),
    /** The variant's own amount in cents; absent or null, the price's amount applies. */
    amount: optional(z.int()),
    currency: optional(z.string()),
    option_1: optional(z.string()),
    option_2: optional(z.string()),
    option_3: optional(z.string()),
    /** A customised store's option names, on its first variant; a standard store names them in `variant_options`. */
    option_names: optional(z.array(z.string())),
    position: optional(z.int()),
    sku: optional(z.string()),
    ...stockShape(optional),
    /** The platform's media id, or the Media itself when `variant.image` is expanded. */
    image: optional(z.union([z.string(), media])),
    /** `wp_media`: the WordPress attachment id of the variant's picture; `wp_media_url` its address (customised stores). */
    metadata: optional(metadata),
    product: optional(z.string()),
    /** Whether this is the variant's current version (older versions stay on past orders). */
    current_version: optional(z.boolean()),
    ...timesShape(optional),
  });

  /** A product's option (Size, Color, …) under its expanded `variant_options`; the list's order is option_1..3. */
  const variantOption = z.object({
    id: optional(z.string()),
    object: optional(z.literal('variant_option')),
    name: z.string(),
    values: optional(z.array(z.string())),
    position: optional(z.int()),
    product: optional(z.string()),
    ...timesShape(optional),
  });

  const collection = z.object({
    id: z.string(),
    object: optional(z.literal('product_collection')),
    name: z.string(),
    slug: z.string(),
    description: optional(z.string()),
    /** `parent_collection` (the parent's slug) and `related_collection_ids` (comma-separated ids). */
    metadata: optional(metadata),
    position: optional(z.number()),
    /** Every product of the collection, archived and draft ones included. */
    products_count: optional(z.int()),
    image: optional(z.union([z.string(), media])),
    ...timesShape(optional),
  });

  /**
   * A picture uploaded to the platform for a product (`product_medias` expanded, with `product_media.media`
   * for its file): what a store made without WordPress attachments shows, and what a `gallery_ids` entry
   * that is not a number names. `url` is an outside address, set when there is no `media`.
   */
  const productMedia = z.object({
    id: z.string(),
    object: optional(z.literal('product_media')),
    position: optional(z.int()),
    url: optional(z.string()),
    media: optional(z.union([z.string(), media])),
    product: optional(z.string()),
    ...timesShape(optional),
  });

  const metrics = z.object({
    currency: optional(z.string()),
    min_price_amount: optional(z.int()),
    max_price_amount: optional(z.int()),
    prices_count: optional(z.int()),
  });

  const product = z.object({
    id: z.string(),
    object: optional(z.literal('product')),
    name: z.string(),
    slug: z.string(),
    /** HTML. */
    description: optional(z.string()),
    /** `gallery_ids` (a JSON-encoded list), `name_fr`, `description_fr`, and the specifications. */
    metadata: optional(metadata),
    featured: optional(z.boolean()),
    archived: optional(z.boolean()),
    archived_at: optional(z.int()),
    /** `published` or `draft`. */
    status: optional(z.string()),
    recurring: optional(z.boolean()),
    tax_enabled: optional(z.boolean()),
    tax_category: optional(z.string()),
    shipping_enabled: optional(z.boolean()),
    weight: optional(z.number()),
    weight_unit: optional(z.string()),
    sku: optional(z.string()),
    metrics: optional(metrics),
    ...stockShape(optional),
    created_at: z.int(),
    updated_at: optional(z.int()),
    // Relations, as list envelopes when named in `expand[]`.
    prices: optional(listEnvelope(price, optional)),
    variants: optional(listEnvelope(variant, optional)),
    variant_options: optional(listEnvelope(variantOption, optional)),
    product_collections: optional(listEnvelope(collection, optional)),
    product_medias: optional(listEnvelope(productMedia, optional)),
  });

  /** A top-level list answer: `pagination.count` is the total of matching items. */
  const page = <T extends z.ZodMiniType>(item: T) =>
    z.object({ object: optional(z.literal('list')), pagination: pagination(optional), data: z.array(item) });

  return {
    media,
    price,
    variant,
    variantOption,
    collection,
    productMedia,
    product,
    productList: page(product),
    collectionList: page(collection),
  };
}

/**
 * The platform's error answer (any 4xx or 5xx of its API). Its `validation_errors` is a list of the
 * fields refused, or an empty object when none was (as the API reference's own example shows it).
 */
export const platformError = z.object({
  http_status: z.string(),
  type: z.string(),
  code: z.string(),
  message: z.string(),
  validation_errors: z.optional(
    z.union([
      z.record(z.string(), z.never()),
      z.array(
        z.object({
          attribute: z.string(),
          type: z.string(),
          code: z.string(),
          message: z.string(),
          options: z.optional(z.record(z.string(), z.unknown())),
        }),
      ),
    ]),
  ),
});

/** As the shop reads them: see ./fields.ts. */
export const catalog = catalogWire(tolerant);
/** As `npm run check:live` judges them. */
export const exactCatalog = catalogWire(exact);

export type SureCartMedia = z.input<typeof catalog.media>;
export type SureCartPrice = z.input<typeof catalog.price>;
export type SureCartVariant = z.input<typeof catalog.variant>;
export type SureCartVariantOption = z.input<typeof catalog.variantOption>;
export type SureCartCollection = z.input<typeof catalog.collection>;
export type SureCartProductMedia = z.input<typeof catalog.productMedia>;
export type SureCartProduct = z.input<typeof catalog.product>;
export type SureCartList<T> = {
  object?: 'list' | null;
  pagination?: z.input<ReturnType<typeof pagination>> | null;
  data: T[];
};
export type SureCartPlatformError = z.input<typeof platformError>;
