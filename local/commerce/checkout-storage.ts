/**
 * Checkouts, line items, customers and orders in PGlite: every SQL statement
 * of the checkout endpoints and the hosted checkout, and nothing else (the
 * rows they read and write are checkout-rows.ts).
 */
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db.ts';
import type { PricedLine } from './checkout-pricing.ts';
import type { CheckoutDetails, CheckoutRow, CustomerRow, LineItemRow, RecordedPayment } from './checkout-rows.ts';

/** The most of one line a checkout holds; adding more of it stops there. */
export const MAX_LINE_QUANTITY = 999;
/** The most distinct lines (price and variant) a checkout holds. */
export const MAX_CHECKOUT_LINES = 100;

/** The order number shoppers see: the stored sequence, starting at 1001. */
export const shopperOrderNumber = (sequence: number) => 1000 + sequence;

/** Called with a checkout's line count after lines were added; throwing undoes the additions. */
export type LineCountCheck = (count: number) => void;

type Queryable = Pick<Transaction, 'query'>;

/** Ids are uuids: anything else cannot be stored, so it is simply not found. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Adds one line, or merges it into the line of the same price and variant
 * (the unique constraint makes racing adds merge too), capping the quantity.
 */
async function upsertLine(db: Queryable, checkoutId: string, line: PricedLine): Promise<LineItemRow> {
  const { rows } = await db.query<LineItemRow>(
    `insert into local.line_items (checkout_id, price_id, variant_id, quantity, unit_amount, price_name, product_id, variant_options)
     values ($1, $2, $3, least($4::integer, $9::integer), $5, $6, $7, $8)
     on conflict (checkout_id, price_id, variant_id) do update
       set quantity = least(local.line_items.quantity + excluded.quantity, $9::integer), updated_at = clock_timestamp()
     returning *`,
    [
      checkoutId,
      line.price.id,
      line.variantId,
      line.quantity,
      line.unitAmount,
      line.price.name,
      line.product.id,
      JSON.stringify(line.variantOptions),
      MAX_LINE_QUANTITY,
    ],
  );
  return rows[0]!;
}

/** Marks a checkout as changed, as any change to its lines does. */
async function touch(db: Queryable, checkoutId: string): Promise<void> {
  await db.query('update local.checkouts set updated_at = now() where id = $1', [checkoutId]);
}

async function addLinesIn(tx: Transaction, checkoutId: string, lines: PricedLine[], check: LineCountCheck) {
  const added: LineItemRow[] = [];
  for (const line of lines) added.push(await upsertLine(tx, checkoutId, line));
  const { rows } = await tx.query<{ count: number }>(
    'select count(*)::integer as count from local.line_items where checkout_id = $1',
    [checkoutId],
  );
  check(rows[0]!.count);
  await touch(tx, checkoutId);
  return added;
}

export class CheckoutStorage {
  constructor(private readonly db: Database) {}

  async findCheckout(id: string): Promise<CheckoutRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const { rows } = await this.db.query<CheckoutRow>('select * from local.checkouts where id = $1', [id]);
    return rows[0];
  }

  /** A checkout's lines, in the order they were first added. */
  async lines(checkoutId: string): Promise<LineItemRow[]> {
    const { rows } = await this.db.query<LineItemRow>(
      'select * from local.line_items where checkout_id = $1 order by position',
      [checkoutId],
    );
    return rows;
  }

  async findLine(id: string): Promise<LineItemRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const { rows } = await this.db.query<LineItemRow>('select * from local.line_items where id = $1', [id]);
    return rows[0];
  }

  /** Creates a checkout with its first lines, all or nothing. */
  async create(
    checkout: { liveMode: boolean; email: string | null; metadata: Record<string, string>; returnUrl: string | null },
    lines: PricedLine[],
    check: LineCountCheck,
  ): Promise<CheckoutRow> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<CheckoutRow>(
        'insert into local.checkouts (live_mode, email, metadata, return_url) values ($1, $2, $3, $4) returning *',
        [checkout.liveMode, checkout.email, JSON.stringify(checkout.metadata), checkout.returnUrl],
      );
      await addLinesIn(tx, rows[0]!.id, lines, check);
      return rows[0]!;
    });
  }

  /** Adds lines to a checkout, all or nothing; returns each added or merged line. */
  async addLines(checkoutId: string, lines: PricedLine[], check: LineCountCheck): Promise<LineItemRow[]> {
    return this.db.transaction((tx) => addLinesIn(tx, checkoutId, lines, check));
  }

  async setQuantity(line: LineItemRow, quantity: number): Promise<LineItemRow> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<LineItemRow>(
        'update local.line_items set quantity = $2, updated_at = clock_timestamp() where id = $1 returning *',
        [line.id, quantity],
      );
      await touch(tx, line.checkout_id);
      return rows[0]!;
    });
  }

  async deleteLine(line: LineItemRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('delete from local.line_items where id = $1', [line.id]);
      await touch(tx, line.checkout_id);
    });
  }

  /** Saves the shopper's details with the shipping and tax they lead to; the checkout is then finalized. */
  async saveDetails(id: string, details: CheckoutDetails): Promise<CheckoutRow> {
    const { rows } = await this.db.query<CheckoutRow>(
      `update local.checkouts set email = $2, name = $3, shipping_address = $4, shipping_amount = $5, tax_amount = $6,
         status = 'finalized', updated_at = now() where id = $1 returning *`,
      [
        id,
        details.email.toLowerCase(),
        details.name,
        JSON.stringify(details.address),
        details.shippingAmount,
        details.taxAmount,
      ],
    );
    return rows[0]!;
  }

  /**
   * Records a payment in one transaction: the customer found or created by
   * e-mail, the order, the checkout marked paid, and an `order.paid` event.
   */
  async recordPayment(checkout: CheckoutRow, totalAmount: number): Promise<RecordedPayment> {
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
        [checkout.id, customerId, totalAmount, checkout.currency],
      );
      const { id: orderId, number } = order.rows[0]!;
      const paid = await tx.query<CheckoutRow>(
        `update local.checkouts set status = 'paid', order_id = $2, customer_id = $3, paid_at = now(), updated_at = now()
         where id = $1 returning *`,
        [checkout.id, orderId, customerId],
      );
      await tx.query(`insert into local.events (type, data) values ('order.paid', $1)`, [
        JSON.stringify({
          order_id: orderId,
          order_number: String(shopperOrderNumber(number)),
          checkout_id: checkout.id,
          customer_id: customerId,
          email: checkout.email,
          total_amount: totalAmount,
          currency: checkout.currency,
        }),
      ]);
      return { orderId, orderNumber: shopperOrderNumber(number), customerId, checkout: paid.rows[0]! };
    });
  }

  /** The number shoppers see for an order, or null for an unknown order. */
  async orderNumber(orderId: string): Promise<number | null> {
    const { rows } = await this.db.query<{ number: number }>('select number from local.orders where id = $1', [
      orderId,
    ]);
    return rows[0] ? shopperOrderNumber(rows[0].number) : null;
  }

  async customer(id: string): Promise<CustomerRow | undefined> {
    const { rows } = await this.db.query<CustomerRow>('select id, email, name from local.customers where id = $1', [
      id,
    ]);
    return rows[0];
  }
}
