import { locale } from '~/i18n/index.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount in cents, e.g. 129900 CAD as "$1,299.00" (en-CA). */
export function formatMoney(cents: number, currency = 'CAD'): string {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter.format(cents / 100);
}

/** Whole-dollar amounts without cents or digit grouping, for marketing lines ("$200", "$1000"). */
export function formatWholeMoney(cents: number, currency = 'CAD'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
    useGrouping: false,
  }).format(cents / 100);
}
