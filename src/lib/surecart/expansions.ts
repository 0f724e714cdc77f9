/**
 * The relations a product page reads: `variant_options` carries the option names on a standard store.
 * Not `variant.image`: that expands the platform's own Media of a variant, while the shop shows the
 * WordPress attachment the variant's `metadata.wp_media` names, as SureCart's own product page does.
 */
export const PRODUCT_EXPANSIONS = ['variants', 'prices', 'product_collections', 'variant_options'] as const;
export type ProductExpansion = (typeof PRODUCT_EXPANSIONS)[number];
