/**
 * Every page exists in each of the shop's languages: search engines are told
 * each address (`hreflang` en-CA and fr-CA, from the languages table) and which
 * one to show a reader of any other language (`x-default`: the default
 * language's, English). The page, the sitemap and tests build them here so
 * they always agree.
 */
import { DEFAULT_LOCALE, LOCALES, languageOf, localePath, type Locale } from '~/i18n/locales.ts';

export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/** Open Graph's name of each language (`og:locale`), written with an underscore. */
export const OPEN_GRAPH_LOCALE = Object.fromEntries(
  LOCALES.map((locale) => [locale, languageOf(locale).openGraph]),
) as Record<Locale, string>;

/** The page's address in a language, absolute, from its English path (`/shop`). */
export function localeUrl(path: string, locale: Locale, siteUrl: string | URL): string {
  return new URL(localePath(path, locale), siteUrl).href;
}

/** The page's address in each language and the default, absolute, from its English path (`/shop`). */
export function languageAlternates(path: string, siteUrl: string | URL): LanguageAlternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: languageOf(locale).hreflang, href: localeUrl(path, locale, siteUrl) })),
    { hreflang: 'x-default', href: localeUrl(path, DEFAULT_LOCALE, siteUrl) },
  ];
}
