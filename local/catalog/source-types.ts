/**
 * Shapes of the hand-written catalogue data in `data/`. They hold only what a
 * merchandiser would type; ids, timestamps, variants, media and every derived
 * field are computed from them by the builders.
 */

import type { ImageSpec } from './types.ts';
import type { ColourName } from './data/colours.ts';

export type ParentCollectionSlug = 'bike' | 'bike-equipment' | 'outdoor-gear';

export type ChildCollectionSlug =
  | 'bike-mountain-bike'
  | 'bike-road-bike'
  | 'bike-electric-road-bike'
  | 'bike-equipment-helmet'
  | 'bike-equipment-gloves'
  | 'bike-equipment-shoes'
  | 'bike-equipment-bike-water-bottle'
  | 'outdoor-gear-tents'
  | 'outdoor-gear-backpacks';

export type CollectionSlug = ParentCollectionSlug | ChildCollectionSlug;

export interface CollectionSource {
  slug: CollectionSlug;
  name: string;
  /** The French name, sent as `metadata.name_fr`. */
  nameFr: string;
  description: string;
  /** The French description, sent as `metadata.description_fr`. */
  descriptionFr: string;
  /** Absent on top-level collections. */
  parent?: ParentCollectionSlug;
  /** Order among siblings, 1 first. */
  position: number;
  /** Collections suggested next to this one ("you may also like"). */
  related?: CollectionSlug[];
  /** What the product images of this collection show; only collections that hold products need it. */
  imageKind?: ImageSpec['kind'];
  /** Short code used in SKUs. */
  skuCode?: string;
}

export type OptionName = 'Size' | 'Color' | 'Battery' | 'Capacity';

export interface OptionSource {
  name: OptionName;
  /** For `Color`, the values are palette names from `data/colours.ts`. */
  values: string[];
}

export interface PriceSource {
  /** Null shows as "Standard" in the shop. */
  name: string | null;
  /** CAD cents. */
  amount: number;
}

export interface ProductSource {
  name: string;
  /** The French name, sent as `metadata.name_fr`. */
  nameFr: string;
  /** The child collection; the product also joins that collection's parent. */
  collection: ChildCollectionSlug;
  featured?: boolean;
  /** HTML limited to <p>, <ul><li> and <strong>. */
  description: string;
  /** The same in French, sent as `metadata.description_fr`. */
  descriptionFr: string;
  prices: PriceSource[];
  /** Variants are the cartesian product of these values, first option varying slowest. Empty: no variants. */
  options: OptionSource[];
  /** Colour of the single product image when there is no Color option. */
  finish?: ColourName;
  /** Extra CAD cents on variants holding this option value (e.g. the 750 Wh battery); such variants get their own amount. */
  upcharges?: Record<string, number>;
  /** Specification shown on the product page; keys with underscores, values as text. */
  specs: Record<string, string>;
  /** Shipping weight in kilograms. */
  weightKg: number;
  /** Adds a close-up image after the colour images. */
  detailImage?: boolean;
  /** False: variants carry no image, so the first image must come from `gallery_ids` (the fallback readers must handle). */
  variantImages?: boolean;
  /** Mixes invalid entries into `gallery_ids` so readers must skip them. */
  noisyGallery?: boolean;
  /** A stock state the shop must show (local/README.md names them); without it, the product has plenty. */
  stock?: StockSource;
}

/** Stock set by hand rather than drawn from the product's key. */
export interface StockSource {
  /** Units of the product, or of each of its variants: 0 is sold out, 1 to 5 low stock. */
  units?: number;
  /** Option values sold out: every variant holding one of them has 0 units ("M" sold out in every colour). */
  soldOutValues?: string[];
  /**
   * Option values on back-order: every variant holding one has 0 units, and the product takes back-orders
   * (`allow_out_of_stock_purchases`). A number is when the store expects them back, in days after the
   * backend starts (so the demo's date is always to come), sent as the variants' `metadata.backorder_date`;
   * null gives no date.
   */
  backOrdered?: Record<string, number | null>;
}
