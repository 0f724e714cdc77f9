/**
 * Reads a comparison's address (see ./compare-address.ts) on the server:
 * which products, each once, at most COMPARE_LIMIT, and which size. What the
 * address holds is the shopper's (or whoever shared it): entries that cannot
 * be a product's slug are kept out and counted, never looked up nor echoed.
 */
import { isProductSlug } from '~/lib/surecart/catalog.ts';
import { COMPARE_LIMIT, PRODUCTS_PARAM, SIZE_PARAM } from './compare-address.ts';

/** A size as the platform spells one (`M`, `XL`, `54 cm`): short text, read only to be matched. */
const MAX_SIZE_LENGTH = 20;

export interface CompareRequest {
  /** The products to compare, each once, in the address's order, at most COMPARE_LIMIT. */
  slugs: string[];
  /** More distinct products were asked for than are compared (the first COMPARE_LIMIT are). */
  overLimit: boolean;
  /** How many entries of the address cannot name a product (kept out, and said so; not echoed back). */
  refused: number;
  /** The size whose geometry is shown, or null. */
  size: string | null;
}

/** Reads `products` (comma-separated, and repeated parameters too) and `size` from an address's query. */
export function readCompareAddress(params: URLSearchParams): CompareRequest {
  const entries = params
    .getAll(PRODUCTS_PARAM)
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = [...new Set(entries.filter(isProductSlug))];
  const refused = new Set(entries.filter((entry) => !isProductSlug(entry))).size;
  const size = params.get(SIZE_PARAM)?.trim() ?? '';
  return {
    slugs: valid.slice(0, COMPARE_LIMIT),
    overLimit: valid.length > COMPARE_LIMIT,
    refused,
    size: size && size.length <= MAX_SIZE_LENGTH ? size : null,
  };
}
