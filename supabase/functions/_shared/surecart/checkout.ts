/**
 * SureCart's checkouts and line items as the shop host's proxy
 * (`/wp-json/surecart/v1`) sends and takes them, written once: the cart's
 * reader takes its field names from these types (it reads them by hand, so
 * that no zod reaches the browser), the shop types its request bodies with
 * them, the embedded backend types what it sends with them, and the tests
 * parse its answers with them. docs/integrations.md says what the cart reads.
 */
import * as z from 'zod/mini';
import { catalogWire } from './catalog.ts';
import { exact, listEnvelope, tolerant, type OptionalRule } from './fields.ts';

/**
 * The picture the shop host computes for a cart line (`line_item_image`): the attachment's thumbnail
 * `{src, alt, width, height}`, with `srcset` and `sizes` when WordPress has other sizes of its shape;
 * the host's placeholder `{src, type: 'fallback'}` for a product without one, `{}` for such a variant.
 * The platform's own API does not send it: only checkouts read through the host carry it.
 */
const lineItemImage = (optional: OptionalRule) =>
  z.object({
    src: optional(z.string()),
    alt: optional(z.string()),
    width: optional(z.number()),
    height: optional(z.number()),
    srcset: optional(z.string()),
    sizes: optional(z.string()),
    type: optional(z.string()),
  });

export function checkoutWire(optional: OptionalRule) {
  const { price, variant, product } = catalogWire(optional);

  /**
   * The product of a line's price (`price.product`): the catalogue's, with its line picture. The cart
   * needs none of its dates, so the embedded backend sends only what the cart reads.
   */
  const lineProduct = z.extend(product, {
    created_at: optional(z.int()),
    line_item_image: optional(lineItemImage(optional)),
  });

  const linePrice = z.extend(price, { product: optional(z.union([z.string(), lineProduct])) });

  const lineVariant = z.extend(variant, { line_item_image: optional(lineItemImage(optional)) });

  const lineItem = z.object({
    id: z.string(),
    object: optional(z.literal('line_item')),
    checkout: optional(z.string()),
    quantity: z.int(),
    /** The price's id, or the price when `line_item.price` is expanded. */
    price: z.union([z.string(), linePrice]),
    /** The variant's id, or the variant when `line_item.variant` is expanded; null without one. */
    variant: optional(z.union([z.string(), lineVariant])),
    /** The line's option values, in option_1..3 order. */
    variant_options: optional(z.array(z.string())),
    variant_option_names: optional(z.array(z.string())),
    /**
     * `purchasable`, or why the line cannot be bought (`price_gone`, `out_of_stock`, …); the
     * platform's own type spells one `variant_mising`. Text, so a new reason reaches the reader.
     */
    purchasable_status: optional(z.string()),
    ad_hoc_amount: optional(z.int()),
    discount_amount: optional(z.int()),
    subtotal_amount: optional(z.int()),
    tax_amount: optional(z.int()),
    total_amount: optional(z.int()),
    full_amount: optional(z.int()),
    trial: optional(z.boolean()),
    locked: optional(z.boolean()),
    created_at: optional(z.int()),
    updated_at: optional(z.int()),
  });

  const customer = z.object({
    id: z.string(),
    object: optional(z.literal('customer')),
    email: optional(z.string()),
    name: optional(z.string()),
    live_mode: optional(z.boolean()),
  });

  const order = z.object({ id: z.string(), object: optional(z.literal('order')), number: optional(z.string()) });

  const checkout = z.object({
    id: z.string(),
    object: optional(z.literal('checkout')),
    status: optional(z.string()),
    currency: z.string(),
    live_mode: optional(z.boolean()),
    email: optional(z.string()),
    name: optional(z.string()),
    /** `locale: "fr"` for a checkout started on a French page. */
    metadata: optional(z.record(z.string(), z.string())),
    subtotal_amount: optional(z.int()),
    discount_amount: optional(z.int()),
    shipping_amount: optional(z.int()),
    tax_amount: optional(z.int()),
    total_amount: optional(z.int()),
    full_amount: optional(z.int()),
    amount_due: optional(z.int()),
    remaining_amount_due: optional(z.int()),
    paid_amount: optional(z.int()),
    applied_balance_amount: optional(z.int()),
    /** A list envelope when `line_items` is expanded, else the lines' ids. */
    line_items: optional(z.union([listEnvelope(lineItem, optional), z.array(z.string())])),
    /** Left out by the shop host for anonymous visitors. */
    customer: optional(z.union([z.string(), customer])),
    /** Set once paid: the order's id, or the order when expanded. */
    order: optional(z.union([z.string(), order])),
    /** The order's number as shoppers see it ("1006"), once paid. */
    number: optional(z.string()),
    shipping_address: optional(z.record(z.string(), z.unknown())),
    discount: optional(z.unknown()),
    payment_intent: optional(z.unknown()),
    /** The hosted checkout page. */
    portal_url: optional(z.string()),
    created_at: optional(z.int()),
    updated_at: optional(z.int()),
  });

  return { lineProduct, linePrice, lineVariant, lineItem, customer, order, checkout };
}

/*
 * Request bodies. Line-item bodies are flat, as SureCart's own cart client
 * sends them: the shop host wraps what it receives under `line_item` itself,
 * so a wrapped body would reach the platform as `line_item.line_item`. A field
 * a line item does not have is refused, as the platform refuses it.
 */

/** One line of a new checkout, and the base of `POST /line_items`. */
const newLine = {
  price: z.string().check(z.minLength(1)),
  quantity: z.int(),
  variant: z.optional(z.nullable(z.string().check(z.minLength(1)))),
};

/** `POST /checkouts`: the first lines, the mode and the metadata (the page to return to; from a French page, the language). */
export const createCheckoutBody = z.object({
  line_items: z.optional(z.array(z.object(newLine))),
  live_mode: z.optional(z.boolean()),
  email: z.optional(z.nullable(z.string())),
  metadata: z.optional(z.record(z.string(), z.string())),
});

/** `POST /line_items?consolidate=true`. */
export const createLineBody = z.strictObject({ checkout: z.string().check(z.minLength(1)), ...newLine });

/** `PATCH /line_items/{id}?consolidate=true`. */
export const updateLineBody = z.strictObject({ quantity: z.int() });

/** `DELETE /line_items/{id}`'s answer. */
export const deletedLine = z.object({ id: z.string(), object: z.literal('line_item'), deleted: z.literal(true) });

/** The shop host's error answer (a WordPress error). */
export const hostError = z.object({
  code: z.string(),
  message: z.string(),
  data: z.optional(z.object({ status: z.int(), http_status: z.optional(z.string()), type: z.optional(z.string()) })),
  additional_errors: z.optional(
    z.array(
      z.object({
        code: z.string(),
        message: z.string(),
        data: z.optional(z.object({ attribute: z.optional(z.string()), type: z.optional(z.string()) })),
      }),
    ),
  ),
});

/** As the tests read the backend's answers and the cart's reader names its fields: see ./fields.ts. */
export const checkouts = checkoutWire(tolerant);
/** As `npm run check:live` judges them. */
export const exactCheckouts = checkoutWire(exact);

export type SureCartCheckout = z.input<typeof checkouts.checkout>;
export type SureCartLineItem = z.input<typeof checkouts.lineItem>;
export type SureCartLinePrice = z.input<typeof checkouts.linePrice>;
export type SureCartLineProduct = z.input<typeof checkouts.lineProduct>;
export type SureCartLineVariant = z.input<typeof checkouts.lineVariant>;
export type SureCartCustomer = z.input<typeof checkouts.customer>;
export type SureCartOrder = z.input<typeof checkouts.order>;
export type CreateCheckoutBody = z.input<typeof createCheckoutBody>;
export type CreateLineBody = z.input<typeof createLineBody>;
export type UpdateLineBody = z.input<typeof updateLineBody>;
export type DeletedLine = z.input<typeof deletedLine>;
export type HostError = z.input<typeof hostError>;
