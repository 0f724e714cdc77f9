/** The shop's own cart types, read from the shop host's checkout objects by ./checkout-reader.ts. */
import type { Stock } from './types.ts';

/**
 * Whether a cart line can still be bought, as the shop host says (`purchasable_status`): the
 * platform's eight values. A value the shop does not know reads as `unknown`, a line that cannot be
 * bought, so a new status never takes the rest of the cart down with it.
 */
export const PURCHASABLE_STATUSES = [
  'purchasable',
  'price_gone',
  'price_old_version',
  'variant_missing',
  'variant_gone',
  'variant_old_version',
  'out_of_stock',
  'exceeds_purchase_limit',
] as const;
export type PurchasableStatus = (typeof PURCHASABLE_STATUSES)[number] | 'unknown';

export interface CartLine {
  id: string;
  quantity: number;
  priceId: string;
  /** Price name, null when the merchant gave none. */
  priceName: string | null;
  /** What one unit costs, in cents: the variant's amount when it has one, else the price's. */
  unitAmount: number;
  currency: string;
  productId: string | null;
  productName: string;
  productSlug: string | null;
  variantId: string | null;
  variantOptions: string[];
  /** The line's picture; null when the shop host has none to give (the shop then shows its own no-image state). */
  imageUrl: string | null;
  /** The host's `srcset` of the picture's sizes, when it sends one. */
  imageSrcSet?: string | null;
  /** Anything but `purchasable` (`price_gone`, `unknown` and the like): the line can no longer be bought. */
  purchasableStatus: PurchasableStatus;
  /** The line's stock: its product's, counting its variant's units; null when the host sent no product. */
  stock: Stock | null;
  /** The store's expected date for the line's variant when back-ordered (YYYY-MM-DD), when it gives one. */
  backorderDate?: string | null;
}

export interface Checkout {
  id: string;
  status: string;
  currency: string;
  lines: CartLine[];
  /** The hosted checkout page, opened in a new tab by the Checkout button. */
  portalUrl: string | null;
  /** Set once the checkout has been paid and became an order. */
  orderId: string | null;
  /** The order's number as the shopper sees it in the order e-mail and the customer dashboard ("1006"), once paid. */
  orderNumber: string | null;
  customerId: string | null;
  subtotalAmount: number;
  discountAmount: number;
  shippingAmount: number;
  taxAmount: number;
  totalAmount: number;
  amountDue: number;
}

/** A price of a product that a shopper adds; temporary cart lines are built from it. */
export interface CartItemToAdd {
  productId: string;
  productName: string;
  productSlug: string;
  priceId: string;
  priceName: string | null;
  unitAmount: number;
  currency: string;
  variantId: string | null;
  variantOptions: string[];
  imageUrl: string | null;
  /** The product's stock, when the page knows it: a temporary line keeps to it until the server's line arrives. */
  stock?: Stock | null;
  /** The variant's back-order date, when the page knows it: a temporary line says when it ships too. */
  backorderDate?: string | null;
}
