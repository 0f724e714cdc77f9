/**
 * Checkouts and line items as the commerce platform keeps them: stored in
 * PGlite, priced from the catalogue, serialised in the platform's shapes
 * (contracts.md section 3.3) with the expansions the shop asks for.
 */
import type { Database } from '../db.ts';
import type { CatalogStore } from './catalog-store.ts';
import { ApiError } from './errors.ts';

export interface CheckoutRow {
  id: string;
  status: 'draft' | 'finalized' | 'paid';
  currency: string;
  live_mode: boolean;
  email: string | null;
  name: string | null;
  shipping_address: Record<string, string> | null;
  shipping_amount: number;
  tax_amount: number;
  customer_id: string | null;
  order_id: string | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface LineItemRow {
  id: string;
  checkout_id: string;
  price_id: string;
  variant_id: string | null;
  quantity: number;
  unit_amount: number;
  price_name: string | null;
  product_id: string;
  variant_options: string[];
  created_at: Date;
  position: number;
  updated_at: Date;
}

export interface CheckoutDetails {
  email: string;
  name: string;
  address: { line1: string; city: string; region: string; postal_code: string; country: 'CA' | 'US' };
  shippingAmount: number;
  taxAmount: number;
}

export interface PaidOrder {
  orderId: string;
  orderNumber: number;
  customerId: string;
  checkout: CheckoutRow;
  lines: LineItemRow[];
}

export interface NewLine {
  price: string;
  variant?: string | null;
  quantity: number;
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export function checkoutNotFound(id: string): ApiError {
  return new ApiError(404, 'not_found', 'checkout.not_found', `Unable to find checkout with id='${id}'`);
}

function lineItemNotFound(id: string): ApiError {
  return new ApiError(404, 'not_found', 'line_item.not_found', `Unable to find line item with id='${id}'`);
}

function unprocessable(code: string, message: string, attribute: string): ApiError {
  return new ApiError(422, 'invalid', code, message, [{ attribute, type: 'invalid', code, message }]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly store: () => CatalogStore,
    private readonly origin: string,
  ) {}

  /** Checks a line against the catalogue and returns what the line keeps of it. */
  private priceLine(line: NewLine) {
    const store = this.store();
    const price = store.pricesById.get(line.price);
    if (!price || price.archived) throw unprocessable('line_item.price.invalid', 'This price is not available.', 'price');
    const product = store.productsById.get(price.product);
    if (!product) throw unprocessable('line_item.price.invalid', 'This price is not available.', 'price');
    let variantOptions: string[] = [];
    let amount = price.amount;
    if (product.variant_ids.length > 0) {
      const variant = line.variant ? store.variantsById.get(line.variant) : undefined;
      if (!variant || variant.product !== product.id) {
        throw unprocessable('line_item.variant.invalid', 'Please choose an available variant of this product.', 'variant');
      }
      variantOptions = [variant.option_1, variant.option_2, variant.option_3].filter((o): o is string => Boolean(o));
      amount = variant.amount ?? price.amount;
    } else if (line.variant) {
      throw unprocessable('line_item.variant.invalid', 'This product has no variants.', 'variant');
    }
    return { price, product, amount, variantOptions, variantId: product.variant_ids.length ? line.variant! : null };
  }

  async find(id: string): Promise<CheckoutRow> {
    if (!UUID.test(id)) throw checkoutNotFound(id);
    const { rows } = await this.db.query<CheckoutRow>('select * from local.checkouts where id = $1', [id]);
    if (!rows[0]) throw checkoutNotFound(id);
    return rows[0];
  }

  private async findOpen(id: string): Promise<CheckoutRow> {
    const checkout = await this.find(id);
    if (checkout.status === 'paid') {
      throw unprocessable('checkout.finalized', 'This checkout has already been paid.', 'checkout');
    }
    return checkout;
  }

  async lines(checkoutId: string): Promise<LineItemRow[]> {
    const { rows } = await this.db.query<LineItemRow>(
      'select * from local.line_items where checkout_id = $1 order by position',
      [checkoutId],
    );
    return rows;
  }

  async create(input: { lineItems: NewLine[]; liveMode: boolean; email?: string | null }): Promise<CheckoutRow> {
    const priced = input.lineItems.map((line) => ({ line, ...this.priceLine(line) }));
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<CheckoutRow>(
        'insert into local.checkouts (live_mode, email) values ($1, $2) returning *',
        [input.liveMode, input.email ?? null],
      );
      const checkout = rows[0]!;
      for (const p of priced) {
        await tx.query(
          `insert into local.line_items (checkout_id, price_id, variant_id, quantity, unit_amount, price_name, product_id, variant_options)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [checkout.id, p.price.id, p.variantId, p.line.quantity, p.amount, p.price.name, p.product.id, JSON.stringify(p.variantOptions)],
        );
      }
      return checkout;
    });
  }

  /** Adds a line; with `consolidate`, a line of the same price and variant takes the quantity instead. */
  async addLine(checkoutId: string, line: NewLine, consolidate: boolean): Promise<LineItemRow> {
    await this.findOpen(checkoutId);
    const p = this.priceLine(line);
    if (consolidate) {
      const { rows } = await this.db.query<LineItemRow>(
        `update local.line_items set quantity = quantity + $4, updated_at = clock_timestamp()
         where checkout_id = $1 and price_id = $2 and variant_id is not distinct from $3 returning *`,
        [checkoutId, p.price.id, p.variantId, line.quantity],
      );
      if (rows[0]) return rows[0];
    }
    const { rows } = await this.db.query<LineItemRow>(
      `insert into local.line_items (checkout_id, price_id, variant_id, quantity, unit_amount, price_name, product_id, variant_options)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
      [checkoutId, p.price.id, p.variantId, line.quantity, p.amount, p.price.name, p.product.id, JSON.stringify(p.variantOptions)],
    );
    await this.touch(checkoutId);
    return rows[0]!;
  }

  private async findLine(id: string): Promise<LineItemRow> {
    if (!UUID.test(id)) throw lineItemNotFound(id);
    const { rows } = await this.db.query<LineItemRow>('select * from local.line_items where id = $1', [id]);
    if (!rows[0]) throw lineItemNotFound(id);
    return rows[0];
  }

  async updateLine(id: string, quantity: number): Promise<LineItemRow> {
    const line = await this.findLine(id);
    await this.findOpen(line.checkout_id);
    if (!this.store().pricesById.has(line.price_id)) {
      throw unprocessable('line_item.price_gone', 'This item is no longer available.', 'price');
    }
    const { rows } = await this.db.query<LineItemRow>(
      'update local.line_items set quantity = $2, updated_at = clock_timestamp() where id = $1 returning *',
      [id, quantity],
    );
    await this.touch(line.checkout_id);
    return rows[0]!;
  }

  async deleteLine(id: string): Promise<LineItemRow> {
    const line = await this.findLine(id);
    await this.findOpen(line.checkout_id);
    await this.db.query('delete from local.line_items where id = $1', [id]);
    await this.touch(line.checkout_id);
    return line;
  }

  /** Saves the shopper's details and the shipping and tax they lead to. */
  async saveDetails(id: string, details: CheckoutDetails): Promise<CheckoutRow> {
    await this.findOpen(id);
    const { rows } = await this.db.query<CheckoutRow>(
      `update local.checkouts set email = $2, name = $3, shipping_address = $4, shipping_amount = $5, tax_amount = $6,
         status = 'finalized', updated_at = now() where id = $1 returning *`,
      [id, details.email.toLowerCase(), details.name, JSON.stringify(details.address), details.shippingAmount, details.taxAmount],
    );
    return rows[0]!;
  }

  /**
   * Takes the (test) payment: the customer is found or created by e-mail, the
   * order is created, the checkout marked paid, and an `order.paid` event
   * recorded for the accounts work that links customers to profiles.
   */
  async pay(id: string): Promise<PaidOrder> {
    const checkout = await this.findOpen(id);
    const lines = await this.lines(id);
    if (!checkout.email || !checkout.shipping_address) {
      throw unprocessable('checkout.details_missing', 'Enter your details before paying.', 'email');
    }
    if (!lines.some((l) => this.purchasableStatus(l) === 'purchasable')) {
      throw unprocessable('checkout.empty', 'There is nothing to pay for in this checkout.', 'line_items');
    }
    const amounts = this.amounts(checkout, lines);
    return this.db.transaction(async (tx) => {
      const customer = await tx.query<{ id: string }>(
        `insert into local.customers (id, email, name) values ('cus_' || replace(gen_random_uuid()::text, '-', ''), $1, $2)
         on conflict (email) do update set name = coalesce(excluded.name, local.customers.name) returning id`,
        [checkout.email, checkout.name],
      );
      const customerId = customer.rows[0]!.id;
      const order = await tx.query<{ id: string; number: number }>(
        `insert into local.orders (id, checkout_id, customer_id, total_amount, currency)
         values ('ord_' || replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, $4) returning id, number`,
        [id, customerId, amounts.total_amount, checkout.currency],
      );
      const { id: orderId, number } = order.rows[0]!;
      const paid = await tx.query<CheckoutRow>(
        `update local.checkouts set status = 'paid', order_id = $2, customer_id = $3, paid_at = now(), updated_at = now()
         where id = $1 returning *`,
        [id, orderId, customerId],
      );
      await tx.query(`insert into local.events (type, data) values ('order.paid', $1)`, [
        JSON.stringify({ order_id: orderId, checkout_id: id, customer_id: customerId, email: checkout.email, total_amount: amounts.total_amount, currency: checkout.currency }),
      ]);
      return { orderId, orderNumber: 1000 + number, customerId, checkout: paid.rows[0]!, lines };
    });
  }

  private async customer(id: string | null) {
    if (!id) return null;
    const { rows } = await this.db.query<{ id: string; email: string; name: string | null }>('select * from local.customers where id = $1', [id]);
    const customer = rows[0];
    return customer ? { id: customer.id, object: 'customer', email: customer.email, name: customer.name, live_mode: true } : id;
  }

  private async touch(checkoutId: string): Promise<void> {
    await this.db.query('update local.checkouts set updated_at = now() where id = $1', [checkoutId]);
  }

  /** Whether a line can still be bought (its price is on the catalogue). */
  purchasableStatus(line: LineItemRow): 'purchasable' | 'price_gone' {
    return this.store().pricesById.has(line.price_id) ? 'purchasable' : 'price_gone';
  }

  /** Amounts of a checkout; lines whose price is gone are not charged. */
  amounts(checkout: CheckoutRow, lines: LineItemRow[]) {
    const subtotal = lines
      .filter((l) => this.purchasableStatus(l) === 'purchasable')
      .reduce((sum, l) => sum + l.unit_amount * l.quantity, 0);
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

  portalUrl(checkoutId: string): string {
    return `${this.origin}/checkout/${checkoutId}`;
  }

  serializeLine(line: LineItemRow, expand: Set<string>) {
    const store = this.store();
    const price = store.pricesById.get(line.price_id);
    const product = store.productsById.get(line.product_id);
    const variant = line.variant_id ? store.variantsById.get(line.variant_id) : undefined;
    const status = this.purchasableStatus(line);
    const productObject = product
      ? {
          id: product.id,
          object: 'product',
          name: product.name,
          slug: product.slug,
          line_item_image: product.line_item_image,
          metadata: product.metadata,
        }
      : line.product_id;
    const priceObject = {
      id: line.price_id,
      object: 'price',
      name: line.price_name,
      amount: price?.amount ?? line.unit_amount,
      currency: 'cad',
      archived: !price,
      product: expand.has('price.product') ? productObject : line.product_id,
    };
    const variantObject = variant
      ? {
          id: variant.id,
          object: 'variant',
          option_1: variant.option_1,
          option_2: variant.option_2,
          option_3: variant.option_3,
          amount: variant.amount,
          line_item_image: variant.line_item_image,
          metadata: variant.metadata,
        }
      : line.variant_id;
    const subtotal = line.unit_amount * line.quantity;
    return {
      id: line.id,
      object: 'line_item',
      checkout: line.checkout_id,
      quantity: line.quantity,
      price: expand.has('line_item.price') || expand.has('line_items.price') ? priceObject : line.price_id,
      variant: expand.has('line_item.variant') || expand.has('line_items.variant') ? variantObject : line.variant_id,
      variant_options: line.variant_options,
      variant_option_names: product ? (store.variantsById.get(product.variant_ids[0] ?? '')?.option_names ?? []) : [],
      purchasable_status: status,
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

  async serialize(checkout: CheckoutRow, expand: Set<string>) {
    const lines = await this.lines(checkout.id);
    const items = lines.map((l) => this.serializeLine(l, expand));
    return {
      id: checkout.id,
      object: 'checkout',
      status: checkout.status,
      currency: checkout.currency,
      live_mode: checkout.live_mode,
      email: checkout.email,
      name: checkout.name,
      metadata: {},
      ...this.amounts(checkout, lines),
      line_items: expand.has('line_items')
        ? { object: 'list', pagination: { count: items.length, limit: 100, page: 1, url: '/v1/line_items' }, data: items }
        : items.map((i) => i.id),
      customer: expand.has('customer') ? await this.customer(checkout.customer_id) : checkout.customer_id,
      order: checkout.order_id,
      shipping_address: checkout.shipping_address,
      discount: null,
      payment_intent: null,
      portal_url: this.portalUrl(checkout.id),
      created_at: unix(checkout.created_at),
      updated_at: unix(checkout.updated_at),
    };
  }
}
