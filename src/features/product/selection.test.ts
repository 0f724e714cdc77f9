import { describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../tests/support/catalog-products.ts';
import {
  availableValues,
  checkAddToCart,
  chooseOption,
  choosePrice,
  displayedAmount,
  initialSelection,
  isOptionEnabled,
  isValueSoldOut,
  resolveVariant,
  selectionAvailability,
  type Selection,
} from './selection.ts';

// An electric road bike: Size, Color and Battery, with dearer 750 Wh variants.
const bike = catalogProduct(
  (p) => p.optionNames.length === 3 && p.prices.length === 1,
  'with three options and one price',
);
const [sizes, colors, batteries] = [0, 1, 2].map((i) => [...new Set(bike.variants.map((v) => v.options[i]!))]);
const multiPrice = catalogProduct(
  (p) => p.prices.length > 1 && p.variants.length > 0,
  'with several prices and variants',
);
const simple = catalogProduct((p) => p.variants.length === 0 && p.prices.length === 1, 'without variants');

const pick = (selection: Selection, ...values: string[]) =>
  values.reduce((s, v, i) => chooseOption(s, i, v), selection);

describe('option selection', () => {
  it('the fixture has three options with several values each', () => {
    expect(bike.optionNames).toHaveLength(3);
    expect([sizes!.length, colors!.length, batteries!.length].every((n) => n > 1)).toBe(true);
  });

  it('choosing the selected value clears it', () => {
    const chosen = pick(initialSelection(bike), sizes![0]!);
    expect(chooseOption(chosen, 0, sizes![0]!).options[0]).toBeNull();
  });

  it('choosing a value clears all later options', () => {
    const full = pick(initialSelection(bike), sizes![0]!, colors![0]!, batteries![0]!);
    const changed = chooseOption(full, 0, sizes![1]!);
    expect(changed.options).toEqual([sizes![1], null, null]);
    const middle = chooseOption(full, 1, colors![1]!);
    expect(middle.options).toEqual([sizes![0], colors![1], null]);
  });

  it('later options are disabled until the previous one is chosen', () => {
    const fresh = initialSelection(bike);
    expect([0, 1, 2].map((i) => isOptionEnabled(fresh, i))).toEqual([true, false, false]);
    expect(chooseOption(fresh, 1, colors![0]!)).toBe(fresh);
    const oneChosen = pick(fresh, sizes![0]!);
    expect([0, 1, 2].map((i) => isOptionEnabled(oneChosen, i))).toEqual([true, true, false]);
  });

  it('offered values are limited to variants matching earlier choices', () => {
    const product = {
      optionNames: ['Size', 'Color'],
      prices: bike.prices,
      stock: bike.stock,
      variants: [
        { id: 'a', options: ['S', 'Red'], amount: null, mediaId: null, mediaUrl: null, available: null },
        { id: 'b', options: ['S', 'Blue'], amount: null, mediaId: null, mediaUrl: null, available: null },
        { id: 'c', options: ['L', 'Red'], amount: null, mediaId: null, mediaUrl: null, available: null },
      ],
    };
    const fresh = initialSelection(product);
    expect(availableValues(product, fresh, 0)).toEqual(['S', 'L']);
    expect(availableValues(product, chooseOption(fresh, 0, 'L'), 1)).toEqual(['Red']);
    expect(availableValues(product, chooseOption(fresh, 0, 'S'), 1)).toEqual(['Red', 'Blue']);
  });

  it('the selected variant is resolved once all options are chosen', () => {
    const target = bike.variants[bike.variants.length - 1]!;
    const full = pick(initialSelection(bike), ...target.options);
    expect(resolveVariant(bike, full)?.id).toBe(target.id);
  });

  it('before that, the selected variant is the first variant matching the partial choice', () => {
    const partial = pick(initialSelection(bike), sizes![1]!, colors![1]!);
    const expected = bike.variants.find((v) => v.options[0] === sizes![1] && v.options[1] === colors![1]);
    expect(resolveVariant(bike, partial)?.id).toBe(expected!.id);
    expect(resolveVariant(bike, initialSelection(bike))?.id).toBe(bike.variants[0]!.id);
  });

  it('with exactly one price it is selected automatically', () => {
    expect(initialSelection(bike).priceId).toBe(bike.prices[0]!.id);
    expect(initialSelection(simple).priceId).toBe(simple.prices[0]!.id);
  });

  it('with several prices the selection starts empty', () => {
    expect(initialSelection(multiPrice).priceId).toBeNull();
    expect(initialSelection(multiPrice).options.every((o) => o === null)).toBe(true);
  });

  it('a deep link chooses a variant’s options and a price', () => {
    const variant = multiPrice.variants[1]!;
    const linked = initialSelection(multiPrice, { variantId: variant.id, priceId: multiPrice.prices[1]!.id });
    expect(linked.options).toEqual(variant.options);
    expect(linked.priceId).toBe(multiPrice.prices[1]!.id);
  });

  it('the price shown follows the selected price and variant', () => {
    const dear = bike.variants.find((v) => v.amount !== null)!;
    const cheap = bike.variants.find((v) => v.amount === null)!;
    expect(displayedAmount(bike, pick(initialSelection(bike), ...cheap.options))?.amount).toBe(bike.prices[0]!.amount);
    expect(displayedAmount(bike, pick(initialSelection(bike), ...dear.options))?.amount).toBe(dear.amount);
    const second = multiPrice.prices[1]!;
    expect(displayedAmount(multiPrice, choosePrice(initialSelection(multiPrice), second.id))?.amount).toBe(
      second.amount,
    );
    expect(displayedAmount(multiPrice, initialSelection(multiPrice))?.amount).toBe(multiPrice.prices[0]!.amount);
  });
});

describe('add to cart checks', () => {
  it('needs a price: "Please select all required options"', () => {
    const options = multiPrice.variants[0]!.options;
    expect(checkAddToCart(multiPrice, pick(initialSelection(multiPrice), ...options))).toEqual({
      ok: false,
      message: 'Please select all required options',
    });
  });

  it('needs a price of this product: "Invalid price selection"', () => {
    const selection = pick(initialSelection(bike, { priceId: 'gone' }), ...bike.variants[0]!.options);
    expect(checkAddToCart(bike, selection)).toEqual({ ok: false, message: 'Invalid price selection' });
  });

  it('needs every option: "Please select all product options"', () => {
    expect(checkAddToCart(bike, pick(initialSelection(bike), sizes![0]!))).toEqual({
      ok: false,
      message: 'Please select all product options',
    });
  });

  it('a combination no variant has cannot be added', () => {
    const product = {
      optionNames: ['Size', 'Color'],
      prices: bike.prices,
      stock: bike.stock,
      variants: [{ id: 'a', options: ['S', 'Red'], amount: null, mediaId: null, mediaUrl: null, available: null }],
    };
    const impossible = { options: ['S', 'Blue'], priceId: bike.prices[0]!.id };
    expect(checkAddToCart(product, impossible)).toEqual({ ok: false, message: 'Please select all required options' });
  });

  it('passes with the price and the resolved variant', () => {
    const target = bike.variants[2]!;
    const check = checkAddToCart(bike, pick(initialSelection(bike), ...target.options));
    expect(check).toEqual({ ok: true, price: bike.prices[0], variant: target });
  });

  it('a product with one price and no options is ready at once', () => {
    expect(checkAddToCart(simple, initialSelection(simple))).toEqual({
      ok: true,
      price: simple.prices[0],
      variant: null,
    });
  });
});

describe('stock in the selection', () => {
  // The demo catalogue's bike whose size M is sold out in every colour (local/README.md).
  const bromont = catalogProduct((p) => p.slug === 'bromont-hardtail-29', 'with a sold-out size');
  const colorsOf = (size: string) => bromont.variants.filter((v) => v.options[0] === size).map((v) => v.options[1]!);

  it('a value is sold out when every variant with it (and the earlier choices) is', () => {
    const fresh = initialSelection(bromont);
    expect(isValueSoldOut(bromont, fresh, 0, 'M')).toBe(true);
    expect(isValueSoldOut(bromont, fresh, 0, 'L')).toBe(false);
    const m = chooseOption(fresh, 0, 'M');
    for (const color of colorsOf('M')) expect(isValueSoldOut(bromont, m, 1, color), color).toBe(true);
    const l = chooseOption(fresh, 0, 'L');
    for (const color of colorsOf('L')) expect(isValueSoldOut(bromont, l, 1, color), color).toBe(false);
  });

  it('a value sold out in one colour only is not sold out before the colour is chosen', () => {
    const [first, ...others] = bromont.variants.filter((v) => v.options[0] === 'L');
    const product = {
      ...bromont,
      variants: bromont.variants.map((v) => (v.id === first!.id ? { ...v, available: 0 } : v)),
    };
    const l = chooseOption(initialSelection(product), 0, 'L');
    expect(isValueSoldOut(product, initialSelection(product), 0, 'L')).toBe(false);
    expect(isValueSoldOut(product, l, 1, first!.options[1]!)).toBe(true);
    expect(isValueSoldOut(product, l, 1, others[0]!.options[1]!)).toBe(false);
  });

  it('says the chosen variant’s availability, and nothing before every option is chosen', () => {
    const m = pick(initialSelection(bromont), 'M', colorsOf('M')[0]!);
    expect(selectionAvailability(bromont, m)).toEqual({ kind: 'sold-out' });
    expect(selectionAvailability(bromont, pick(initialSelection(bromont), 'L'))).toBeNull();
    expect(selectionAvailability(bromont, pick(initialSelection(bromont), 'M'))).toEqual({ kind: 'sold-out' });
    expect(selectionAvailability(bromont, pick(initialSelection(bromont), 'L', colorsOf('L')[0]!))).toEqual({
      kind: 'in-stock',
    });
  });

  it('a product without variants says its own availability at once', () => {
    const low = catalogProduct((p) => p.slug === 'source-clear-bidon-550-ml', 'with low stock');
    expect(selectionAvailability(low, initialSelection(low))).toEqual({ kind: 'low-stock', left: 3 });
  });

  it('a product with nothing left says sold out before any choice', () => {
    const gone = catalogProduct((p) => p.slug === 'lite-summer-mesh', 'sold out');
    expect(selectionAvailability(gone, initialSelection(gone))).toEqual({ kind: 'sold-out' });
  });

  it('a sold-out variant cannot be added: "This choice is sold out"', () => {
    const m = pick(initialSelection(bromont), 'M', colorsOf('M')[0]!);
    expect(checkAddToCart(bromont, m)).toEqual({ ok: false, message: 'This choice is sold out' });
    const backorders = { ...bromont, stock: { ...bromont.stock, backorders: true } };
    expect(checkAddToCart(backorders, m)).toMatchObject({ ok: true });
  });
});
