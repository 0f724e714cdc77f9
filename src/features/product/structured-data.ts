/**
 * Product and BreadcrumbList JSON-LD (schema.org) for a product page, built
 * from the same data the page shows, in its language: a French page gives
 * the French name, description and collection, its own `/fr/` addresses and
 * `inLanguage: "fr-CA"`.
 */
import { decodeHTML } from 'entities';
import type { Product } from '~/lib/surecart/types.ts';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales.ts';
import { brand } from '~/i18n/index.ts';
import { SHOP_CURRENCY } from '~/lib/store-policy.ts';
import {
  availability as variantAvailability,
  productAvailability,
  SCHEMA_AVAILABILITY,
} from '~/features/catalog/stock.ts';
import { shopToday, upcomingBackorderDate } from '~/features/catalog/delivery.ts';

const amount = (cents: number) => (cents / 100).toFixed(2);

/**
 * Plain text of the merchant's HTML, for the description field: tags dropped,
 * then every HTML entity decoded by a maintained decoder (named, decimal and
 * hex). The result may hold "<" again, so it must only be written through
 * `serializeJsonLd` or an escaping renderer.
 */
export function plainText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * When a back-ordered product is expected back (schema.org's `availabilityStarts`): the soonest date
 * still to come among its back-ordered variants' (or null: none given, or all gone by). Only asked
 * of a product whose best availability is a back-order, so the date is when anything of it ships.
 */
function backorderStarts(product: Product, today: string): string | null {
  const dates = product.variants
    .filter((variant) => variantAvailability(product.stock, variant).kind === 'backorder')
    .flatMap((variant) => upcomingBackorderDate(variant.backorderDate, today) ?? []);
  return dates.length > 0 ? dates.reduce((soonest, date) => (date < soonest ? date : soonest)) : null;
}

/**
 * `product` is in the page's language (see localizedProduct), `url` the page's
 * own address, and `description` the description's plain text (see `plainText`).
 */
export function productJsonLd(
  product: Product,
  url: string,
  images: string[],
  description: string,
  locale: Locale = DEFAULT_LOCALE,
  today: string = shopToday(),
) {
  const amounts = [
    ...product.prices.map((p) => p.amount),
    ...product.variants.flatMap((v) => (v.amount === null ? [] : [v.amount])),
  ];
  const currency = product.prices[0]?.currency ?? SHOP_CURRENCY;
  // One offer for the whole product, as available as its best variant (see productAvailability).
  const best = productAvailability(product).kind;
  const availability = SCHEMA_AVAILABILITY[best];
  // The back-order's expected date, where the store gives one (its variants' metadata).
  const starts = best === 'backorder' ? backorderStarts(product, today) : null;
  const expected = starts ? { availabilityStarts: starts } : {};
  const offers =
    amounts.length <= 1
      ? { '@type': 'Offer', price: amount(amounts[0] ?? 0), priceCurrency: currency, availability, ...expected, url }
      : {
          '@type': 'AggregateOffer',
          lowPrice: amount(Math.min(...amounts)),
          highPrice: amount(Math.max(...amounts)),
          offerCount: product.prices.length,
          priceCurrency: currency,
          availability,
          ...expected,
          url,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    inLanguage: locale,
    name: product.name,
    sku: product.id,
    url,
    image: images,
    description: description || product.name,
    brand: { '@type': 'Brand', name: brand.name },
    category: product.collections[0]?.name,
    offers,
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
