/**
 * Option and price selection on the product page, and the rules Add to Cart
 * checks. Pure functions over an immutable selection; the purchase panel and
 * the gallery only call these.
 */
import type { Price, Product, Variant } from '~/lib/surecart/types.ts';
import { productPage as messages, stock as stockMessages } from '~/i18n/index.ts';
import { availability, canBuy, type Availability } from '~/features/catalog/stock.ts';

export interface Selection {
  /** The chosen value of each option, in option order; null while not chosen. */
  options: (string | null)[];
  priceId: string | null;
}

/** What the product needs for selection: its options, variants, prices and stock. */
export type SelectableProduct = Pick<Product, 'optionNames' | 'variants' | 'prices' | 'stock'>;

/** Number of options the product's variants are made of. */
export function optionCount(product: SelectableProduct): number {
  return Math.max(product.optionNames.length, ...product.variants.map((v) => v.options.length), 0);
}

/**
 * A fresh selection: no option chosen; the price chosen when there is exactly
 * one. A deep link may ask for a price and a variant (whose options are then
 * chosen); an unknown price id is kept, so Add to Cart reports it.
 */
export function initialSelection(
  product: SelectableProduct,
  wanted: { priceId?: string | null; variantId?: string | null } = {},
): Selection {
  const count = optionCount(product);
  const variant = wanted.variantId ? product.variants.find((v) => v.id === wanted.variantId) : undefined;
  return {
    options: Array.from({ length: count }, (_, i) => variant?.options[i] ?? null),
    priceId: wanted.priceId ?? (product.prices.length === 1 ? product.prices[0]!.id : null),
  };
}

/** Later options are disabled until the previous one is chosen. */
export function isOptionEnabled(selection: Selection, index: number): boolean {
  return index === 0 || selection.options[index - 1] != null;
}

function matches(variant: Variant, chosen: (string | null)[], upTo = chosen.length): boolean {
  return chosen.slice(0, upTo).every((value, i) => value === null || variant.options[i] === value);
}

/** Values offered for an option: those of the variants matching the earlier choices, in catalogue order. */
export function availableValues(product: SelectableProduct, selection: Selection, index: number): string[] {
  const values: string[] = [];
  for (const variant of product.variants) {
    const value = variant.options[index];
    if (value && matches(variant, selection.options, index) && !values.includes(value)) values.push(value);
  }
  return values;
}

/**
 * Whether an option's value leads to nothing that can be bought, given the choices before it: no
 * variant with the earlier values and this one can be bought. Later choices do not count, so a size
 * reads sold out only when it is sold out in every colour.
 */
export function isValueSoldOut(
  product: SelectableProduct,
  selection: Selection,
  index: number,
  value: string,
): boolean {
  return !product.variants.some(
    (variant) =>
      variant.options[index] === value && matches(variant, selection.options, index) && canBuy(product.stock, variant),
  );
}

/**
 * Choosing the selected value clears it; choosing a value clears every later
 * option. A disabled option (its previous one not chosen) cannot be chosen.
 */
export function chooseOption(selection: Selection, index: number, value: string): Selection {
  if (!isOptionEnabled(selection, index) || index >= selection.options.length) return selection;
  const next = selection.options.map((current, i) => (i < index ? current : null));
  if (selection.options[index] !== value) next[index] = value;
  return { ...selection, options: next };
}

export function choosePrice(selection: Selection, priceId: string): Selection {
  return { ...selection, priceId };
}

export function allOptionsChosen(selection: Selection): boolean {
  return selection.options.every((value) => value !== null);
}

/**
 * The selected variant: once every option is chosen, the variant with exactly
 * those values (null if none); before that, the first variant matching the
 * partial choice.
 */
export function resolveVariant(product: SelectableProduct, selection: Selection): Variant | null {
  if (product.variants.length === 0) return null;
  if (allOptionsChosen(selection)) {
    return product.variants.find((v) => selection.options.every((value, i) => v.options[i] === value)) ?? null;
  }
  return product.variants.find((v) => matches(v, selection.options)) ?? null;
}

export function selectedPrice(product: SelectableProduct, selection: Selection): Price | null {
  return product.prices.find((p) => p.id === selection.priceId) ?? null;
}

/**
 * The amount to show: the chosen variant's own amount once every option is
 * chosen and it has one, else the selected price, else the first price.
 */
export function displayedAmount(
  product: SelectableProduct,
  selection: Selection,
): { amount: number; currency: string } | null {
  const price = selectedPrice(product, selection) ?? product.prices[0];
  if (!price) return null;
  const variant = allOptionsChosen(selection) ? resolveVariant(product, selection) : null;
  return { amount: variant?.amount ?? price.amount, currency: price.currency };
}

/**
 * The availability to show for the selection: the product's when it has no variants, the chosen
 * variant's once every option is chosen; before that, sold out when nothing matching the choices so
 * far can be bought (the whole product, before any), else null: nothing to say yet.
 */
export function selectionAvailability(product: SelectableProduct, selection: Selection): Availability | null {
  if (product.variants.length === 0) return availability(product.stock);
  const variant = allOptionsChosen(selection) ? resolveVariant(product, selection) : null;
  if (variant) return availability(product.stock, variant);
  const buyable = product.variants.some((v) => matches(v, selection.options) && canBuy(product.stock, v));
  return buyable ? null : { kind: 'sold-out' };
}

/** What Add to Cart may add, or the message that says what is missing. */
export type AddToCartCheck = { ok: true; price: Price; variant: Variant | null } | { ok: false; message: string };

/**
 * The add-to-cart rules, in order: a price (and, when the product has
 * variants, a variant) must be selected; the price must be one of the
 * product's; every option must be chosen; what they lead to must not be
 * sold out.
 */
export function checkAddToCart(product: SelectableProduct, selection: Selection): AddToCartCheck {
  const variant = resolveVariant(product, selection);
  const hasVariants = product.variants.length > 0;
  if (!selection.priceId || (hasVariants && !variant)) return { ok: false, message: messages.missingSelection };
  const price = selectedPrice(product, selection);
  if (!price) return { ok: false, message: messages.invalidPrice };
  if (hasVariants && !allOptionsChosen(selection)) return { ok: false, message: messages.incompleteOptions };
  if (!canBuy(product.stock, variant)) return { ok: false, message: stockMessages.soldOutChoice };
  return { ok: true, price, variant };
}
