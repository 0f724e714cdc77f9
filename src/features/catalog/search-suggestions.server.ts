/**
 * The header search's suggestions as the endpoint answers them, in the
 * language of the page that asked (server side: the endpoint's `lang`).
 */
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales.ts';
import type { Product } from '~/lib/surecart/types.ts';
import { localizedProduct } from './localized.ts';
import { productHref, productPrice } from './product-card.ts';
import { validImageIds } from '~/lib/wordpress/ids.ts';
import { fixedWidth, pictureAt, type Picture, type ShownPicture } from '~/lib/wordpress/picture-sizes.ts';
import { variantMediaIds, type LookedUpMedia, type MediaLookup } from './product-image.ts';
import { MAX_SUGGESTIONS, type Suggestion } from './search-suggestions.ts';
import { isSoldOut } from './stock.ts';

/**
 * A suggestion's picture fills a 40 px square (object-cover): a 4:3 picture is shown 54 px wide, its
 * sides cut off.
 */
export const SUGGESTION_PICTURE_LAYOUT = fixedWidth(54);

/**
 * The first variant's picture: its address as the store sends it, else its attachment looked up in
 * `media`, with the sizes WordPress serves of it.
 */
function firstVariantPicture(product: Product, media: ReadonlyMap<number, LookedUpMedia>): Picture | null {
  const first = product.variants[0];
  if (!first) return null;
  if (first.mediaUrl) return { url: first.mediaUrl, sizes: [] };
  const id = validImageIds([first.mediaId])[0];
  const found = id === undefined ? undefined : media.get(id);
  return found ? { url: found.url, sizes: found.sizes } : null;
}

/** The <img> attributes of a suggestion's picture, chosen here so the browser's bundle needs no size logic. */
function shownAtSuggestionSize(picture: Picture | null): ShownPicture | null {
  return picture && pictureAt(picture, SUGGESTION_PICTURE_LAYOUT);
}

/** A suggestion: the product's name and first collection in the language, its lowest price (see productPrice), its first variant's image. */
export function toSuggestion(
  product: Product,
  locale: Locale = DEFAULT_LOCALE,
  media: ReadonlyMap<number, LookedUpMedia> = new Map(),
): Suggestion {
  const shown = localizedProduct(product, locale);
  return {
    id: product.id,
    name: shown.name,
    href: productHref(product.slug, locale),
    collectionName: shown.collections[0]?.name ?? null,
    price: productPrice(product, locale),
    image: shownAtSuggestionSize(firstVariantPicture(product, media)),
    soldOut: isSoldOut(product),
  };
}

/** The media client, loaded when a suggestion first needs it (it reads the server's own settings). */
const lookUpMedia: MediaLookup = async (ids) => (await import('~/lib/wordpress/media.ts')).getMediaBatch(ids);

/**
 * The suggestions of up to 5 products. Their first variants' images known only by attachment id
 * (a standard store's `metadata.wp_media`) are looked up in one batched call.
 */
export async function toSuggestions(
  products: Product[],
  locale: Locale = DEFAULT_LOCALE,
  lookup: MediaLookup = lookUpMedia,
): Promise<Suggestion[]> {
  const shown = products.slice(0, MAX_SUGGESTIONS);
  const ids = [...new Set(shown.flatMap((product) => variantMediaIds({ variants: product.variants.slice(0, 1) })))];
  const media = ids.length
    ? await lookup(ids).catch((error: unknown) => {
        console.error('Failed to load suggestion images', error);
        return [];
      })
    : [];
  const byId = new Map(media.map((item) => [item.id, item]));
  return shown.map((product) => toSuggestion(product, locale, byId));
}
