/**
 * How the commerce platform's fields become the shop's values, in one place
 * for both readers: the catalogue schemas on the server (./schemas.ts) and
 * the cart's checkout reader in the browser (./checkout-reader.ts). Plain
 * functions with no validation library, so the cart, which every page loads,
 * stays light.
 */

import type { Stock } from './types.ts';

type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-empty string, or null. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Currency codes arrive lower-case ("cad"); the shop keeps upper-case ISO codes. */
export const currencyCode = (raw: string): string => raw.toUpperCase();

/** A variant's option values: option_1..option_3, without the empty ones. */
export function optionValues(variant: Json): string[] {
  return [variant.option_1, variant.option_2, variant.option_3].filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
}

/**
 * The picture the shop host computes for a product's or a variant's cart line (`line_item_image`): the
 * attachment's `thumbnail` size as `src`, with a `srcset` of the sizes of its shape when WordPress has
 * more than one. Without one it sends a variant `{}` and a product its generic placeholder
 * (`type: 'fallback'`): both are no picture, so the shop shows its own no-image state rather than the
 * host's drawing.
 */
export function lineItemImage(source: unknown): { url: string; srcSet: string | null } | null {
  if (!isObject(source) || !isObject(source.line_item_image)) return null;
  const image = source.line_item_image;
  const url = image.type === 'fallback' ? null : text(image.src);
  return url ? { url, srcSet: text(image.srcset) } : null;
}

/** A whole number of units, or null when the field is absent or not a count. */
const units = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? Math.max(0, value) : null;

/**
 * A product's stock fields. A purchase limit of 0 or less, as an unset limit may be sent, is no limit;
 * `available` is the variant's count when a variant is given and has one, else the product's (as the
 * product page counts a variant without its own count).
 */
export function stockFields(product: Json, variant?: Json | null): Stock {
  const limit = units(product.purchase_limit);
  return {
    tracked: product.stock_enabled === true,
    available: (variant ? units(variant.available_stock) : null) ?? units(product.available_stock),
    backorders: product.allow_out_of_stock_purchases === true,
    purchaseLimit: limit && limit > 0 ? limit : null,
  };
}

/** A variant's own available count (`available_stock`). */
export const variantAvailable = (variant: Json): number | null => units(variant.available_stock);
