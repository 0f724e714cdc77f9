/**
 * The rules of checkouts and their lines, as the commerce platform applies
 * them: what may change and when, priced from the catalogue and kept in
 * storage. A paid checkout takes no more changes; a checkout holds at most
 * 100 lines, each of at most 999.
 */
import type { Database } from '../db.ts';
import type { CatalogStore } from './catalog-store.ts';
import { ApiError } from './errors.ts';
import {
  checkoutAmounts,
  isStockStatus,
  priceLine,
  purchasableStatus,
  unprocessable,
  type ChargedCheckout,
  type ChargedLine,
  type NewLine,
} from './checkout-pricing.ts';
import type { CheckoutDetails, CheckoutRow, LineItemRow, RecordedPayment } from './checkout-rows.ts';
import { CheckoutStorage, MAX_CHECKOUT_LINES } from './checkout-storage.ts';
import { serializeCheckout, serializeLine } from './checkout-serialize.ts';
import { PLACEHOLDER_IMAGE_PATH } from './placeholder-image.ts';

export type { NewLine } from './checkout-pricing.ts';
export type { CheckoutDetails, CheckoutRow, LineItemRow } from './checkout-rows.ts';

export interface PaidOrder extends RecordedPayment {
  lines: LineItemRow[];
}

function checkoutNotFound(id: string): ApiError {
  return new ApiError(404, 'not_found', 'checkout.not_found', `Unable to find checkout with id='${id}'`);
}

function lineItemNotFound(id: string): ApiError {
  return new ApiError(404, 'not_found', 'line_item.not_found', `Unable to find line item with id='${id}'`);
}

/** Refuses a checkout that would hold more lines than allowed (the additions are then undone). */
function withinLineLimit(count: number): void {
  if (count > MAX_CHECKOUT_LINES) {
    throw unprocessable(
      'checkout.line_items.too_many',
      `A checkout can hold at most ${MAX_CHECKOUT_LINES} different items.`,
      'line_items',
    );
  }
}

export class CheckoutService {
  private readonly storage: CheckoutStorage;

  constructor(
    db: Database,
    private readonly store: () => CatalogStore,
    private readonly origin: string,
  ) {
    this.storage = new CheckoutStorage(db);
  }

  async find(id: string): Promise<CheckoutRow> {
    const checkout = await this.storage.findCheckout(id);
    if (!checkout) throw checkoutNotFound(id);
    return checkout;
  }

  private async findOpen(id: string): Promise<CheckoutRow> {
    const checkout = await this.find(id);
    if (checkout.status === 'paid') {
      throw unprocessable('checkout.finalized', 'This checkout has already been paid.', 'checkout');
    }
    return checkout;
  }

  private async findLine(id: string): Promise<LineItemRow> {
    const line = await this.storage.findLine(id);
    if (!line) throw lineItemNotFound(id);
    await this.findOpen(line.checkout_id);
    return line;
  }

  lines(checkoutId: string): Promise<LineItemRow[]> {
    return this.storage.lines(checkoutId);
  }

  /** A new checkout; lines of the same price and variant become one. */
  async create(input: {
    lineItems: NewLine[];
    liveMode: boolean;
    email?: string | null;
    metadata?: Record<string, string>;
    returnUrl?: string;
  }): Promise<CheckoutRow> {
    const priced = input.lineItems.map((line) => priceLine(this.store(), line));
    const checkout = {
      liveMode: input.liveMode,
      email: input.email ?? null,
      metadata: input.metadata ?? {},
      returnUrl: input.returnUrl ?? null,
    };
    return this.storage.create(checkout, priced, withinLineLimit);
  }

  /** Adds a line; a line of the same price and variant takes the quantity instead, up to the cap. */
  async addLine(checkoutId: string, line: NewLine): Promise<LineItemRow> {
    await this.findOpen(checkoutId);
    const [added] = await this.storage.addLines(checkoutId, [priceLine(this.store(), line)], withinLineLimit);
    return added!;
  }

  async updateLine(id: string, quantity: number): Promise<LineItemRow> {
    const line = await this.findLine(id);
    const status = purchasableStatus(this.store(), line);
    if (status !== 'purchasable' && !isStockStatus(status)) {
      throw unprocessable('line_item.price_gone', 'This item is no longer available.', 'price');
    }
    return this.storage.setQuantity(line, quantity);
  }

  async deleteLine(id: string): Promise<LineItemRow> {
    const line = await this.findLine(id);
    await this.storage.deleteLine(line);
    return line;
  }

  /** Saves the shopper's details and the shipping and tax they lead to. */
  async saveDetails(id: string, details: CheckoutDetails): Promise<CheckoutRow> {
    await this.findOpen(id);
    return this.storage.saveDetails(id, details);
  }

  /**
   * Takes the (test) payment of a checkout with details and something to buy:
   * the customer is found or created by e-mail, the order created, the
   * checkout marked paid, and an `order.paid` event recorded for the accounts
   * work that links customers to profiles.
   */
  async pay(id: string): Promise<PaidOrder> {
    const checkout = await this.findOpen(id);
    const lines = await this.storage.lines(id);
    if (!checkout.email || !checkout.shipping_address) {
      throw unprocessable('checkout.details_missing', 'Enter your details before paying.', 'email');
    }
    if (!lines.some((l) => this.purchasableStatus(l, lines) === 'purchasable')) {
      throw unprocessable('checkout.empty', 'There is nothing to pay for in this checkout.', 'line_items');
    }
    const payment = await this.storage.recordPayment(checkout, this.amounts(checkout, lines).total_amount);
    return { ...payment, lines };
  }

  /** A line's status among the checkout's `lines` (they share the units of one stock). */
  purchasableStatus(
    line: Pick<ChargedLine, 'price_id' | 'variant_id' | 'quantity'>,
    lines: readonly Pick<ChargedLine, 'price_id' | 'variant_id' | 'quantity'>[],
  ) {
    return purchasableStatus(this.store(), line, lines);
  }

  amounts(checkout: ChargedCheckout, lines: ChargedLine[]) {
    return checkoutAmounts(this.store(), checkout, lines);
  }

  portalUrl(checkoutId: string): string {
    return `${this.origin}/checkout/${checkoutId}`;
  }

  /** The shop host's placeholder picture, given to a line whose product has none. */
  get placeholderImageUrl(): string {
    return `${this.origin}${PLACEHOLDER_IMAGE_PATH}`;
  }

  serializeLine(line: LineItemRow, expand: Set<string>) {
    return serializeLine(this.store(), line, expand, { placeholderImageUrl: this.placeholderImageUrl });
  }

  /**
   * A checkout's wire shape. `anonymous`: read through the shop host by a
   * visitor it does not know, which leaves the customer out. Every visitor
   * of this stand-in is one (it has no WordPress sign-in); only the
   * platform's own API, with the secret key, shows the customer.
   */
  async serialize(checkout: CheckoutRow, expand: Set<string>, { anonymous }: { anonymous: boolean }) {
    const wantsCustomer = !anonymous && expand.has('customer') && checkout.customer_id;
    return serializeCheckout(
      this.store(),
      {
        checkout,
        lines: await this.storage.lines(checkout.id),
        customer: wantsCustomer ? await this.storage.customer(checkout.customer_id!) : undefined,
        orderNumber: checkout.order_id ? await this.storage.orderNumber(checkout.order_id) : null,
        portalUrl: this.portalUrl(checkout.id),
        placeholderImageUrl: this.placeholderImageUrl,
        anonymous,
      },
      expand,
    );
  }
}
