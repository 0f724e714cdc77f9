import { describe, expect, it } from 'vitest';
import { shippingAmount, taxAmount, validPostalCode } from './shipping.ts';

describe('shipping', () => {
  it('is free in Canada from $200, $15 below, and $25 to the USA whatever the order', () => {
    expect(shippingAmount('CA', 199_99)).toBe(15_00);
    expect(shippingAmount('CA', 200_00)).toBe(0);
    expect(shippingAmount('US', 5_000_00)).toBe(25_00);
  });
});

describe('sales tax', () => {
  it('charges each province its rate on the goods and their shipping', () => {
    const rates: [string, number][] = [
      ['AB', 0.05],
      ['YT', 0.05],
      ['ON', 0.13],
      ['NS', 0.14],
      ['NB', 0.15],
      ['BC', 0.12],
      ['SK', 0.11],
      ['QC', 0.14975],
    ];
    for (const [region, rate] of rates) {
      expect(taxAmount('CA', region, 100_00, 15_00), region).toBe(Math.round(115_00 * rate));
    }
  });

  it('collects none for the USA, nor for a region that is not a province', () => {
    expect(taxAmount('US', 'NY', 100_00, 25_00)).toBe(0);
    expect(taxAmount('CA', 'toString', 100_00, 15_00)).toBe(0);
  });
});

describe('postal codes', () => {
  it('takes Canadian codes with or without a space and US ZIP codes with or without the +4', () => {
    expect(['H2X 1Y4', 'h2x1y4'].map((code) => validPostalCode('CA', code))).toEqual([true, true]);
    expect(['05401', '05401-1234', 'H2X 1Y4'].map((code) => validPostalCode('US', code))).toEqual([true, true, false]);
  });
});
