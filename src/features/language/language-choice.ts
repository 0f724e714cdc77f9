/**
 * The visitor's language choice. Choosing a language (the switcher, or the
 * suggestion shown to French browsers) is remembered for a year in a
 * first-party cookie, `shop-language=<code>` (`en`, `fr`). Nothing on the server reads it:
 * an address always shows its own language (no redirect), so links, shared
 * URLs and search engines see the page they ask for. The browser reads it to
 * stop suggesting French to someone who has already chosen.
 */
import { DEFAULT_LOCALE, LOCALES, languageOf, localeOfCode, ROUTING_CODE, type Locale } from '~/i18n/locales.ts';

export const LANGUAGE_COOKIE = 'shop-language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Where the browser is now: path, query and hash. */
export function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Remembers a choice of language for a year, for the whole site. */
export function rememberLanguage(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${ROUTING_CODE[locale]}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The language a server-rendered language link leads to, from its `hreflang`. */
export function targetOfLink(link: HTMLAnchorElement): Locale {
  return LOCALES.find((locale) => languageOf(locale).hreflang === link.hreflang) ?? DEFAULT_LOCALE;
}

/** The remembered choice in a `document.cookie` string, if any. */
export function rememberedLanguage(cookies: string): Locale | undefined {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    const locale = localeOfCode(value);
    if (locale) return locale;
  }
  return undefined;
}

/** Whether the browser's preferred languages put French before English (`fr-CA, en` yes; `en-US, fr` no). */
export function prefersFrench(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'fr') return true;
    if (primary === 'en') return false;
  }
  return false;
}
