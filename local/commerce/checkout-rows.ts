/**
 * What local/ stores of a checkout, as its tables hold it: the checkout, its
 * line items, the customer and the payment recorded for it. The storage
 * writes them; the API's serialiser, the hosted checkout and the tests read
 * them.
 */

export interface CheckoutRow {
  id: string;
  status: 'draft' | 'finalized' | 'paid';
  currency: string;
  live_mode: boolean;
  email: string | null;
  name: string | null;
  shipping_address: Record<string, string> | null;
  /** What the shop attached at creation (string values), e.g. `locale`, `page_url`. */
  metadata: Record<string, string>;
  /** Where the hosted checkout sends the shopper once paid (the shop host's return route); none for others. */
  return_url: string | null;
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

export interface CustomerRow {
  id: string;
  email: string;
  name: string | null;
}

export interface CheckoutDetails {
  email: string;
  name: string;
  address: { line1: string; city: string; region: string; postal_code: string; country: 'CA' | 'US' };
  shippingAmount: number;
  taxAmount: number;
}

export interface RecordedPayment {
  orderId: string;
  orderNumber: number;
  customerId: string;
  checkout: CheckoutRow;
}
