import { describe, expect, it } from 'vitest';
import type { Variant } from '~/lib/surecart/types.ts';
import { optionPriceDifferences } from './option-prices.ts';
import { chooseOption, initialSelection, type SelectableProduct } from './selection.ts';

const variant = (id: string, options: string[], amount: number | null = null): Variant => ({
  id,
  options,
  amount,
  mediaId: null,
  mediaUrl: null,
  available: null,
});

// Size, then battery; the larger battery costs $700 more in M, $800 more in L, and XL has only the larger one.
const bike: SelectableProduct = {
  optionNames: ['Size', 'Battery'],
  prices: [{ id: 'price', name: null, amount: 1_029_900, currency: 'CAD' }],
  stock: { tracked: false, available: null, backorders: false, purchaseLimit: null },
  variants: [
    variant('m-500', ['M', '500 Wh']),
    variant('m-750', ['M', '750 Wh'], 1_099_900),
    variant('l-500', ['L', '500 Wh']),
    variant('l-750', ['L', '750 Wh'], 1_109_900),
    variant('xl-750', ['XL', '750 Wh'], 1_099_900),
  ],
};
const values = ['500 Wh', '750 Wh'];

describe('what an option value does to the price', () => {
  it('shows the dearer battery as what it adds to the cheapest, while no battery is chosen', () => {
    const selection = chooseOption(initialSelection(bike), 0, 'M');
    expect(optionPriceDifferences(bike, selection, 1, values)).toEqual(new Map([['750 Wh', 70_000]]));
  });

  it('measures against the variant the other choices lead to', () => {
    const selection = chooseOption(initialSelection(bike), 0, 'L');
    expect(optionPriceDifferences(bike, selection, 1, values)).toEqual(new Map([['750 Wh', 80_000]]));
  });

  it('once the dearer one is chosen, shows the cheaper one as a saving', () => {
    const selection = chooseOption(chooseOption(initialSelection(bike), 0, 'M'), 1, '750 Wh');
    expect(optionPriceDifferences(bike, selection, 1, values)).toEqual(new Map([['500 Wh', -70_000]]));
  });

  it('compares sizes by the battery already chosen, and by their cheapest variant when it does not exist in that size', () => {
    const selection = chooseOption(chooseOption(initialSelection(bike), 0, 'M'), 1, '500 Wh');
    // XL has no 500 Wh: its cheapest (750 Wh, $10,999) against M with 500 Wh ($10,299).
    expect(optionPriceDifferences(bike, selection, 0, ['M', 'L', 'XL'])).toEqual(new Map([['XL', 70_000]]));
  });

  it('says nothing of sizes that cost the same before a battery is chosen', () => {
    expect(optionPriceDifferences(bike, initialSelection(bike), 0, ['M', 'L'])).toEqual(new Map());
  });

  it('says nothing for a product without a price', () => {
    const selection = chooseOption(initialSelection(bike), 0, 'M');
    expect(optionPriceDifferences({ ...bike, prices: [] }, selection, 1, values)).toEqual(new Map());
  });
});
