import type { Product } from '~/lib/surecart/types.ts';
import type { CardImage } from './product-image.ts';

/** What a product card shows; plain data, so server pages and islands share it. */
export interface ProductCardData {
  id: string;
  name: string;
  href: string;
  /** The first price, in cents, with its currency. */
  price: { amount: number; currency: string } | null;
  collectionName: string | null;
  image: CardImage | null;
}

export function productHref(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

export function toCardData(product: Product, image: CardImage | null): ProductCardData {
  const price = product.prices[0];
  return {
    id: product.id,
    name: product.name,
    href: productHref(product.slug),
    price: price ? { amount: price.amount, currency: price.currency } : null,
    collectionName: product.collections[0]?.name ?? null,
    image,
  };
}
