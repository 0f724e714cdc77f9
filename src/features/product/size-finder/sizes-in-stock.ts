/** Which sizes of a bike can be bought now: what the size finder names other bikes by. */
import { canBuy } from '~/features/catalog/stock.ts';
import type { Product } from '~/lib/surecart/types.ts';

/** The values of a product's option (by name, any case) with a variant that can be bought now, in its order. */
export function sizesInStock(product: Pick<Product, 'optionNames' | 'variants' | 'stock'>, option: string): string[] {
  const index = product.optionNames.findIndex((name) => name.toLowerCase() === option.toLowerCase());
  if (index < 0) return [];
  const sizes = product.variants
    .filter((variant) => canBuy(product.stock, variant))
    .flatMap((variant) => variant.options[index] ?? []);
  return [...new Set(sizes)];
}
