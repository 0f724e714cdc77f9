/**
 * The relations a product page reads: `variant_options` carries the option names on a standard store;
 * `product_medias` with their files (`product_media.media`) are the pictures a gallery entry that is
 * not a number names, and the gallery itself when `gallery_ids` is empty (SureCart's own product
 * page expands the same two). Not `variant.image`: that expands the platform's own Media of a
 * variant, while the shop shows the WordPress attachment the variant's `metadata.wp_media` names, as
 * SureCart's own product page does.
 */
export const PRODUCT_EXPANSIONS = [
  'variants',
  'prices',
  'product_collections',
  'variant_options',
  'product_medias',
  'product_media.media',
] as const;
export type ProductExpansion = (typeof PRODUCT_EXPANSIONS)[number];

/**
 * What a product card reads: its prices and variants, its collection's name and its first picture, and
 * its option names, without which a standard store's variants say which sizes are in stock but not that
 * they are sizes (similar bikes, the size finder's other bikes and the comparison read cards' sizes).
 */
export const CARD_EXPANSIONS = [
  'variants',
  'prices',
  'product_collections',
  'variant_options',
  'product_medias',
  'product_media.media',
] as const satisfies readonly ProductExpansion[];
