import { describe, expect, it } from 'vitest';
import { orderAddressForReturn } from './order-return.ts';

const at = (address: string) => orderAddressForReturn(new URL(address, 'https://shop.example'));

describe('the thank-you page reached through the return route', () => {
  it('sends an arrival with checkout_id on to the same page with sc_order, in its language', () => {
    expect(at('/thank-you?checkout_id=co_1')).toBe('/thank-you?sc_order=co_1');
    expect(at('/fr/thank-you?checkout_id=co_1')).toBe('/fr/thank-you?sc_order=co_1');
    // What else the route adds (a promotion code as `coupon`) is not part of the order's address.
    expect(at('/thank-you?checkout_id=co_1&coupon=SPRING')).toBe('/thank-you?sc_order=co_1');
  });

  it('escapes the id as a query value', () => {
    expect(at('/thank-you?checkout_id=a%26b%3Dc')).toBe('/thank-you?sc_order=a%26b%3Dc');
  });

  it('leaves every other arrival alone: sc_order already there, or no checkout id', () => {
    expect(at('/thank-you?sc_order=co_1')).toBeNull();
    expect(at('/thank-you?sc_order=co_1&checkout_id=co_2')).toBeNull();
    expect(at('/thank-you')).toBeNull();
    expect(at('/thank-you?checkout_id=%20')).toBeNull();
  });
});
