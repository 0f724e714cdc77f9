/** The shop's own catalogue types, mapped from the commerce platform's objects by ./schemas.ts. */

export interface Price {
  id: string;
  /** Null when the merchant gave none; shown as "Standard". */
  name: string | null;
  amount: number; // cents
  currency: string; // upper-case ISO code
}

/**
 * Stock as the platform tracks it for a product (`stock_enabled`, `available_stock`,
 * `allow_out_of_stock_purchases`, `purchase_limit`); ~/features/catalog/stock.ts says what the shop makes of it.
 */
export interface Stock {
  /** The merchant counts this product's stock; an untracked product can always be bought. */
  tracked: boolean;
  /** Units that can be bought now; null when the platform sent no count (then nothing is held back). */
  available: number | null;
  /** Orders are taken beyond the stock (back-orders). */
  backorders: boolean;
  /** The most units one order may hold, or null for no limit. */
  purchaseLimit: number | null;
}

export interface Variant {
  id: string;
  /** option_1..option_3, without the empty trailing ones. */
  options: string[];
  /** The variant's own amount in cents, or null when the price's amount applies. */
  amount: number | null;
  /**
   * The variant's image: its attachment id (`metadata.wp_media`, what the platform's admin writes) and its
   * address (`metadata.wp_media_url` where a store adds it; otherwise filled in from the media API by the
   * pages that show it, see withVariantImages).
   */
  mediaId: string | null;
  mediaUrl: string | null;
  /** This variant's units that can be bought now (`available_stock`); the product's Stock says whether it counts. */
  available: number | null;
  /** When the store expects a back-ordered variant back (`metadata.backorder_date`, YYYY-MM-DD); see ~/features/catalog/delivery.ts. */
  backorderDate?: string | null;
}

export interface Collection {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  position: number;
  productsCount: number;
  /** Slug of the parent collection; null for a top-level collection. */
  parentSlug: string | null;
  relatedCollectionIds: string[];
  /** The merchant's French text (`name_fr`, `description_fr`), when given; see catalogText(). */
  metadata: Record<string, string>;
}

export interface Product {
  id: string;
  name: string;
  slug: string;
  /** HTML from the merchant; sanitise before rendering. */
  description: string | null;
  metadata: Record<string, string>;
  featured: boolean;
  createdAt: number; // unix seconds
  /** Names of the variant options, for option_1..3: the product's `variant_options`, else the first variant's `option_names`. */
  optionNames: string[];
  variants: Variant[];
  prices: Price[];
  collections: Collection[];
  /**
   * The raw entries of metadata.gallery_ids, in order (attachment ids, `{id, variant_option}` objects, or
   * ProductMedia ids); see galleryEntries. A product whose `gallery_ids` is empty or absent lists its
   * `product_medias` ids instead, as SureCart's own gallery does.
   */
  galleryIds: unknown[];
  /** The product's pictures uploaded to the platform (`product_medias`), in their order, those with an address. */
  productMedias: ProductMediaImage[];
  /** The product's stock; for a product with variants, `available` is their total. */
  stock: Stock;
  /** Archived, or not published (a draft): the platform still sends it when asked, the shop never shows it. */
  hidden: boolean;
}

/** A picture uploaded to the platform for a product (a ProductMedia): named by its id in `gallery_ids`. */
export interface ProductMediaImage {
  id: string;
  url: string;
  alt: string;
}

export interface ProductPage {
  products: Product[];
  /** Total number of matching products (pagination.count). */
  count: number;
}

export type SortField = 'created_at' | 'name';
export type SortDirection = 'asc' | 'desc';
export type ProductSort = `${SortField}:${SortDirection}`;
