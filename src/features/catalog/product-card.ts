import { DEFAULT_LOCALE, localePath, type Locale } from '~/i18n/locales.ts';
import { formatMoney } from '~/lib/money.ts';
import type { Price, Product } from '~/lib/surecart/types.ts';
import { localizedProduct } from './localized.ts';
import { isSoldOut } from './stock.ts';
import type { CardImage } from './product-image.ts';

/** A price as a card or a suggestion shows it: its amount in cents, its currency, and the text in the page's language. */
export interface ShownPrice {
  amount: number;
  currency: string;
  /** "$1,299.00" on English pages, "1 299,00 $" on French ones. */
  text: string;
}

/** What a product card shows; plain data, so server pages and islands share it. */
export interface ProductCardData {
  id: string;
  name: string;
  href: string;
  /** The first price. */
  price: ShownPrice | null;
  collectionName: string | null;
  image: CardImage | null;
  /** Nothing of it can be bought (see isSoldOut): the card says "Sold out". */
  soldOut: boolean;
}

/** A product page's address in a language: `/product/{slug}`, `/fr/product/{slug}`. */
export function productHref(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return localePath(`/product/${encodeURIComponent(slug)}`, locale);
}

export function shownPrice(price: Pick<Price, 'amount' | 'currency'> | undefined, locale: Locale): ShownPrice | null {
  return price
    ? { amount: price.amount, currency: price.currency, text: formatMoney(price.amount, price.currency, locale) }
    : null;
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
    price: shownPrice(product.prices[0], locale),
    collectionName: shown.collections[0]?.name ?? null,
    image,
    soldOut: isSoldOut(product),
  };
}

/** A grid of cards: 1 to 4 columns by width, the same on server pages and in the listing island. */
export const PRODUCT_GRID_CLASSES = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
