/**
 * Every page exists in English and in French: search engines are told both
 * addresses (`hreflang` en-CA and fr-CA) and which one to show a reader of
 * any other language (`x-default`: English, the shop's first language). The
 * page, the sitemap and tests build them here so they always agree.
 */
import { LOCALES, localePath, type Locale } from '~/i18n/locales.ts';

export interface LanguageAlternate {
  hreflang: Locale | 'x-default';
  href: string;
}

/** Open Graph writes languages with an underscore. */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { 'en-CA': 'en_CA', 'fr-CA': 'fr_CA' };

/** The page's address in each language and the default, absolute, from its English path (`/shop`). */
export function languageAlternates(path: string, siteUrl: string | URL): LanguageAlternate[] {
  const url = (locale: Locale) => new URL(localePath(path, locale), siteUrl).href;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: url(locale) })),
    { hreflang: 'x-default' as const, href: url('en-CA') },
  ];
}
