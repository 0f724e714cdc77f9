/**
 * Amounts in cents, formatted for a locale (by default the current page's
 * language), always in their own currency.
 */
import { currentLocale } from '~/i18n/index.ts';
import type { Locale } from '~/i18n/locales.ts';
import { SHOP_CURRENCY } from './store-policy.ts';

// Building a formatter costs far more than formatting: one per locale and currency, reused.
const formatters = new Map<string, Intl.NumberFormat>();
const wholeFormatters = new Map<string, Intl.NumberFormat>();
const differenceFormatters = new Map<string, Intl.NumberFormat>();

function formatterFor(
  cache: Map<string, Intl.NumberFormat>,
  locale: Locale,
  currency: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const code = currency.toUpperCase();
  const key = `${locale}:${code}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { ...options, style: 'currency', currency: code });
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in cents in its currency: 129900 CAD is "$1,299.00" in
 * en-CA and "1 299,00 $" in fr-CA (non-breaking spaces); 1000 USD is
 * "US$10.00" and "10,00 $ US".
 */
export function formatMoney(cents: number, currency: string, locale: Locale = currentLocale()): string {
  return formatterFor(formatters, locale, currency, {}).format(cents / 100);
}

/**
 * Whole-dollar amounts without cents or digit grouping, for the shop's own
 * marketing lines ("$200", "$1000"; "200 $", "1000 $" in French), which are
 * stated in the shop's currency.
 */
export function formatWholeMoney(cents: number, currency = SHOP_CURRENCY, locale: Locale = currentLocale()): string {
  return formatterFor(wholeFormatters, locale, currency, { maximumFractionDigits: 0, useGrouping: false }).format(
    cents / 100,
  );
}

/**
 * A change of price, signed, its cents only when it has some: 70000 CAD is "+$700" in en-CA and
 * "+700 $" in fr-CA, -70000 is "−$700" and "−700 $" (a true minus sign, as print writes it).
 */
export function formatMoneyDifference(cents: number, currency: string, locale: Locale = currentLocale()): string {
  return formatterFor(differenceFormatters, locale, currency, {
    signDisplay: 'exceptZero',
    trailingZeroDisplay: 'stripIfInteger',
  })
    .format(cents / 100)
    .replace('-', '\u2212');
}
