/**
 * Reads the shop host's checkout objects into the shop's cart types, in the
 * browser. Written by hand over ./wire.ts rather than with zod, to keep the
 * cart, which every page loads, light; a response without the fields the
 * cart needs still fails loudly here. The field names are SureCart's wire
 * format (supabase/functions/_shared/surecart/checkout.ts), imported as types only, so a field
 * read here that the format does not have is a type error and no zod ships.
 */
import type { Unchecked } from '~shared/surecart/fields.ts';
import type {
  SureCartCheckout,
  SureCartLineItem,
  SureCartLinePrice,
  SureCartLineProduct,
  SureCartLineVariant,
  SureCartOrder,
} from '~shared/surecart/checkout.ts';
import { PURCHASABLE_STATUSES, type CartLine, type Checkout, type PurchasableStatus } from './checkout-types.ts';
import { catalogText } from '~/i18n/catalog-text.ts';
import { currentLocale } from '~/i18n/index.ts';
import { currencyCode, isObject, lineItemImage, optionValues, stockFields, text } from './wire.ts';
import { BACKORDER_DATE_KEY, backorderDate } from '~/features/catalog/delivery.ts';

/** What the cart reads a checkout with: its lines with their prices, variants and products, and more. */
export const CART_EXPANSIONS = [
  'line_items',
  'line_item.price',
  'line_item.variant',
  'variant.image',
  'price.product',
  'product.product_medias',
  'product.product_collections',
  'customer',
  'customer.shipping_address',
  'shipping_address',
  'payment_intent',
  'discount',
  'discount.promotion',
  'discount.coupon',
  'recommended_bumps',
  'upsell',
  'tax_identifier',
  'manual_payment_method',
  'shipping_choices',
] as const;

/** What the thank-you page reads an order's checkout with. */
export const ORDER_EXPANSIONS = ['line_items', 'line_item.price', 'line_item.variant', 'price.product'] as const;

type RawCheckout = Unchecked<SureCartCheckout>;
type RawLine = Unchecked<SureCartLineItem>;
type RawPrice = Unchecked<SureCartLinePrice>;
type RawProduct = Unchecked<SureCartLineProduct>;
type RawVariant = Unchecked<SureCartLineVariant>;

/** An object of the wire format, with its values still to be checked; null for anything else. */
const objectOf = <T>(value: unknown): Unchecked<T> | null => (isObject(value) ? (value as Unchecked<T>) : null);

function fail(what: string): never {
  throw new TypeError(`Unexpected checkout response: ${what}`);
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
/** A relation is its id, or the expanded object with its id. */
const idOf = (value: unknown): string | null => (isObject(value) ? text(value.id) : text(value));

/** The platform's own type spells one status `variant_mising`; it means `variant_missing`. */
const STATUS_SPELLINGS: Record<string, PurchasableStatus> = { variant_mising: 'variant_missing' };

/**
 * A line without a status is purchasable. A status the shop does not know is logged and read as
 * `unknown` (not purchasable): that line shows as no longer available and the rest of the cart
 * still works, rather than the whole cart failing to load and being forgotten.
 */
function purchasableStatus(raw: unknown): PurchasableStatus {
  if (raw === undefined || raw === null) return 'purchasable';
  const known =
    PURCHASABLE_STATUSES.find((status) => status === raw) ??
    (typeof raw === 'string' ? STATUS_SPELLINGS[raw] : undefined);
  if (known) return known;
  console.warn(`Unexpected checkout response: unknown purchasable_status ${String(raw)}`);
  return 'unknown';
}

function readLine(value: unknown, currency: string): CartLine {
  const raw: RawLine = objectOf<SureCartLineItem>(value) ?? fail('line item is not an object');
  const id = text(raw.id) ?? fail('line item without id');
  const price: RawPrice | null = objectOf<SureCartLinePrice>(raw.price);
  const product: RawProduct | null = price ? objectOf<SureCartLineProduct>(price.product) : null;
  const variant: RawVariant | null = objectOf<SureCartLineVariant>(raw.variant);
  const variantOptions = Array.isArray(raw.variant_options)
    ? raw.variant_options.filter((o): o is string => typeof o === 'string' && o !== '')
    : variant
      ? optionValues(variant)
      : [];
  const quantity = count(raw.quantity);
  const subtotal = count(raw.subtotal_amount);
  const image = lineItemImage(variant) ?? lineItemImage(product);
  return {
    id,
    quantity,
    priceId: idOf(raw.price) ?? fail('line item without price'),
    priceName: price ? text(price.name) : null,
    unitAmount:
      quantity > 0 && subtotal > 0 ? Math.round(subtotal / quantity) : count(variant?.amount) || count(price?.amount),
    currency,
    productId: product ? text(product.id) : price ? idOf(price.product) : null,
    productName: product ? productName(product) : '',
    productSlug: product ? text(product.slug) : null,
    variantId: idOf(raw.variant),
    variantOptions,
    imageUrl: image?.url ?? null,
    imageSrcSet: image?.srcSet ?? null,
    purchasableStatus: purchasableStatus(raw.purchasable_status),
    stock: product ? stockFields(product, variant) : null,
    backorderDate:
      variant && isObject(variant.metadata) ? backorderDate(text(variant.metadata[BACKORDER_DATE_KEY])) : null,
  };
}

/** The product's name in the page's language: its French name (metadata `name_fr`) on French pages when it has one. */
function productName(product: RawProduct): string {
  const name = text(product.name) ?? '';
  const metadata = isObject(product.metadata)
    ? Object.fromEntries(
        Object.entries(product.metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : null;
  return catalogText({ name, description: null, metadata }, currentLocale()).name;
}

/**
 * The order number shoppers see, as the platform's own order confirmation reads it: the checkout's
 * `number`, else the expanded order's. Never the order's id, which no shopper sees anywhere else.
 */
function orderNumber(raw: RawCheckout): string | null {
  const number = raw.number ?? objectOf<SureCartOrder>(raw.order)?.number;
  return typeof number === 'number' && Number.isInteger(number) ? String(number) : text(number);
}

/** Reads a checkout object (with `line_items` expanded) into the shop's type. */
export function readCheckout(value: unknown): Checkout {
  const raw: RawCheckout = objectOf<SureCartCheckout>(value) ?? fail('not an object');
  const currency = currencyCode(text(raw.currency) ?? fail('checkout without currency'));
  const lineItems = isObject(raw.line_items) && Array.isArray(raw.line_items.data) ? raw.line_items.data : [];
  return {
    id: text(raw.id) ?? fail('checkout without id'),
    status: text(raw.status) ?? 'draft',
    currency,
    lines: lineItems.map((line) => readLine(line, currency)),
    portalUrl: text(raw.portal_url),
    orderId: idOf(raw.order),
    orderNumber: orderNumber(raw),
    customerId: idOf(raw.customer),
    subtotalAmount: count(raw.subtotal_amount),
    discountAmount: count(raw.discount_amount),
    shippingAmount: count(raw.shipping_amount),
    taxAmount: count(raw.tax_amount),
    totalAmount: count(raw.total_amount),
    amountDue: count(raw.amount_due),
  };
}
