/**
 * What choosing an option value does to the price, so the purchase panel can
 * say it on the choice ("+$700") before the shopper clicks. Pure functions over
 * the same selection the panel keeps (./selection.ts).
 */
import type { Variant } from '~/lib/surecart/types.ts';
import { selectedPrice, type SelectableProduct, type Selection } from './selection.ts';

/** A variant's amount under the chosen price (or the first): its own amount, else the price's. */
function amountOf(variant: Variant, priceAmount: number): number {
  return variant.amount ?? priceAmount;
}

/**
 * The lowest amount the shopper could pay with `value` for option `index` and every other option they
 * have chosen kept. A later choice that does not exist with `value` is let go (choosing a value clears
 * the later ones anyway), so every offered value has an amount; null when no variant has the value.
 */
function lowestAmountWith(
  product: SelectableProduct,
  selection: Selection,
  index: number,
  value: string,
  priceAmount: number,
): number | null {
  const withValue = product.variants.filter((variant) => variant.options[index] === value);
  const keeping = (upTo: number) =>
    withValue.filter((variant) =>
      selection.options.every(
        (chosen, i) => i === index || i >= upTo || chosen === null || variant.options[i] === chosen,
      ),
    );
  const candidates = [keeping(selection.options.length), keeping(index)].find((found) => found.length > 0) ?? [];
  return candidates.length ? Math.min(...candidates.map((variant) => amountOf(variant, priceAmount))) : null;
}

/**
 * How much more (positive) or less (negative) each of `values` for option `index` costs, in cents, than
 * what the shopper would pay now: against the value already chosen for that option, else against the
 * cheapest of the values (which then shows nothing, and the dearer ones "+…"). Values that change
 * nothing, and every value while the product has no price, are left out.
 */
export function optionPriceDifferences(
  product: SelectableProduct,
  selection: Selection,
  index: number,
  values: readonly string[],
): Map<string, number> {
  const differences = new Map<string, number>();
  const price = selectedPrice(product, selection) ?? product.prices[0];
  if (!price) return differences;
  const amounts = new Map<string, number>();
  for (const value of values) {
    const amount = lowestAmountWith(product, selection, index, value, price.amount);
    if (amount !== null) amounts.set(value, amount);
  }
  if (amounts.size === 0) return differences;
  const chosen = selection.options[index];
  const reference = (chosen != null ? amounts.get(chosen) : undefined) ?? Math.min(...amounts.values());
  for (const [value, amount] of amounts) if (amount !== reference) differences.set(value, amount - reference);
  return differences;
}
