/** A cart line as the drawer shows it, for tests: a product at $25.00 in one size and colour. */
import type { CartLine, PurchasableStatus } from '~/lib/surecart/checkout-types.ts';

export const cartLine = (
  id: string,
  name: string,
  quantity: number,
  status: PurchasableStatus = 'purchasable',
  variantOptions: string[] = ['M', 'Crimson Red'],
): CartLine => ({
  id,
  quantity,
  priceId: `price-${id}`,
  priceName: null,
  unitAmount: 2500,
  currency: 'CAD',
  productId: `product-${id}`,
  productName: name,
  productSlug: name.toLowerCase().replace(/ /g, '-'),
  variantId: null,
  variantOptions,
  imageUrl: null,
  purchasableStatus: status,
  stock: null,
});

/** A line of `name` whose variant has this many left, its product taking back-orders or not, expected back on `backorderDate`. */
export const stockedCartLine = (
  name: string,
  quantity: number,
  available: number,
  backorders = false,
  backorderDate: string | null = null,
): CartLine => ({
  ...cartLine(name.toLowerCase().replace(/ /g, '-'), name, quantity),
  stock: { tracked: true, available, backorders, purchaseLimit: null },
  backorderDate,
});
