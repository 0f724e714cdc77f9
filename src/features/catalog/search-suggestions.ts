/**
 * The header search's suggestion rules: they run once typing pauses for 300 ms
 * and only from 2 characters, show at most 5 products, each with its name,
 * first collection, lowest price ("From" when choices differ) and the first variant's image.
 */
import { currentLocale } from '~/i18n/index.ts';
import { localePath, type Locale } from '~/i18n/locales.ts';
import type { ShownPrice } from './product-card.ts';
import type { ShownPicture } from '~/lib/wordpress/picture-sizes.ts';

export const SUGGESTION_DEBOUNCE_MS = 300;
export const SUGGESTION_MIN_CHARS = 2;
export const MAX_SUGGESTIONS = 5;
/** The list's height limit in px; longer lists scroll. */
export const SUGGESTION_LIST_MAX_HEIGHT = 400;

export interface Suggestion {
  id: string;
  name: string;
  href: string;
  collectionName: string | null;
  price: ShownPrice | null;
  /**
   * The first variant's picture as its <img> loads it: `src`, `srcSet` and `sizes` worked out by the
   * endpoint, so the header's script carries no size-picking code.
   */
  image: ShownPicture | null;
  /** Nothing of it can be bought: the suggestion says "Sold out". */
  soldOut: boolean;
}

/** The text a suggestion request is made for, or null when it is too short (the list is then cleared). */
export function suggestionQuery(typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed.length >= SUGGESTION_MIN_CHARS ? trimmed : null;
}

/**
 * Where submitting the search box goes (the search page of the box's
 * language, by default the island's); null for blank text, which submits nothing.
 */
export function searchPageHref(typed: string, locale: Locale = currentLocale()): string | null {
  const trimmed = typed.trim();
  return trimmed ? localePath(`/search?${new URLSearchParams({ query: trimmed })}`, locale) : null;
}

/**
 * `/shop?q=…` is the address many shops give their search: the shop sends it
 * to its search page for the same text (null without `q` or with blank text).
 */
export function shopSearchRedirect(params: URLSearchParams, locale: Locale): string | null {
  const typed = params.get('q');
  return typed === null ? null : searchPageHref(typed, locale);
}

/** Arrow keys move through the list and wrap around; -1 is the text box itself. */
export function nextActiveIndex(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
