/**
 * The cart's lines as pure, immutable functions: adding, quantities (never
 * below 1), the badge count and the subtotal. The store folds pending
 * optimistic changes over the server's lines with these.
 */
import type { CartItemToAdd, CartLine } from '~/lib/surecart/checkout-types.ts';
import { quantityCap } from '~/features/catalog/stock.ts';

export const TEMP_LINE_PREFIX = 'temp-';
export const MIN_QUANTITY = 1;

/** A line shown before the server confirmed it; it cannot be changed or removed yet. */
export function isTemporaryLine(lineOrId: CartLine | string): boolean {
  return (typeof lineOrId === 'string' ? lineOrId : lineOrId.id).startsWith(TEMP_LINE_PREFIX);
}

const sameItem = (line: CartLine, item: Pick<CartItemToAdd, 'priceId' | 'variantId'>) =>
  line.priceId === item.priceId && (line.variantId ?? null) === (item.variantId ?? null);

/** Adding the same price and variant raises that line's quantity by 1; anything else is a new temporary line. */
export function addItem(lines: CartLine[], item: CartItemToAdd, tempId: string): CartLine[] {
  if (lines.some((line) => sameItem(line, item))) {
    return lines.map((line) => (sameItem(line, item) ? { ...line, quantity: line.quantity + 1 } : line));
  }
  return [
    ...lines,
    {
      id: tempId,
      quantity: 1,
      priceId: item.priceId,
      priceName: item.priceName,
      unitAmount: item.unitAmount,
      currency: item.currency,
      productId: item.productId,
      productName: item.productName,
      productSlug: item.productSlug,
      variantId: item.variantId,
      variantOptions: item.variantOptions,
      imageUrl: item.imageUrl,
      purchasableStatus: 'purchasable',
      stock: item.stock ?? null,
    },
  ];
}

/** Sets a line's quantity; quantities below 1 and temporary lines are ignored. */
export function setLineQuantity(lines: CartLine[], lineId: string, quantity: number): CartLine[] {
  if (isTemporaryLine(lineId) || !Number.isInteger(quantity) || quantity < MIN_QUANTITY) return lines;
  return lines.map((line) => (line.id === lineId ? { ...line, quantity } : line));
}

/** The number on the header's badge: every unit in the cart. */
export function itemCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Whether a line can still be bought; one that cannot is shown as no longer available and not charged. */
export function isPurchasable(line: CartLine): boolean {
  return line.purchasableStatus === 'purchasable';
}

/**
 * What the drawer says of a line's stock: its units are all gone (`sold-out`), or its quantity is at
 * (or over) what the stock or the purchase limit allows, with that number. Null: nothing to say.
 */
export type LineStockNotice = { kind: 'sold-out' } | { kind: 'stock' | 'limit'; max: number };

/**
 * The notice for a line: the platform's stock statuses (`out_of_stock`: fewer left than the line
 * holds, or none; `exceeds_purchase_limit`) first, then a purchasable line at its cap (see
 * quantityCap), whose plus button then stops.
 */
export function lineStockNotice(line: CartLine): LineStockNotice | null {
  const cap = quantityCap(line.stock);
  if (line.purchasableStatus === 'out_of_stock') {
    return cap && cap.max > 0 ? { kind: cap.reason, max: cap.max } : { kind: 'sold-out' };
  }
  if (line.purchasableStatus === 'exceeds_purchase_limit') {
    const limit = line.stock?.purchaseLimit;
    return limit ? { kind: 'limit', max: limit } : null;
  }
  if (!isPurchasable(line) || !cap || line.quantity < cap.max) return null;
  return cap.max > 0 ? { kind: cap.reason, max: cap.max } : { kind: 'sold-out' };
}

/**
 * Why one more of `item` cannot go in the cart: the cart's line for it is at its cap (the notice the
 * drawer shows for that line). Null when it can be added.
 */
export function addRefusedByStock(lines: CartLine[], item: Pick<CartItemToAdd, 'priceId' | 'variantId'>) {
  const line = lines.find((each) => sameItem(each, item));
  return line && isPurchasable(line) && !canRaiseQuantity(line) ? lineStockNotice(line) : null;
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

/** What the lines cost, leaving out lines that can no longer be bought. */
export function linesSubtotal(lines: CartLine[]): number {
  return lines.filter(isPurchasable).reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
}
