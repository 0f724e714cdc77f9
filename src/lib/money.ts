/** Amounts in cents, formatted for the shop's locale, always in their own currency. */
import { locale } from '~/i18n/index.ts';
import { SHOP_CURRENCY } from './store-policy.ts';

const formatters = new Map<string, Intl.NumberFormat>();
const wholeFormatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount in cents in its currency, e.g. 129900 CAD as "$1,299.00" and 1000 USD as "US$10.00" (en-CA). */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter.format(cents / 100);
}

/**
 * Whole-dollar amounts without cents or digit grouping, for the shop's own
 * marketing lines ("$200", "$1000"), which are stated in the shop's currency.
 */
export function formatWholeMoney(cents: number, currency = SHOP_CURRENCY): string {
  const code = currency.toUpperCase();
  // Building a formatter costs far more than formatting: one per currency, reused.
  let formatter = wholeFormatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      maximumFractionDigits: 0,
      useGrouping: false,
    });
    wholeFormatters.set(code, formatter);
  }
  return formatter.format(cents / 100);
}
