/**
 * A cart line's stock: how far its quantity may go (the stock rules' cap) and
 * what the cart says when it gets there. Only the drawer and the product page
 * need it, so the cart store every page loads does not carry it.
 */
import type { CartItemToAdd, CartLine } from '~/lib/surecart/checkout-types.ts';
import { quantityCap, type QuantityCap } from '~/features/catalog/stock.ts';
import { isPurchasable, isSameItem, MIN_QUANTITY } from './cart-lines.ts';

/**
 * What the drawer says of a line's stock: its units are all gone (`sold-out`), or its quantity is at
 * (or over) what the stock or the purchase limit allows, with that number. Null: nothing to say.
 */
export type LineStockNotice = { kind: 'sold-out' } | { kind: 'stock' | 'limit'; max: number };

/** What a line at its cap says: the number it stops at, or sold out when the cap is none left. */
const capNotice = (cap: QuantityCap): LineStockNotice =>
  cap.max > 0 ? { kind: cap.reason, max: cap.max } : { kind: 'sold-out' };

/**
 * The notice for a line: the platform's stock statuses (`out_of_stock`: fewer left than the line
 * holds, or none; `exceeds_purchase_limit`) first, then a purchasable line at its cap (see
 * quantityCap), whose plus button then stops.
 */
export function lineStockNotice(line: CartLine): LineStockNotice | null {
  const cap = quantityCap(line.stock);
  if (line.purchasableStatus === 'out_of_stock') {
    return cap ? capNotice(cap) : { kind: 'sold-out' };
  }
  if (line.purchasableStatus === 'exceeds_purchase_limit') {
    const limit = line.stock?.purchaseLimit;
    return limit ? { kind: 'limit', max: limit } : null;
  }
  if (!isPurchasable(line) || !cap || line.quantity < cap.max) return null;
  return capNotice(cap);
}

/**
 * Why one more of `item` cannot go in the cart: the cart's line for it is at (or over) its cap, or
 * its units ran out since it was added (the notice the drawer shows for that line). Null when it can
 * be added.
 */
export function addRefusedByStock(lines: CartLine[], item: Pick<CartItemToAdd, 'priceId' | 'variantId'>) {
  const line = lines.find((each) => isSameItem(each, item));
  return line && !canRaiseQuantity(line) ? lineStockNotice(line) : null;
}

/** Whether the plus button may add a unit: a purchasable line under its cap. */
export function canRaiseQuantity(line: CartLine): boolean {
  const cap = quantityCap(line.stock);
  return isPurchasable(line) && (!cap || line.quantity < cap.max);
}

/**
 * Whether the minus button may take a unit off: above 1, on a line that can be bought or that holds
 * more than its stock or limit allows (lowering it is how the shopper puts it right).
 */
export function canLowerQuantity(line: CartLine): boolean {
  if (line.quantity <= MIN_QUANTITY) return false;
  const notice = lineStockNotice(line);
  return isPurchasable(line) || (notice !== null && notice.kind !== 'sold-out');
}
