/**
 * The demo catalogue as its own tests read it: loaded in both store shapes,
 * with lookups by slug and the products' variants, prices, main collection,
 * options and gallery entries as a reader of the platform's data keeps them.
 */
import { loadCatalog } from '../../local/catalog/index.ts';
import type { Catalog, CatalogCollection, CatalogProduct } from '../../local/catalog/types.ts';

export /** The media origin the catalogue is loaded with. */
const ORIGIN = 'http://127.0.0.1:54321';
/** Metadata keys that are not part of a product's specification. */
export const NOT_SPECIFICATIONS = new Set(['gallery_ids', 'name_fr', 'description_fr', 'size_chart', 'geometry']);
/** The standard store and the customised one (option names on the first variant, media addresses in metadata). */
export const catalog = loadCatalog({ mediaOrigin: ORIGIN, shape: 'standard' });
export const customised = loadCatalog({ mediaOrigin: ORIGIN, shape: 'customised' });

export const collectionBySlug = (slug: string): CatalogCollection => {
  const collection = catalog.collections.find((candidate) => candidate.slug === slug);
  if (!collection) throw new Error(`no collection ${slug}`);
  return collection;
};
export const productBySlug = (slug: string): CatalogProduct => {
  const product = catalog.products.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product;
};
export const variantsOf = (product: CatalogProduct) =>
  catalog.variants.filter((variant) => variant.product === product.id);
export const pricesOf = (product: CatalogProduct) => catalog.prices.filter((price) => price.product === product.id);
export const mainCollection = (product: CatalogProduct) =>
  catalog.collections.find((collection) => collection.id === product.product_collection_ids[0])!;
/** The ids a reader keeps from `gallery_ids`: positive integers, as numbers, numeric strings or an object's `id`. */
export const galleryEntries = (product: CatalogProduct): Array<{ id: number; variantOption: string | null }> =>
  (JSON.parse(product.metadata.gallery_ids!) as unknown[]).flatMap((entry) => {
    const object = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : null;
    const raw = object ? object.id : entry;
    const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return [];
    return [{ id, variantOption: typeof object?.variant_option === 'string' ? object.variant_option : null }];
  });
export const validGalleryIds = (product: CatalogProduct): number[] => galleryEntries(product).map((entry) => entry.id);
export const optionNamesOf = (product: CatalogProduct): string[] =>
  catalog.variantOptions.filter((option) => option.product === product.id).map((option) => option.name);

/** How many listed products each collection holds, counted from the products themselves. */
export function countsFromProducts(source: Catalog): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of source.products) {
    for (const id of product.product_collection_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
