/**
 * Checkouts and line items in the commerce platform's wire shapes, with the
 * expansions the shop asks for (`line_items`, `line_item.price`,
 * `line_item.variant`, `price.product`, `customer`; others ignored), as the
 * shop host passes them on: line pictures filled in (the placeholder for a
 * product without one, `{}` for such a variant) and, for anonymous
 * visitors, no `customer`. Amounts are in cents, times in Unix seconds.
 */
import type {
  SureCartCheckout,
  SureCartCustomer,
  SureCartLineItem,
  SureCartLinePrice,
  SureCartLineProduct,
  SureCartLineVariant,
} from '../../supabase/functions/_shared/surecart/checkout.ts';
import type { CatalogStore } from './catalog-store.ts';
import { checkoutAmounts, lineSubtotal, purchasableStatus } from './checkout-pricing.ts';
import type { CheckoutRow, CustomerRow, LineItemRow } from './checkout-rows.ts';
import { MAX_CHECKOUT_LINES } from './checkout-storage.ts';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Both spellings of a line's expansions are accepted, as the platform does. */
const expandsLine = (expand: Set<string>, relation: 'price' | 'variant') =>
  expand.has(`line_item.${relation}`) || expand.has(`line_items.${relation}`);

/** What serialising a line needs besides the catalogue. */
export interface LineContext {
  /** The shop host's placeholder picture (absolute URL), for a product without one. */
  placeholderImageUrl: string;
  /** The checkout's lines, when known: lines of one stock share its units (see purchasableStatus). */
  lines?: readonly LineItemRow[];
}

function productObject(store: CatalogStore, line: LineItemRow, context: LineContext): SureCartLineProduct | string {
  const product = store.productsById.get(line.product_id);
  if (!product) return line.product_id;
  const { id, name, slug, metadata } = product;
  const line_item_image = product.line_item_image ?? { src: context.placeholderImageUrl, type: 'fallback' };
  // The platform's product carries its stock, which the cart reads to stop a line at what can be bought.
  const { stock, stock_enabled, available_stock, held_stock, allow_out_of_stock_purchases, purchase_limit } = product;
  return {
    id,
    object: 'product',
    name,
    slug,
    line_item_image,
    metadata,
    stock,
    stock_enabled,
    available_stock,
    held_stock,
    allow_out_of_stock_purchases,
    purchase_limit,
  };
}

function priceObject(
  store: CatalogStore,
  line: LineItemRow,
  expand: Set<string>,
  context: LineContext,
): SureCartLinePrice {
  // A price taken off the catalogue still reads as the price the line was added at, archived.
  const price = store.pricesById.get(line.price_id);
  return {
    id: line.price_id,
    object: 'price',
    name: line.price_name,
    amount: price?.amount ?? line.unit_amount,
    currency: 'cad',
    archived: !price,
    product: expand.has('price.product') ? productObject(store, line, context) : line.product_id,
  };
}

function variantObject(store: CatalogStore, line: LineItemRow): SureCartLineVariant | string | null {
  const variant = line.variant_id ? store.variantsById.get(line.variant_id) : undefined;
  if (!variant) return line.variant_id;
  const { id, option_1, option_2, option_3, amount, metadata, stock, available_stock } = variant;
  const line_item_image = variant.line_item_image ?? {};
  return {
    id,
    object: 'variant',
    option_1,
    option_2,
    option_3,
    amount,
    line_item_image,
    metadata,
    stock,
    available_stock,
  };
}

function variantOptionNames(store: CatalogStore, line: LineItemRow): string[] {
  const firstVariant = store.productsById.get(line.product_id)?.variant_ids[0];
  const variant = firstVariant ? store.variantsById.get(firstVariant) : undefined;
  return variant?.option_names ?? [];
}

export function serializeLine(
  store: CatalogStore,
  line: LineItemRow,
  expand: Set<string>,
  context: LineContext,
): SureCartLineItem {
  const subtotal = lineSubtotal(line);
  return {
    id: line.id,
    object: 'line_item',
    checkout: line.checkout_id,
    quantity: line.quantity,
    price: expandsLine(expand, 'price') ? priceObject(store, line, expand, context) : line.price_id,
    variant: expandsLine(expand, 'variant') ? variantObject(store, line) : line.variant_id,
    variant_options: line.variant_options,
    variant_option_names: variantOptionNames(store, line),
    purchasable_status: purchasableStatus(store, line, context.lines),
    ad_hoc_amount: null,
    discount_amount: 0,
    subtotal_amount: subtotal,
    tax_amount: 0,
    total_amount: subtotal,
    full_amount: subtotal,
    trial: false,
    locked: false,
    created_at: unix(line.created_at),
    updated_at: unix(line.updated_at),
  };
}

/** What a checkout's wire shape is built from. */
export interface CheckoutView extends LineContext {
  checkout: CheckoutRow;
  lines: LineItemRow[];
  /** The paying customer, when the checkout has one and `customer` is expanded. */
  customer: CustomerRow | undefined;
  /** The order's number as shoppers see it (1006), once paid. */
  orderNumber: number | null;
  portalUrl: string;
  /**
   * Read by an anonymous visitor through the shop host, which then leaves
   * `customer` out of its answer altogether.
   */
  anonymous: boolean;
}

function customerObject(view: CheckoutView): SureCartCustomer | string | null {
  if (!view.customer) return view.checkout.customer_id;
  const { id, email, name } = view.customer;
  return { id, object: 'customer', email, name, live_mode: true };
}

/** Every line fits on the one page of the embedded list. */
export function serializeCheckout(store: CatalogStore, view: CheckoutView, expand: Set<string>): SureCartCheckout {
  const { checkout } = view;
  const items = view.lines.map((l) => serializeLine(store, l, expand, view));
  return {
    id: checkout.id,
    object: 'checkout',
    status: checkout.status,
    currency: checkout.currency,
    live_mode: checkout.live_mode,
    email: checkout.email,
    name: checkout.name,
    metadata: checkout.metadata,
    ...checkoutAmounts(store, checkout, view.lines),
    line_items: expand.has('line_items')
      ? {
          object: 'list',
          pagination: { count: items.length, limit: MAX_CHECKOUT_LINES, page: 1, url: '/v1/line_items' },
          data: items,
        }
      : items.map((i) => i.id),
    ...(view.anonymous ? {} : { customer: expand.has('customer') ? customerObject(view) : checkout.customer_id }),
    order: checkout.order_id,
    number: view.orderNumber === null ? null : String(view.orderNumber),
    shipping_address: checkout.shipping_address,
    discount: null,
    payment_intent: null,
    portal_url: view.portalUrl,
    created_at: unix(checkout.created_at),
    updated_at: unix(checkout.updated_at),
  };
}
