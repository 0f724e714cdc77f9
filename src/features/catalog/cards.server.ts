/**
 * Product cards for server-rendered pages: one catalogue call, then one
 * batched media call for the products whose image is only in gallery_ids.
 */
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales.ts';
import { CARD_EXPANSIONS, listProducts, type Product, type ProductListRequest } from '~/lib/surecart/index.ts';
import { getMediaBatch } from '~/lib/wordpress/media.ts';
import { localizedProduct } from './localized.ts';
import { resolveFirstImages, type CardImage } from './product-image.ts';
import { toCardData, type ProductCardData } from './product-card.ts';

export interface CardPage {
  cards: ProductCardData[];
  count: number;
}

/** Cards in a language: names, collection names, prices and links (images' fallback text too). */
export async function loadProductCards(
  request: ProductListRequest,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CardPage> {
  const { products, count } = await listProducts({ expand: CARD_EXPANSIONS, ...request });
  return { cards: await cardsOf(products, locale), count };
}

/** The first pictures of products already read (with CARD_EXPANSIONS), by product id: one batched media call. */
export function cardImagesOf(
  products: Product[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<string, CardImage | null>> {
  return resolveFirstImages(
    products.map((p) => localizedProduct(p, locale)),
    getMediaBatch,
  );
}

/** Cards of products already read (with CARD_EXPANSIONS), in their order: one batched media call for their images. */
export async function cardsOf(products: Product[], locale: Locale = DEFAULT_LOCALE): Promise<ProductCardData[]> {
  const images = await cardImagesOf(products, locale);
  return products.map((p) => toCardData(p, images.get(p.id) ?? null, locale));
}

/** Home page: the 8 newest featured products. */
export const HOME_FEATURED_LIMIT = 8;
/** Collections overview: the 4 newest featured products. */
export const COLLECTIONS_FEATURED_LIMIT = 4;

export function loadFeaturedCards(limit: number, locale: Locale = DEFAULT_LOCALE): Promise<CardPage> {
  return loadProductCards({ featured: true, limit, page: 1, sort: 'created_at:desc' }, locale);
}
