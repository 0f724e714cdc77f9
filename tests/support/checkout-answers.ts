/**
 * The shop host's checkout answers, as the cart and the thank-you page read
 * them, made by the embedded backend's own serialiser
 * (local/commerce/checkout-serialize.ts) from the demo catalogue, so they
 * follow what the backend sends: `created`, a checkout just made with one
 * bottle; `cart`, the bottle twice, a bike variant with its own amount and a
 * line whose price was then retired, read with the cart's expansions; and
 * `order`, a bike paid from Quebec, read with the thank-you page's.
 */
import { loadCatalog } from '../../local/catalog/index.ts';
import { CatalogStore } from '../../local/commerce/catalog-store.ts';
import { priceLine, type PricedLine } from '../../local/commerce/checkout-pricing.ts';
import { serializeCheckout } from '../../local/commerce/checkout-serialize.ts';
import { parseProductQuery, runProductQuery } from '../../local/commerce/product-query.ts';
import type { CheckoutRow, LineItemRow } from '../../local/commerce/checkout-rows.ts';
import { shopperOrderNumber } from '../../local/commerce/checkout-storage.ts';
import { PLACEHOLDER_IMAGE_PATH } from '../../local/commerce/placeholder-image.ts';
import { shippingAmount, taxAmount } from '../../local/commerce/shipping.ts';
import type {
  SureCartCheckout,
  SureCartLineItem,
  SureCartLinePrice,
  SureCartLineProduct,
  SureCartLineVariant,
} from '../../supabase/functions/_shared/surecart/checkout.ts';
import { CART_EXPANSIONS, ORDER_EXPANSIONS } from '~/lib/surecart/checkout-reader.ts';

const ORIGIN = 'http://127.0.0.1:54398';
const NOW = new Date('2025-06-01T12:00:00Z');

/** A line with its price, the price's product and its variant expanded, as these answers have them. */
export type ExpandedLine = Omit<SureCartLineItem, 'price' | 'variant'> & {
  price: Omit<SureCartLinePrice, 'product'> & {
    product: Omit<SureCartLineProduct, 'line_item_image'> & { line_item_image: { src: string } };
  };
  variant: SureCartLineVariant | null;
};

/** A checkout with its lines expanded. */
export type CheckoutAnswer = Omit<SureCartCheckout, 'line_items'> & { line_items: { data: ExpandedLine[] } };

const catalog = loadCatalog({ mediaOrigin: ORIGIN });
const store = new CatalogStore(catalog);

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo catalogue has no ${what}`);
  return value;
}

/** The products as the commerce API lists them (`GET /v1/products?limit=100&archived=false&status[]=published`, what shoppers see), where the answers pick theirs. */
const listed = runProductQuery(
  store,
  parseProductQuery(new URLSearchParams('limit=100&archived=false&status[]=published')),
).items;
const variantsOf = (productId: string) => catalog.variants.filter((v) => v.product === productId);
const bottle = found(
  listed.find((p) => p.variant_ids.length === 0 && p.price_ids.length === 1),
  'product with one price and no variant',
);
const bike = found(
  listed.find((p) => variantsOf(p.id).some((v) => v.amount !== null)),
  'variant with its own amount',
);
const twoPrices = found(
  listed.find((p) => p.id !== bike.id && p.price_ids.length > 1),
  'other product with several prices',
);
const dearVariant = found(
  variantsOf(bike.id).find((v) => v.amount !== null),
  'variant with its own amount',
);
const retiredPrice = found(twoPrices.price_ids.at(-1), 'price to retire');

function checkoutRow(id: string, changes: Partial<CheckoutRow> = {}): CheckoutRow {
  return {
    id,
    status: 'draft',
    currency: 'cad',
    live_mode: true,
    email: null,
    name: null,
    shipping_address: null,
    metadata: {},
    return_url: null,
    shipping_amount: 0,
    tax_amount: 0,
    customer_id: null,
    order_id: null,
    paid_at: null,
    created_at: NOW,
    updated_at: NOW,
    ...changes,
  };
}

/** A line as the backend stores it once `priced` was added `quantity` times over. */
function lineRow(checkoutId: string, position: number, priced: PricedLine): LineItemRow {
  return {
    id: `${checkoutId}-line-${position}`,
    checkout_id: checkoutId,
    price_id: priced.price.id,
    variant_id: priced.variantId,
    quantity: priced.quantity,
    unit_amount: priced.unitAmount,
    price_name: priced.price.name,
    product_id: priced.product.id,
    variant_options: priced.variantOptions,
    created_at: NOW,
    position,
    updated_at: NOW,
  };
}

/** The answer the shop host gives an anonymous visitor, with its lines checked to be expanded. */
function answer(
  from: CatalogStore,
  checkout: CheckoutRow,
  lines: LineItemRow[],
  expand: readonly string[],
  orderNumber: number | null = null,
): CheckoutAnswer {
  const serialized = serializeCheckout(
    from,
    {
      checkout,
      lines,
      customer: undefined,
      orderNumber,
      portalUrl: `${ORIGIN}/checkout/${checkout.id}`,
      placeholderImageUrl: `${ORIGIN}${PLACEHOLDER_IMAGE_PATH}`,
      anonymous: true,
    },
    new Set(expand),
  );
  const items = serialized.line_items;
  if (!items || Array.isArray(items)) throw new Error('the answer came without its lines expanded');
  for (const line of items.data)
    if (typeof line.price !== 'object' || typeof line.price.product !== 'object' || typeof line.variant === 'string')
      throw new Error(`line ${line.id} came without its price, product or variant expanded`);
  return serialized as CheckoutAnswer;
}

const bottleLine = (quantity: number) => priceLine(store, { price: bottle.price_ids[0]!, quantity });
const bikeLine = priceLine(store, { price: bike.price_ids[0]!, variant: dearVariant.id, quantity: 1 });

const created = answer(
  store,
  checkoutRow('checkout-created'),
  [lineRow('checkout-created', 1, bottleLine(1))],
  [...CART_EXPANSIONS],
);

/** The catalogue once the other product's last price was retired. */
const afterRetiring = new CatalogStore({ ...catalog, prices: catalog.prices.filter((p) => p.id !== retiredPrice) });
const cart = answer(
  afterRetiring,
  checkoutRow('checkout-cart'),
  [
    lineRow('checkout-cart', 1, bottleLine(2)),
    lineRow('checkout-cart', 2, bikeLine),
    lineRow(
      'checkout-cart',
      3,
      priceLine(store, { price: retiredPrice, variant: variantsOf(twoPrices.id)[0]?.id, quantity: 1 }),
    ),
  ],
  CART_EXPANSIONS,
);

const shipping = shippingAmount('CA', bikeLine.unitAmount);
const order = answer(
  store,
  checkoutRow('checkout-order', {
    status: 'paid',
    email: 'ana@example.ca',
    name: 'Ana Roy',
    shipping_address: {
      city: 'Montréal',
      line1: '123 rue Saint-Denis',
      region: 'QC',
      country: 'CA',
      postal_code: 'H2X 1Y4',
    },
    shipping_amount: shipping,
    tax_amount: taxAmount('CA', 'QC', bikeLine.unitAmount, shipping),
    customer_id: 'cus_ana',
    order_id: 'ord_aaadfd0810ae45a2b6d8615c66ff2aed',
    paid_at: NOW,
  }),
  [lineRow('checkout-order', 1, bikeLine)],
  ORDER_EXPANSIONS,
  shopperOrderNumber(1),
);

/** The three answers; each test copies what it changes. */
export const checkoutAnswers = { created, cart, order };
