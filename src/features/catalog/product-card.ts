import { DEFAULT_LOCALE, localePath, type Locale } from '~/i18n/locales.ts';
import { formatMoney } from '~/lib/money.ts';
import type { Price, Product } from '~/lib/surecart/types.ts';
import { localizedProduct } from './localized.ts';
import { canBuy, isSoldOut } from './stock.ts';
import type { CardImage } from './product-image.ts';
import { pictureAt, type PictureLayout, type ShownPicture } from '~/lib/wordpress/picture-sizes.ts';
import { isBike } from './bikes.ts';
import { compareHref } from '~/features/compare/compare-address.ts';

/** A price as a card or a suggestion shows it: its amount in cents, its currency, and the text in the page's language. */
export interface ShownPrice {
  amount: number;
  currency: string;
  /** "$1,299.00" on English pages, "1 299,00 $" on French ones. */
  text: string;
  /** Other choices of the product cost more: this is its lowest, shown as "From $1,299.00". */
  from: boolean;
}

/**
 * A card's picture as its <img> loads it: `src`, `srcSet` and `sizes` for the card's width (see
 * CARD_PICTURE_LAYOUT), worked out on the server so the listing island carries no size-picking code.
 */
export interface CardPicture extends ShownPicture {
  alt: string;
}

/** What a product card shows; plain data, so server pages and islands share it. */
export interface ProductCardData {
  id: string;
  name: string;
  href: string;
  /** The lowest price it can be bought at (see productPrice). */
  price: ShownPrice | null;
  collectionName: string | null;
  image: CardPicture | null;
  /** Nothing of it can be bought (see isSoldOut): the card says "Sold out". */
  soldOut: boolean;
  /** A bike's card links to a comparison holding it (see ~/features/compare/compare-address.ts); other cards have none. */
  compareHref?: string | null;
}

/** A product page's address in a language: `/product/{slug}`, `/fr/product/{slug}`. */
export function productHref(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return localePath(`/product/${encodeURIComponent(slug)}`, locale);
}

export function shownPrice(
  price: Pick<Price, 'amount' | 'currency'> | undefined,
  locale: Locale,
  from = false,
): ShownPrice | null {
  return price
    ? { amount: price.amount, currency: price.currency, text: formatMoney(price.amount, price.currency, locale), from }
    : null;
}

/**
 * The amounts a product sells at, in its first price's currency: each price, and under each price each
 * variant's own amount (or the price's). Only variants that can be bought count, unless none can: a
 * sold-out cheaper size must not make the card promise a price nobody can pay.
 */
function sellingAmounts(product: Pick<Product, 'prices' | 'variants' | 'stock'>): number[] {
  const currency = product.prices[0]?.currency;
  const prices = product.prices.filter((price) => price.currency === currency);
  if (product.variants.length === 0) return prices.map((price) => price.amount);
  const buyable = product.variants.filter((variant) => canBuy(product.stock, variant));
  const variants = buyable.length ? buyable : product.variants;
  return prices.flatMap((price) => variants.map((variant) => variant.amount ?? price.amount));
}

/** The price a card shows: the lowest the product sells at, "From" it when its prices or variants differ. */
export function productPrice(
  product: Pick<Product, 'prices' | 'variants' | 'stock'>,
  locale: Locale,
): ShownPrice | null {
  const amounts = sellingAmounts(product);
  if (amounts.length === 0) return null;
  const lowest = Math.min(...amounts);
  return shownPrice(
    { amount: lowest, currency: product.prices[0]!.currency },
    locale,
    amounts.some((a) => a !== lowest),
  );
}

export function toCardData(
  product: Product,
  image: CardImage | null,
  locale: Locale = DEFAULT_LOCALE,
): ProductCardData {
  const shown = localizedProduct(product, locale);
  return {
    id: product.id,
    name: shown.name,
    href: productHref(product.slug, locale),
    price: productPrice(product, locale),
    collectionName: shown.collections[0]?.name ?? null,
    image: image && { alt: image.alt, ...pictureAt({ url: image.src, sizes: image.sizes }, CARD_PICTURE_LAYOUT) },
    soldOut: isSoldOut(product),
    compareHref: isBike(product) ? compareHref([product.slug], locale) : null,
  };
}

/** A grid of cards: 1 to 4 columns by width, the same on server pages and in the listing island. */
export const PRODUCT_GRID_CLASSES = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * How wide a card's picture is in that grid, when the grid spans a page's 1280 px column (less 16 px of
 * padding each side, 24 from 640 px, 32 from 1024 px) with 24 px gaps: widest as the only column of a
 * phone just under 640 px. Where a grid is narrower (the shop's filters beside it) the browser loads a
 * little more than it shows, never less.
 */
export const CARD_PICTURE_LAYOUT: PictureLayout = {
  widest: 607,
  sizes:
    '(min-width: 1280px) 286px, (min-width: 1024px) calc(33.3vw - 37px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
};
