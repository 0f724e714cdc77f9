/**
 * The shop's stock rules, read from the platform's stock fields (see Stock in
 * ~/lib/surecart/types.ts): whether a product, a variant or an option value
 * can be bought, what its availability is called, and how many units a cart
 * line may hold. Pure and language-free: the product page, the cards, the
 * structured data and the cart drawer all ask here and word the answer
 * themselves.
 */
import type { Stock, Variant } from '~/lib/surecart/types.ts';

/** At or under this many units left (and more than none), a variant shows "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;

/** What a product or variant's stock means to a shopper. */
export type Availability =
  { kind: 'in-stock' } | { kind: 'low-stock'; left: number } | { kind: 'sold-out' } | { kind: 'backorder' };

/** The stock fields these rules read; a variant brings only its own count. */
export type StockedVariant = Pick<Variant, 'available'>;

/** The units counted for a variant (its own count, else the product's), or for the product without one. */
function unitsOf(stock: Stock, variant?: StockedVariant | null): number | null {
  return variant?.available ?? stock.available;
}

/**
 * A variant's availability (the product's when it has no variants): an untracked product or one
 * without a count is in stock; with back-orders allowed, none left is a back-order and any left is
 * in stock (more can be ordered than are left, so "Only N left" would not be true).
 */
export function availability(stock: Stock, variant?: StockedVariant | null): Availability {
  const units = unitsOf(stock, variant);
  if (!stock.tracked || units === null) return { kind: 'in-stock' };
  if (units <= 0) return stock.backorders ? { kind: 'backorder' } : { kind: 'sold-out' };
  if (!stock.backorders && units <= LOW_STOCK_THRESHOLD) return { kind: 'low-stock', left: units };
  return { kind: 'in-stock' };
}

/** Whether this variant (or the product without variants) can be put in a cart now. */
export function canBuy(stock: Stock, variant?: StockedVariant | null): boolean {
  return availability(stock, variant).kind !== 'sold-out';
}

/** What the product-level rules need of a product. */
export interface StockedProduct {
  stock: Stock;
  variants: StockedVariant[];
}

/**
 * Whether nothing of the product can be bought: none of its variants, or the product itself when it
 * has no variants (or they were not read: the product's count is then their total).
 */
export function isSoldOut(product: StockedProduct): boolean {
  return product.variants.length > 0
    ? !product.variants.some((variant) => canBuy(product.stock, variant))
    : !canBuy(product.stock);
}

/** Better first: what a product with variants is said to be is its best variant's availability. */
const RANK: Availability['kind'][] = ['in-stock', 'low-stock', 'backorder', 'sold-out'];

/**
 * The product's availability as a whole (its structured data's offers): its own when it has no
 * variants, else its best variant's (in stock before low stock, the most left among low ones, then
 * back-order, then sold out).
 */
export function productAvailability(product: StockedProduct): Availability {
  if (product.variants.length === 0) return availability(product.stock);
  return product.variants
    .map((variant) => availability(product.stock, variant))
    .reduce((best, next) => {
      const order = RANK.indexOf(next.kind) - RANK.indexOf(best.kind);
      if (order !== 0) return order < 0 ? next : best;
      return next.kind === 'low-stock' && best.kind === 'low-stock' && next.left > best.left ? next : best;
    });
}

/** The most units of one line a cart may hold, and what holds it there. */
export interface QuantityCap {
  max: number;
  reason: 'stock' | 'limit';
}

/**
 * The cap on a cart line: the units left when the count holds (tracked, no back-orders, a count
 * given) and the product's purchase limit, whichever is lower (the stock when they are equal, the
 * plainer reason); null when nothing caps it.
 */
export function quantityCap(stock: Stock | null): QuantityCap | null {
  if (!stock) return null;
  const counted = stock.tracked && !stock.backorders && stock.available !== null;
  const left = counted ? Math.max(stock.available ?? 0, 0) : null;
  const limit = stock.purchaseLimit;
  if (left !== null && (limit === null || left <= limit)) return { max: left, reason: 'stock' };
  return limit === null ? null : { max: limit, reason: 'limit' };
}

/** Availability as schema.org names it, for a product's offers. */
export const SCHEMA_AVAILABILITY: Record<Availability['kind'], string> = {
  'in-stock': 'https://schema.org/InStock',
  'low-stock': 'https://schema.org/LimitedAvailability',
  'sold-out': 'https://schema.org/OutOfStock',
  backorder: 'https://schema.org/BackOrder',
};
