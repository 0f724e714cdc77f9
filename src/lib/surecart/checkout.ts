/**
 * The shop host's checkout endpoints (spec section 7, "Shop host checkout
 * endpoints"), called from the browser by the cart. Responses are read by a
 * small hand-written mapper rather than zod, to keep the cart, which every
 * page loads, light; a response without the fields the cart needs still
 * fails loudly here.
 */
import { checkoutApiUrl, commercePublicToken } from '../env.ts';
import { fetchJson } from '../http.ts';
import type { CartLine, Checkout } from './checkout-types.ts';

/** The checkout form of the shop host (spec section 9). */
export const CHECKOUT_FORM_ID = 148;

/** What the cart reads a checkout with (spec section 7: line items, prices, variants, products and more). */
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

type Json = Record<string, unknown>;

function fail(what: string): never {
  throw new TypeError(`Unexpected checkout response: ${what}`);
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const idOf = (value: unknown): string | null => (isObject(value) ? text(value.id) : text(value));

function readLine(raw: unknown, currency: string): CartLine {
  if (!isObject(raw)) fail('line item is not an object');
  const id = text(raw.id) ?? fail('line item without id');
  const price = isObject(raw.price) ? raw.price : null;
  const product = price && isObject(price.product) ? price.product : null;
  const variant = isObject(raw.variant) ? raw.variant : null;
  const variantOptions = Array.isArray(raw.variant_options)
    ? raw.variant_options.filter((o): o is string => typeof o === 'string' && o !== '')
    : variant
      ? [variant.option_1, variant.option_2, variant.option_3].filter((o): o is string => typeof o === 'string' && o !== '')
      : [];
  const image = (source: Json | null) => (source && isObject(source.line_item_image) ? text(source.line_item_image.src) : null);
  const quantity = count(raw.quantity);
  const subtotal = count(raw.subtotal_amount);
  return {
    id,
    quantity,
    priceId: idOf(raw.price) ?? fail('line item without price'),
    priceName: price ? text(price.name) : null,
    unitAmount: quantity > 0 && subtotal > 0 ? Math.round(subtotal / quantity) : count(variant?.amount) || count(price?.amount),
    currency,
    productId: product ? text(product.id) : price ? idOf(price.product) : null,
    productName: (product && text(product.name)) ?? '',
    productSlug: product ? text(product.slug) : null,
    variantId: idOf(raw.variant),
    variantOptions,
    imageUrl: image(variant) ?? image(product),
    purchasableStatus: text(raw.purchasable_status) ?? 'purchasable',
  };
}

/** Reads a checkout object (with `line_items` expanded) into the shop's type. */
export function readCheckout(raw: unknown): Checkout {
  if (!isObject(raw)) fail('not an object');
  const currency = (text(raw.currency) ?? 'cad').toUpperCase();
  const lineItems = isObject(raw.line_items) && Array.isArray(raw.line_items.data) ? raw.line_items.data : [];
  return {
    id: text(raw.id) ?? fail('checkout without id'),
    status: text(raw.status) ?? 'draft',
    currency,
    lines: lineItems.map((line) => readLine(line, currency)),
    portalUrl: text(raw.portal_url),
    orderId: idOf(raw.order),
    customerId: idOf(raw.customer),
    subtotalAmount: count(raw.subtotal_amount),
    discountAmount: count(raw.discount_amount),
    shippingAmount: count(raw.shipping_amount),
    taxAmount: count(raw.tax_amount),
    totalAmount: count(raw.total_amount),
    amountDue: count(raw.amount_due),
  };
}

function expandParams(expansions: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const expansion of expansions) params.append('expand[]', expansion);
  return params;
}

const json = (body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** GET /checkouts/{id} with the cart's expansions, the form id, a timestamp and the user's locale. */
export async function getCheckout(id: string, signal?: AbortSignal): Promise<Checkout> {
  const params = expandParams(CART_EXPANSIONS);
  params.set('form_id', String(CHECKOUT_FORM_ID));
  params.set('t', String(Date.now()));
  params.set('_locale', 'user');
  return readCheckout(await fetchJson(`${checkoutApiUrl}/checkouts/${encodeURIComponent(id)}?${params}`, { signal }));
}

/** The thank-you page's read: the order's lines, prices, variants and products, with the public key. */
export async function getOrderCheckout(id: string, signal?: AbortSignal): Promise<Checkout> {
  const url = `${checkoutApiUrl}/checkouts/${encodeURIComponent(id)}?${expandParams(ORDER_EXPANSIONS)}`;
  return readCheckout(await fetchJson(url, { signal, headers: { Authorization: `Bearer ${commercePublicToken}` } }));
}

export interface LineToAdd {
  priceId: string;
  variantId: string | null;
}

const lineBody = (line: LineToAdd) => ({ price: line.priceId, quantity: 1, ...(line.variantId ? { variant: line.variantId } : {}) });

/** POST /checkouts with the first line; the response's id becomes the stored cart id. */
export async function createCheckout(line: LineToAdd): Promise<Checkout> {
  const url = `${checkoutApiUrl}/checkouts?${expandParams(CART_EXPANSIONS)}`;
  return readCheckout(await fetchJson(url, json({ line_items: [lineBody(line)], live_mode: true })));
}

/** POST /line_items?consolidate=true: the same price and variant raise that line's quantity. */
export async function addLineItem(checkoutId: string, line: LineToAdd): Promise<void> {
  await fetchJson(`${checkoutApiUrl}/line_items?consolidate=true`, json({ line_item: { checkout: checkoutId, ...lineBody(line) } }));
}

/** PATCH /line_items/{id}?consolidate=true with the new quantity. */
export async function updateLineItem(lineId: string, quantity: number): Promise<void> {
  await fetchJson(`${checkoutApiUrl}/line_items/${encodeURIComponent(lineId)}?consolidate=true`, json({ line_item: { quantity } }, 'PATCH'));
}

/** DELETE /line_items/{id}?consolidate=true. */
export async function deleteLineItem(lineId: string): Promise<void> {
  await fetchJson(`${checkoutApiUrl}/line_items/${encodeURIComponent(lineId)}?consolidate=true`, { method: 'DELETE' });
}
