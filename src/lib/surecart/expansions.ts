/** The relations a product page reads: `variant_options` carries the option names on a standard store. */
export const PRODUCT_EXPANSIONS = [
  'variants',
  'prices',
  'product_collections',
  'variant.image',
  'variant_options',
] as const;
export type ProductExpansion = (typeof PRODUCT_EXPANSIONS)[number];
