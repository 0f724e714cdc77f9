/**
 * The bike comparison lives in its address, so it can be shared and
 * bookmarked: `/compare?products=slug1,slug2,slug3&size=M` (`/fr/compare…`
 * in French). This module writes the links that open, add to and remove
 * from a comparison: plain links, so the page needs no script; pure, so the
 * listing island's cards use it too (./read-compare-address.ts reads an
 * address on the server). See docs/decisions/0078-similar-bikes-and-compare.md.
 */
import { DEFAULT_LOCALE, localePath, type Locale } from '~/i18n/locales.ts';

/** Three bikes fit side by side on a laptop and still read on a phone (the table scrolls sideways). */
export const COMPARE_LIMIT = 3;

export const PRODUCTS_PARAM = 'products';
export const SIZE_PARAM = 'size';

/** The comparison of `slugs` (and the size, if any) in a language; no products is the empty comparison. */
export function compareHref(
  slugs: readonly string[],
  locale: Locale = DEFAULT_LOCALE,
  size: string | null = null,
): string {
  const shown = slugs.slice(0, COMPARE_LIMIT).map((slug) => encodeURIComponent(slug));
  const query = [
    ...(shown.length ? [`${PRODUCTS_PARAM}=${shown.join(',')}`] : []),
    ...(size ? [`${SIZE_PARAM}=${encodeURIComponent(size)}`] : []),
  ];
  return localePath(`/compare${query.length ? `?${query.join('&')}` : ''}`, locale);
}

/** `slugs` with `slug` added at the end; null when it is already there or the comparison is full. */
export function withProduct(slugs: readonly string[], slug: string): string[] | null {
  if (slugs.includes(slug) || slugs.length >= COMPARE_LIMIT) return null;
  return [...slugs, slug];
}

export function withoutProduct(slugs: readonly string[], slug: string): string[] {
  return slugs.filter((s) => s !== slug);
}
