/**
 * Shapes of the demo catalogue as the embedded backend stores it. Its
 * platform objects are SureCart's wire format (supabase/functions/_shared/surecart/catalog.ts)
 * as a sender writes it, every field present; the few fields this backend
 * relies on are narrowed below, so a change of the format that it does not
 * follow is a type error here. Relations are kept as ids and expanded into
 * list envelopes by the API layer on request; WordPress media items follow
 * WordPress (docs/integrations.md).
 */
import type { Sent } from '../../supabase/functions/_shared/surecart/fields.ts';
import type {
  SureCartCollection,
  SureCartPrice,
  SureCartProduct,
  SureCartVariant,
  SureCartVariantOption,
} from '../../supabase/functions/_shared/surecart/catalog.ts';

/** Relations and expansions: stored as ids (`price_ids`, …) and serialised on request. */
type Relations = 'prices' | 'variants' | 'variant_options' | 'product_collections' | 'product_medias';

type StockKey =
  'stock' | 'stock_enabled' | 'available_stock' | 'held_stock' | 'allow_out_of_stock_purchases' | 'purchase_limit';

/** The stock fields that products and variants both carry; always counted here. */
export interface StockFields extends Pick<Sent<SureCartProduct>, StockKey> {
  stock: number;
  stock_enabled: boolean;
  available_stock: number;
  held_stock: number;
  allow_out_of_stock_purchases: boolean;
  purchase_limit: number | null;
}

export interface CatalogPrice extends Omit<Sent<SureCartPrice>, keyof Times>, Times {
  object: 'price';
  amount: number; // cents
  currency: 'cad';
  archived: boolean;
  product: string; // product id
  metadata: Record<string, string>;
  position: number;
}

/** When a platform object was created and last changed, in unix seconds. */
export interface Times extends Pick<Sent<SureCartProduct>, 'created_at' | 'updated_at'> {
  created_at: number;
  updated_at: number;
}

export interface CatalogVariant
  extends Omit<Sent<SureCartVariant>, 'option_names' | StockKey | keyof Times>, StockFields, Times {
  object: 'variant';
  /** A customised store's addition, on the first variant only; a standard store names options in `variant_options`. */
  option_names?: string[];
  position: number;
  /** The platform media id of the variant's image (expanded by `variant.image`), or null. */
  image: string | null;
  /** `wp_media` (attachment id as string) when the variant has an image; a customised store adds `wp_media_url`. */
  metadata: Record<string, string>;
  /**
   * The picture the shop host computes for the variant's cart lines (from `metadata.wp_media`). Not the
   * platform's: its API never sends it, so only the checkout endpoints do.
   */
  line_item_image: LineItemImage | null;
  product: string;
}

/** A product's option (Size, Color, ...) as the platform lists it under `variant_options`; `option_N` follows their order. */
export interface CatalogVariantOption extends Omit<Sent<SureCartVariantOption>, keyof Times>, Times {
  id: string;
  values: string[];
  position: number;
  product: string;
}

export interface CatalogCollection extends Omit<Sent<SureCartCollection>, keyof Times>, Times {
  /** `parent_collection` (slug of the parent, absent on top level); `related_collection_ids` (comma-separated ids). */
  metadata: Record<string, string>;
  position: number;
  products_count: number;
}

export interface CatalogProduct
  extends Omit<Sent<SureCartProduct>, Relations | StockKey | keyof Times>, StockFields, Times {
  object: 'product';
  description: string | null; // HTML
  /** `gallery_ids` (JSON-encoded list of media ids) and specification keys with underscores. */
  metadata: Record<string, string>;
  featured: boolean;
  archived: boolean;
  metrics: { currency: 'cad'; min_price_amount: number; max_price_amount: number; prices_count: number };
  /** Drafts, like archived products, are in the platform's lists unless the query asks for `status[]=published`. */
  status: 'published' | 'draft';
  /** The picture the shop host computes for the product's cart lines; only the checkout endpoints send it. */
  line_item_image: LineItemImage | null;
  /** Relations, by id, in display order (the first collection is the product's main one). */
  price_ids: string[];
  variant_ids: string[];
  product_collection_ids: string[];
}

export interface CatalogMedia {
  id: number;
  date: string;
  date_gmt: string;
  guid: { rendered: string };
  modified: string;
  modified_gmt: string;
  slug: string;
  status: 'inherit';
  type: 'attachment';
  link: string;
  title: { rendered: string };
  author: number;
  featured_media: number;
  comment_status: 'open' | 'closed';
  ping_status: 'open' | 'closed';
  template: string;
  /** `sc_variant_option` ties the image to a variant option value (a colour). */
  meta: Record<string, string>;
  alt_text: string;
  caption: { rendered: string };
  description: { rendered: string };
  media_type: 'image';
  mime_type: 'image/svg+xml';
  media_details: {
    width: number;
    height: number;
    file: string;
    sizes: Record<string, { file: string; width: number; height: number; mime_type: string; source_url: string }>;
    image_meta: Record<string, unknown>;
  };
  post: number | null;
  source_url: string;
}

/**
 * A cart line's picture as the shop host's plugin computes it: the attachment's `thumbnail` size with
 * its pixel size. WordPress adds a `srcset` only when another size has the thumbnail's shape, which
 * none of the demo's has.
 */
export interface LineItemImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** What an image file depicts; the SVG is drawn from this on request. */
export interface ImageSpec {
  kind: 'mountain-bike' | 'road-bike' | 'electric-road-bike' | 'helmet' | 'gloves' | 'shoes' | 'bottle';
  color: string; // CSS colour of the main part
  accent: string; // CSS colour of details
  view: 'side' | 'detail';
  /**
   * The pixel size of a smaller copy WordPress made of the upload (scaled, or cropped from the centre
   * when its shape differs); absent for the upload itself.
   */
  width?: number;
  height?: number;
}

export interface Catalog {
  shape: StoreShape;
  /** The products a shopper may see (published, not archived). */
  products: CatalogProduct[];
  /** Archived and draft products: in the platform's unfiltered lists, never in the shop. */
  hiddenProducts: CatalogProduct[];
  /** Prices, variants and options of every product, hidden ones included. */
  prices: CatalogPrice[];
  variants: CatalogVariant[];
  variantOptions: CatalogVariantOption[];
  collections: CatalogCollection[];
  media: CatalogMedia[];
  /** Path under the media host (e.g. `/wp-content/uploads/2025/03/trail-one-red.svg`) to what it shows. */
  images: Map<string, ImageSpec>;
}

export interface LoadCatalogOptions {
  /** Origin that serves media files, e.g. `http://127.0.0.1:54321`. */
  mediaOrigin: string;
  /** Total number of products; the hand-written set is extended by a generator up to this many. */
  scale?: number;
  /** Which store the data follows (see `StoreShape`); `LOCAL_STORE_SHAPE`, else `standard`. */
  shape?: StoreShape;
}

/**
 * `standard`: what SureCart itself writes (option names only in `variant_options`, variant images as
 * `metadata.wp_media` ids, some gallery entries as `{id, variant_option}` objects). `customised`: the
 * store the shop was first built against (`option_names` on the first variant, `metadata.wp_media_url`,
 * numeric gallery ids tied to options by `meta.sc_variant_option`).
 */
export type StoreShape = 'standard' | 'customised';
