/**
 * What the bike comparison (/compare) shows, loaded on the server from its
 * address: the bikes side by side (name, picture, lowest price, sizes in
 * stock, specifications, and the geometry of the address's size), which
 * entries of the address were left out and why, and similar bikes to add
 * while there is room. Rows line up by label: a bike without one says "Not
 * listed" in its cell.
 */
import { cardImagesOf } from '~/features/catalog/cards.server.ts';
import { bikeCollectionIds, BIKE_COLLECTION_SLUG, isBike, sizesOf } from '~/features/catalog/bikes.ts';
import { localizedProduct } from '~/features/catalog/localized.ts';
import { toCardData, type ProductCardData } from '~/features/catalog/product-card.ts';
import type { CardImage } from '~/features/catalog/product-image.ts';
import { fixedWidth, pictureAt, type PictureLayout, type ShownPicture } from '~/lib/wordpress/picture-sizes.ts';
import { specifications } from '~/features/product/specifications.ts';
import { inStock, similarBikes } from '~/features/product/suggestions.ts';
import { localePath, type Locale } from '~/i18n/locales.ts';
import {
  CARD_EXPANSIONS,
  getProductBySlug,
  listCollections,
  listProducts,
  type Product,
} from '~/lib/surecart/index.ts';
import { COMPARE_LIMIT, compareHref, withoutProduct, withProduct } from './compare-address.ts';
import { readCompareAddress, type CompareRequest } from './read-compare-address.ts';
import { pageLocale } from '~/i18n/server.ts';
import { loadCatalogPage, type CatalogRoute } from '~/lib/catalog-page.ts';
import { compareRows, type CompareRow } from './compare-rows.ts';
import { anyGeometry, geometryRows } from './compare-geometry.ts';

/** Bikes offered to add: one row of cards. */
export const ADD_SUGGESTIONS = 4;

export interface ComparedBike {
  slug: string;
  card: ProductCardData;
  /** Its picture at the width of its column (its card's picture is for a card's width). */
  picture: ShownPicture | null;
  /** Its sizes, and those that can be had now. */
  sizes: string[];
  sizesInStock: string[];
  /** The comparison without it (the empty comparison for the last one). */
  removeHref: string;
}

export interface SuggestedBike {
  card: ProductCardData;
  /** The comparison with it added. */
  addHref: string;
}

export interface ComparePageData {
  bikes: ComparedBike[];
  rows: CompareRow[];
  /** Null when no compared bike has geometry (then no size is offered). */
  geometry: {
    /** Every size of the compared bikes, each once, in the first bike's order then the others'. */
    sizes: string[];
    /** The address's size when one of the bikes is made in it; else null (no rows). */
    size: string | null;
    rows: CompareRow[];
  } | null;
  overLimit: boolean;
  refused: number;
  /** Slugs that name no product (any more). */
  missing: number;
  /** Products that are not bikes, by their names in the page's language. */
  notBikes: string[];
  /** Bikes to add (or, with none compared, to start with); empty when the comparison is full. */
  suggestions: SuggestedBike[];
  full: boolean;
  /** The Bikes collection's page, for browsing. */
  bikesHref: string;
  /** The comparison's own address, without a size (the size form's action adds it). */
  selfHref: string;
  /** A catalogue read failed and the page shows less than it should: served, never cached. */
  incomplete: boolean;
}

/**
 * A bike's column: the 1216 px table less its 160 px feature column, shared by the bikes, less 32 px of
 * padding. Narrower screens show it narrower (or scroll the table), so this loads more, never less.
 */
function columnLayout(bikes: number): PictureLayout {
  return fixedWidth(Math.round((1216 - 160) / Math.max(1, bikes) - 32));
}

const shownIn = (image: CardImage | null | undefined, layout: PictureLayout): ShownPicture | null =>
  image ? pictureAt({ url: image.src, sizes: image.sizes }, layout) : null;

async function allBikes(): Promise<Product[]> {
  const ids = bikeCollectionIds(await listCollections());
  if (ids.length === 0) return [];
  const { products } = await listProducts({ collectionIds: ids, limit: 100, page: 1, expand: CARD_EXPANSIONS });
  return products;
}

export async function loadComparePage(request: CompareRequest, locale: Locale): Promise<ComparePageData> {
  const found = await Promise.all(request.slugs.map((slug) => getProductBySlug(slug)));
  const products = found.filter((p): p is Product => p !== null);
  const bikes = products.filter(isBike);
  const slugs = bikes.map((bike) => bike.slug);
  const full = slugs.length >= COMPARE_LIMIT;
  let incomplete = false;
  const pool = full
    ? []
    : await allBikes().catch((error: unknown) => {
        console.error('Failed to load the bikes to add to a comparison', error);
        incomplete = true;
        return [];
      });
  const candidates = pool.filter((p) => !slugs.includes(p.slug));
  // Similar to the first bike compared; with none yet, any bike, those in stock first.
  const suggested = similarBikes(bikes[0] ?? { id: '', collections: [] }, candidates, request.size, ADD_SUGGESTIONS);
  const shown = [...bikes, ...suggested];
  const images = await cardImagesOf(shown, locale);
  const cards = shown.map((product) => toCardData(product, images.get(product.id) ?? null, locale));
  const column = columnLayout(bikes.length);
  const sizes = [...new Set(bikes.flatMap(sizesOf))];
  const size = request.size !== null && sizes.includes(request.size) ? request.size : null;
  return {
    bikes: bikes.map((bike, i) => {
      const bikeSizes = sizesOf(bike);
      return {
        slug: bike.slug,
        card: cards[i]!,
        picture: shownIn(images.get(bike.id), column),
        sizes: bikeSizes,
        sizesInStock: bikeSizes.filter((size) => inStock(bike, size)),
        removeHref: compareHref(withoutProduct(slugs, bike.slug), locale, request.size),
      };
    }),
    rows: compareRows(bikes.map((bike) => specifications(bike.metadata, locale))),
    geometry: anyGeometry(bikes) ? { sizes, size, rows: size ? geometryRows(bikes, size, locale) : [] } : null,
    overLimit: request.overLimit,
    refused: request.refused,
    missing: found.length - products.length,
    notBikes: products.filter((p) => !isBike(p)).map((p) => localizedProduct(p, locale).name),
    suggestions: suggested.map((bike, i) => ({
      card: cards[bikes.length + i]!,
      addHref: compareHref(withProduct(slugs, bike.slug) ?? slugs, locale, request.size),
    })),
    full,
    bikesHref: localePath(`/collection/${BIKE_COLLECTION_SLUG}`, locale),
    selfHref: localePath('/compare', locale),
    incomplete,
  };
}

/** The comparison's route, in either language. */
export const compareRoute = (astro: CatalogRoute) =>
  loadCatalogPage(astro.response, 'compare', () =>
    loadComparePage(readCompareAddress(astro.url.searchParams), pageLocale(astro)),
  );
