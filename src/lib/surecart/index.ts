export * from './types.ts';
export {
  listProducts,
  listAllProducts,
  getProductBySlug,
  listCollections,
  getCollectionBySlug,
  productListParams,
  PRODUCT_EXPANSIONS,
} from './catalog.ts';
export { CARD_EXPANSIONS } from './expansions.ts';
export type { ProductListRequest, ProductExpansion } from './catalog.ts';
