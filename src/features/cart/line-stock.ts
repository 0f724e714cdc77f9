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

/** Whether a line holds units of the stock `line` counts: its variant's, or its product's when it has none. */
const sameStock = (line: Pick<CartLine, 'productId' | 'variantId'>, other: CartLine) =>
  line.variantId ? other.variantId === line.variantId : !other.variantId && other.productId === line.productId;

/** Lines whose units the stock counts: any line that can be bought, or is held back only by its quantity. */
const holdsUnits = (line: CartLine) =>
  isPurchasable(line) ||
  line.purchasableStatus === 'out_of_stock' ||
  line.purchasableStatus === 'exceeds_purchase_limit';

/**
 * How far a line's quantity may go once the cart's other lines of the same stock (the same variant
 * at another price, say) keep theirs: the stock's units are shared, so lines of one variant at two
 * prices together never hold more than it has. The purchase limit stays the line's own.
 */
function shareCap(line: CartLine, lines: readonly CartLine[]): QuantityCap | null {
  const stock = line.stock;
  if (!stock || stock.available === null) return quantityCap(stock);
  const others = lines
    .filter((other) => other !== line && sameStock(line, other) && holdsUnits(other))
    .reduce((sum, other) => sum + other.quantity, 0);
  return quantityCap({ ...stock, available: stock.available - others });
}

/**
 * The notice for a line among the cart's `lines`: the platform's stock statuses (`out_of_stock`:
 * fewer left than the line holds, or none; `exceeds_purchase_limit`) first, then a purchasable
 * line at its cap (see shareCap), whose plus button then stops. A stock notice names the stock's
 * own count, which the lines of that stock share.
 */
export function lineStockNotice(line: CartLine, lines: readonly CartLine[] = [line]): LineStockNotice | null {
  const cap = quantityCap(line.stock);
  if (line.purchasableStatus === 'out_of_stock') {
    return cap ? capNotice(cap) : { kind: 'sold-out' };
  }
  if (line.purchasableStatus === 'exceeds_purchase_limit') {
    const limit = line.stock?.purchaseLimit;
    return limit ? { kind: 'limit', max: limit } : null;
  }
  const share = shareCap(line, lines);
  if (!isPurchasable(line) || !share || line.quantity < share.max) return null;
  return share.reason === 'limit' || !cap ? capNotice(share) : capNotice(cap);
}

/**
 * Why one more of `item` cannot go in the cart: the cart's line for it is at (or over) its cap, or
 * its units ran out since it was added (the notice the drawer shows for that line), or, for a new
 * line, the cart's other lines of the same stock already hold all of it. Null when it can be added.
 */
export function addRefusedByStock(
  lines: CartLine[],
  item: Pick<CartItemToAdd, 'priceId' | 'variantId'> & { productId?: string },
) {
  const line = lines.find((each) => isSameItem(each, item));
  if (line) return canRaiseQuantity(line, lines) ? null : lineStockNotice(line, lines);
  const key = { productId: item.productId ?? '', variantId: item.variantId };
  const sharing = lines.filter((other) => holdsUnits(other) && sameStock(key, other));
  const stock = sharing[0]?.stock;
  if (!stock || !stock.tracked || stock.backorders || stock.available === null) return null;
  const held = sharing.reduce((sum, other) => sum + other.quantity, 0);
  return held < stock.available ? null : capNotice({ max: Math.max(stock.available, 0), reason: 'stock' });
}

/** Whether the plus button may add a unit: a purchasable line under its cap, its stock shared with `lines`. */
export function canRaiseQuantity(line: CartLine, lines: readonly CartLine[] = [line]): boolean {
  const cap = shareCap(line, lines);
  return isPurchasable(line) && (!cap || line.quantity < cap.max);
}

/**
 * Whether the minus button may take a unit off: above 1, on a line that can be bought or that holds
 * more than its stock or limit allows (lowering it is how the shopper puts it right).
 */
export function canLowerQuantity(line: CartLine, lines: readonly CartLine[] = [line]): boolean {
  if (line.quantity <= MIN_QUANTITY) return false;
  const notice = lineStockNotice(line, lines);
  return isPurchasable(line) || (notice !== null && notice.kind !== 'sold-out');
}
