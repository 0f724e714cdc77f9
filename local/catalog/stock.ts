/**
 * The demo catalogue's stock as the commerce platform reports it: the stock
 * fields of a product or variant that tracks stock, and the units and
 * back-order date of a variant holding a value the catalogue marks sold out
 * or back-ordered.
 */
import type { ProductSource } from './source-types.ts';
import type { StockFields } from './types.ts';

/** Stock as the commerce platform reports it for a product or variant that tracks stock (and takes back-orders only when said). */
export const stockFields = (stock: number, backorders = false): StockFields => ({
  stock,
  stock_enabled: true,
  available_stock: stock,
  held_stock: 0,
  allow_out_of_stock_purchases: backorders,
  purchase_limit: null,
});

/** A variant's units: none when it holds a sold-out or back-ordered value, else the product's set units, else the drawn ones. */
export function variantStock(source: ProductSource, values: string[], drawn: number): number {
  if (values.some((value) => source.stock?.soldOutValues?.includes(value))) return 0;
  if (values.some((value) => source.stock?.backOrdered?.[value] !== undefined)) return 0;
  return source.stock?.units ?? drawn;
}

/** When the backend started: back-order dates count from it, so they are always to come. */
const STARTED = Date.now();
const DAY_MS = 86_400_000;

/** `backorder_date` (YYYY-MM-DD) of a variant holding a back-ordered value with a date, as a store's merchant sets it. */
export function backorderMetadata(source: ProductSource, values: string[]): { backorder_date?: string } {
  if (!source.stock?.backOrdered) return {};
  const days = values.map((value) => source.stock?.backOrdered?.[value]).find((each) => typeof each === 'number');
  return days === undefined ? {} : { backorder_date: new Date(STARTED + days * DAY_MS).toISOString().slice(0, 10) };
}
