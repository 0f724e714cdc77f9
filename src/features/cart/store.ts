/**
 * The cart's shared state. Islands on every page read it (the header badge,
 * later the drawer), so it holds plain data only: no zod, no service client.
 */
import { atom, computed } from 'nanostores';

export interface CartLine {
  id: string;
  quantity: number;
}

export const $cartLines = atom<CartLine[]>([]);

/** The number shown on the header's cart badge: the sum of quantities. */
export const $cartItemCount = computed($cartLines, (lines) => lines.reduce((sum, line) => sum + line.quantity, 0));

/** Whether the cart drawer is open. */
export const $cartOpen = atom(false);
