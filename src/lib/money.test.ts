import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyDifference, formatWholeMoney } from './money.ts';

/** A non-breaking space, which French puts between digit groups and before the currency sign. */
const NBSP = '\u00a0';

describe('money', () => {
  it('formats cents as Canadian dollars in en-CA, whatever the case of the code', () => {
    expect(formatMoney(129900, 'CAD')).toBe('$1,299.00');
    expect(formatMoney(1250, 'cad')).toBe('$12.50');
    expect(formatMoney(129900, 'CAD', 'en-CA')).toBe('$1,299.00');
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

  it('writes amounts the French way in fr-CA: comma decimals, spaced thousands, the sign after', () => {
    expect(formatMoney(129900, 'CAD', 'fr-CA')).toBe(`1${NBSP}299,00${NBSP}$`);
    expect(formatMoney(1250, 'cad', 'fr-CA')).toBe(`12,50${NBSP}$`);
    expect(formatMoney(1000, 'USD', 'fr-CA')).toBe(`10,00${NBSP}$${NBSP}US`);
    expect(formatWholeMoney(20000, 'CAD', 'fr-CA')).toBe(`200${NBSP}$`);
    expect(formatWholeMoney(100000, 'CAD', 'fr-CA')).toBe(`1000${NBSP}$`);
  });

  it('keeps one formatter per locale: a French amount never changes the English one', () => {
    expect(formatMoney(500, 'CAD', 'fr-CA')).toBe(`5,00${NBSP}$`);
    expect(formatMoney(500, 'CAD')).toBe('$5.00');
    expect(formatWholeMoney(20000, 'CAD', 'fr-CA')).toBe(`200${NBSP}$`);
    expect(formatWholeMoney(20000)).toBe('$200');
  });

  it('signs a change of price, with a true minus and cents only when there are some', () => {
    expect(formatMoneyDifference(70000, 'CAD', 'en-CA')).toBe('+$700');
    expect(formatMoneyDifference(-70000, 'CAD', 'en-CA')).toBe('\u2212$700');
    expect(formatMoneyDifference(125050, 'CAD', 'en-CA')).toBe('+$1,250.50');
    expect(formatMoneyDifference(70000, 'CAD', 'fr-CA')).toBe(`+700${NBSP}$`);
    expect(formatMoneyDifference(-125050, 'cad', 'fr-CA')).toBe(`\u22121${NBSP}250,50${NBSP}$`);
  });
});
