import { describe, expect, it } from 'vitest';
import { mergePlan } from './cart-merge.ts';
import { line } from './testing/fake-checkout-host.ts';

describe('merging a guest cart into the customer’s cart', () => {
  it('adds the quantities of lines with the same price and variant', () => {
    const plan = mergePlan([line('price-1', 'var-1', 2)], [line('price-1', 'var-1', 3)]);
    expect(plan).toEqual({ add: [], targets: [{ priceId: 'price-1', variantId: 'var-1', quantity: 5 }] });
  });

  it('adds the guest’s other lines with their own quantities', () => {
    const plan = mergePlan([line('price-1', 'var-1', 1)], [line('price-2', null, 3)]);
    expect(plan).toEqual({
      add: [{ priceId: 'price-2', variantId: null }],
      targets: [{ priceId: 'price-2', variantId: null, quantity: 3 }],
    });
  });

  it('treats the same price in another variant as another line', () => {
    const plan = mergePlan([line('price-1', 'var-1', 1)], [line('price-1', 'var-2', 1)]);
    expect(plan.add).toEqual([{ priceId: 'price-1', variantId: 'var-2' }]);
    expect(plan.targets).toEqual([{ priceId: 'price-1', variantId: 'var-2', quantity: 1 }]);
  });

  it('leaves the customer’s lines the guest cart does not have as they are', () => {
    const plan = mergePlan([line('price-1', 'var-1', 4), line('price-9', null, 2)], [line('price-1', 'var-1', 1)]);
    expect(plan.targets).toEqual([{ priceId: 'price-1', variantId: 'var-1', quantity: 5 }]);
  });

  it('counts a price and variant the guest cart holds twice once, with both quantities', () => {
    const plan = mergePlan([], [line('price-1', null, 1), line('price-1', null, 2)]);
    expect(plan).toEqual({
      add: [{ priceId: 'price-1', variantId: null }],
      targets: [{ priceId: 'price-1', variantId: null, quantity: 3 }],
    });
  });

  it('asks for nothing when the guest cart is empty', () => {
    expect(mergePlan([line('price-1', 'var-1', 1)], [])).toEqual({ add: [], targets: [] });
  });
});
