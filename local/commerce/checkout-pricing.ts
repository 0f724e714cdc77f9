/**
 * What a checkout costs: a new line checked and priced against the catalogue,
 * whether a kept line can still be bought, and the checkout's amounts.
 */
import type { CatalogPrice, CatalogProduct } from '../catalog/types.ts';
import type { CatalogStore } from './catalog-store.ts';
import { ApiError } from './errors.ts';

/** A line as a client asks for it. */
export interface NewLine {
  price: string;
  variant?: string | null;
  quantity: number;
}

/** A new line checked against the catalogue, with what the line keeps of it. */
export interface PricedLine {
  price: CatalogPrice;
  product: CatalogProduct;
  variantId: string | null;
  /** The variant's own amount when it has one, else the price's. */
  unitAmount: number;
  variantOptions: string[];
  quantity: number;
}

/** The stored fields pricing reads from a line and a checkout. */
export interface ChargedLine {
  price_id: string;
  variant_id: string | null;
  unit_amount: number;
  quantity: number;
}

export interface ChargedCheckout {
  status: string;
  shipping_amount: number;
  tax_amount: number;
}

export type PurchasableStatus = 'purchasable' | 'price_gone' | 'out_of_stock' | 'exceeds_purchase_limit';

/** A 422 in the platform's error shape, naming the offending attribute. */
export function unprocessable(code: string, message: string, attribute: string): ApiError {
  return new ApiError(422, 'invalid', code, message, [{ attribute, type: 'invalid', code, message }]);
}

const priceUnavailable = () => unprocessable('line_item.price.invalid', 'This price is not available.', 'price');
const variantInvalid = (message: string) => unprocessable('line_item.variant.invalid', message, 'variant');

/** Checks a line against the catalogue: a live price, and a variant of its product when it has variants. */
export function priceLine(store: CatalogStore, line: NewLine): PricedLine {
  const price = store.pricesById.get(line.price);
  const product = price && !price.archived ? store.productsById.get(price.product) : undefined;
  if (!price || !product) throw priceUnavailable();
  if (product.variant_ids.length === 0) {
    if (line.variant) throw variantInvalid('This product has no variants.');
    return { price, product, variantId: null, unitAmount: price.amount, variantOptions: [], quantity: line.quantity };
  }
  const variant = line.variant ? store.variantsById.get(line.variant) : undefined;
  if (!variant || variant.product !== product.id) {
    throw variantInvalid('Please choose an available variant of this product.');
  }
  return {
    price,
    product,
    variantId: variant.id,
    unitAmount: variant.amount ?? price.amount,
    variantOptions: [variant.option_1, variant.option_2, variant.option_3].filter((o): o is string => Boolean(o)),
    quantity: line.quantity,
  };
}

type StockedLine = Pick<ChargedLine, 'price_id' | 'variant_id' | 'quantity'>;

/**
 * The units a checkout's lines hold of `line`'s stock: its variant's, or its product's when it has
 * none. Lines of one variant at different prices share that variant's units; a line whose price is
 * gone holds none.
 */
function unitsHeld(store: CatalogStore, line: StockedLine, productId: string, lines: readonly StockedLine[]): number {
  const sameStock = (other: StockedLine) =>
    line.variant_id
      ? other.variant_id === line.variant_id
      : !other.variant_id && store.pricesById.get(other.price_id)?.product === productId;
  const held = lines.filter((other) => other !== line && sameStock(other) && store.pricesById.has(other.price_id));
  return held.reduce((sum, other) => sum + other.quantity, line.quantity);
}

/**
 * Whether a line can be bought as it stands, checked each time the checkout is read (so a line goes
 * out of stock when its stock drops after it was added): its price must be on the catalogue; when
 * its product counts stock and takes no back-orders, its variant's units (else the product's) must
 * cover what the checkout's `lines` of that stock hold together (`out_of_stock` for each of them, so
 * two prices of one variant never sell more than it has); its quantity must be within the product's
 * purchase limit (`exceeds_purchase_limit`).
 */
export function purchasableStatus(
  store: CatalogStore,
  line: StockedLine,
  lines: readonly StockedLine[] = [line],
): PurchasableStatus {
  const price = store.pricesById.get(line.price_id);
  if (!price) return 'price_gone';
  const product = store.productsById.get(price.product);
  if (!product) return 'purchasable';
  const variant = line.variant_id ? store.variantsById.get(line.variant_id) : undefined;
  const counted = product.stock_enabled && !product.allow_out_of_stock_purchases;
  if (counted && (variant ?? product).available_stock < unitsHeld(store, line, product.id, lines)) {
    return 'out_of_stock';
  }
  if (product.purchase_limit !== null && line.quantity > product.purchase_limit) return 'exceeds_purchase_limit';
  return 'purchasable';
}

/** Stock statuses leave a line in the checkout, where lowering its quantity can put it right. */
export const isStockStatus = (status: PurchasableStatus): boolean =>
  status === 'out_of_stock' || status === 'exceeds_purchase_limit';

/** What a line costs: its kept unit amount times its quantity. */
export const lineSubtotal = (line: ChargedLine) => line.unit_amount * line.quantity;

/**
 * A checkout's amounts, always consistent: total = subtotal - discount +
 * shipping + tax, and the amount due is the total. Lines whose price is gone
 * are not charged.
 */
export function checkoutAmounts(store: CatalogStore, checkout: ChargedCheckout, lines: ChargedLine[]) {
  const subtotal = lines
    .filter((l) => purchasableStatus(store, l, lines) === 'purchasable')
    .reduce((sum, l) => sum + lineSubtotal(l), 0);
  const discount = 0;
  const total = subtotal - discount + checkout.shipping_amount + checkout.tax_amount;
  const paid = checkout.status === 'paid';
  return {
    subtotal_amount: subtotal,
    discount_amount: discount,
    shipping_amount: checkout.shipping_amount,
    tax_amount: checkout.tax_amount,
    total_amount: total,
    full_amount: total,
    amount_due: total,
    remaining_amount_due: paid ? 0 : total,
    paid_amount: paid ? total : 0,
    applied_balance_amount: 0,
  };
}

export type CheckoutAmounts = ReturnType<typeof checkoutAmounts>;
