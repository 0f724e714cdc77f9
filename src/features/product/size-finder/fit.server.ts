/**
 * What the product page needs for fit, on the server: the bike's geometry,
 * the Geometry table in the page's language, and the chart the size finder
 * island receives, which adds to the size chart each size's standover (so an
 * inseam can be weighed where the chart has no inseams), the bike's name (so
 * the finder names the chart it read) and a short list of other bikes of the
 * same collection with the sizes they have in stock (so a sold-out size is
 * never a dead end). The list is kept short: it travels in the island's props.
 */
import { localizedProduct } from '~/features/catalog/localized.ts';
import { productHref } from '~/features/catalog/product-card.ts';
import type { Locale } from '~/i18n/locales.ts';
import { CARD_EXPANSIONS, getProductBySlug, listProducts, type Product } from '~/lib/surecart/index.ts';
import { geometryOf } from '../geometry/geometry.server.ts';
import type { Geometry } from '../geometry/geometry-types.ts';
import { geometryTable, type GeometryTable } from '../geometry/geometry-table.ts';
import type { BikeInStock, SizeChart } from './size-chart-types.ts';
import { sizesInStock } from './sizes-in-stock.ts';

/** Other bikes the finder may name: a few, enough for three with any one size in stock. */
export const OTHER_BIKES_LISTED = 8;

/** Bikes of one collection read to find them: one page, cached with the listings' reads. */
const COLLECTION_READ = 24;

export interface ProductFit {
  geometry: Geometry | null;
  /** The Geometry section's table, or null when the bike has neither geometry nor a size chart. */
  table: GeometryTable | null;
  /** The size finder's chart, or null when the bike has no size chart. */
  finderChart: SizeChart | null;
}

/**
 * Other bikes of the product's own kind with at least one size in stock, named in the page's language. Its kind
 * is its first collection below another (Mountain Bikes, below Bikes), whose sizes compare; else its first.
 */
async function bikesInStock(product: Product, option: string, locale: Locale): Promise<BikeInStock[]> {
  const collection = product.collections.find((c) => c.parentSlug !== null) ?? product.collections[0];
  if (!collection) return [];
  try {
    const { products } = await listProducts({
      collectionIds: [collection.id],
      limit: COLLECTION_READ,
      expand: CARD_EXPANSIONS,
    });
    return products
      .filter((other) => other.id !== product.id)
      .map((other) => ({
        name: localizedProduct(other, locale).name,
        href: productHref(other.slug, locale),
        sizes: sizesInStock(other, option),
      }))
      .filter((bike) => bike.sizes.length > 0)
      .slice(0, OTHER_BIKES_LISTED);
  } catch (error) {
    // Without the list the finder still recommends; it only names no other bike.
    console.error(`Failed to load the bikes beside ${product.name}`, error);
    return [];
  }
}

/**
 * The fit of the product of `slug`, given the size chart the page read (null for none) and its name in the
 * page's language. Geometry is read from the catalogue's own product object, so it is parsed once per cache entry.
 */
export async function loadProductFit(
  slug: string,
  chart: SizeChart | null,
  bikeName: string,
  locale: Locale,
): Promise<ProductFit> {
  const product = await getProductBySlug(slug);
  const geometry = product ? geometryOf(product) : null;
  const table = geometryTable(geometry, chart, locale);
  if (!chart || !product) return { geometry, table, finderChart: chart };
  const standover = new Map(geometry?.rows.map((row) => [row.size, row.figures.standover_mm]) ?? []);
  return {
    geometry,
    table,
    finderChart: {
      ...chart,
      rows: chart.rows.map((row) => ({ ...row, standoverMm: standover.get(row.size) ?? null })),
      bikeName,
      others: await bikesInStock(product, chart.option, locale),
    },
  };
}
