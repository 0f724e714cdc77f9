/** A collection page's address in a language: `/collection/{slug}`, `/fr/collection/{slug}` (server and islands). */
import { DEFAULT_LOCALE, localePath, type Locale } from '~/i18n/locales.ts';

export function collectionPath(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return localePath(`/collection/${encodeURIComponent(slug)}`, locale);
}
