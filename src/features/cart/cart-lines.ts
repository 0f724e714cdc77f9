/**
 * The cart's lines as pure, immutable functions: adding, quantities (never
 * below 1), the badge count and the subtotal. The store folds pending
 * optimistic changes over the server's lines with these.
 */
import type { CartItemToAdd, CartLine } from '~/lib/surecart/checkout-types.ts';

export const TEMP_LINE_PREFIX = 'temp-';
export const MIN_QUANTITY = 1;

/** A line shown before the server confirmed it; it cannot be changed or removed yet. */
export function isTemporaryLine(lineOrId: CartLine | string): boolean {
  return (typeof lineOrId === 'string' ? lineOrId : lineOrId.id).startsWith(TEMP_LINE_PREFIX);
}

/** Whether a line holds this price and variant (adding it again raises that line). */
export const isSameItem = (line: CartLine, item: Pick<CartItemToAdd, 'priceId' | 'variantId'>) =>
  line.priceId === item.priceId && (line.variantId ?? null) === (item.variantId ?? null);

/** Adding the same price and variant raises that line's quantity by 1; anything else is a new temporary line. */
export function addItem(lines: CartLine[], item: CartItemToAdd, tempId: string): CartLine[] {
  if (lines.some((line) => isSameItem(line, item))) {
    return lines.map((line) => (isSameItem(line, item) ? { ...line, quantity: line.quantity + 1 } : line));
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
      backorderDate: item.backorderDate ?? null,
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

/** What the lines cost, leaving out lines that can no longer be bought. */
export function linesSubtotal(lines: CartLine[]): number {
  return lines.filter(isPurchasable).reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
}
