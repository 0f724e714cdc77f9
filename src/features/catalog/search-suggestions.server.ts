/**
 * The header search's suggestions as the endpoint answers them, in the
 * language of the page that asked (server side: the endpoint's `lang`).
 */
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales.ts';
import type { Product } from '~/lib/surecart/types.ts';
import { localizedProduct } from './localized.ts';
import { productHref, shownPrice } from './product-card.ts';
import { MAX_SUGGESTIONS, type Suggestion } from './search-suggestions.ts';

/** A suggestion: the product's name and first collection in the language, its first price, its first variant's image. */
export function toSuggestion(product: Product, locale: Locale = DEFAULT_LOCALE): Suggestion {
  const shown = localizedProduct(product, locale);
  return {
    id: product.id,
    name: shown.name,
    href: productHref(product.slug, locale),
    collectionName: shown.collections[0]?.name ?? null,
    price: shownPrice(product.prices[0], locale),
    imageUrl: product.variants[0]?.mediaUrl ?? null,
  };
}

export function toSuggestions(products: Product[], locale: Locale = DEFAULT_LOCALE): Suggestion[] {
  return products.slice(0, MAX_SUGGESTIONS).map((product) => toSuggestion(product, locale));
}
