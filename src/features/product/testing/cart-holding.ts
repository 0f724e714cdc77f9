/**
 * Test support for the purchase panel: the cart's state as the store shows it once it has loaded,
 * holding `quantity` units of one product (of `variant`, when it has variants) at its first price,
 * with the product's stock as the checkout expands it (the variant's units, when it has a count).
 */
import type { CartState } from '~/features/cart/store.ts';
import { cartLine } from '~/features/cart/testing/cart-line.ts';
import type { Variant } from '~/lib/surecart/types.ts';
import type { PurchaseProduct } from '../PurchasePanel.tsx';

export function cartHolding(product: PurchaseProduct, variant: Variant | null, quantity: number): CartState {
  const line = {
    ...cartLine('held', product.name, quantity, 'purchasable', variant?.options ?? []),
    productId: product.id,
    priceId: product.prices[0]!.id,
    variantId: variant?.id ?? null,
    stock: { ...product.stock, available: variant?.available ?? product.stock.available },
  };
  return { checkout: null, lines: [line], busyLineIds: [], loading: false };
}
