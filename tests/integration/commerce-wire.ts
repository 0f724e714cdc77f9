/** The parts of the commerce API's answers these tests read, as the embedded backend sends them (expanded). */

export interface ApiList<T> {
  object: 'list';
  data: T[];
}

export interface ApiPrice {
  id: string;
  name: string | null;
  amount: number;
  currency: string;
}

export interface ApiVariant {
  id: string;
  amount: number | null;
  option_1: string | null;
  option_2: string | null;
  option_3: string | null;
  /** Only a customised store writes the names on its variants; a standard one has them on the product. */
  option_names?: string[];
  image?: { object: string; url: string } | null;
}

export interface ApiCollection {
  id: string;
  name: string;
  slug: string;
  products_count: number;
}

export interface ApiProduct {
  id: string;
  name: string;
  slug: string;
  featured: boolean;
  created_at: number;
  prices: ApiList<ApiPrice>;
  variants: ApiList<ApiVariant>;
  product_collections: ApiList<ApiCollection>;
}

export interface ApiLineItem {
  id: string;
  quantity: number;
  subtotal_amount: number;
  purchasable_status: string;
}

export interface ApiCheckout {
  line_items: ApiList<ApiLineItem>;
  subtotal_amount: number;
  discount_amount: number;
  shipping_amount: number;
  tax_amount: number;
  total_amount: number;
  amount_due: number;
}
