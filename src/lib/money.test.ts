import { describe, expect, it } from 'vitest';
import { formatMoney, formatWholeMoney } from './money.ts';

describe('money', () => {
  it('formats cents as Canadian dollars in en-CA, whatever the case of the code', () => {
    expect(formatMoney(129900, 'CAD')).toBe('$1,299.00');
    expect(formatMoney(1250, 'cad')).toBe('$12.50');
  });

  it('names other currencies so they are never mistaken for CAD', () => {
    expect(formatMoney(1000, 'USD')).toBe('US$10.00');
    expect(formatMoney(1000, 'eur')).toBe('€10.00');
  });

  it('formats the shop’s whole amounts for marketing lines in Canadian dollars', () => {
    expect(formatWholeMoney(20000)).toBe('$200');
    expect(formatWholeMoney(100000)).toBe('$1000');
    expect(formatWholeMoney(100000, 'USD')).toBe('US$1000');
  });
});
