/**
 * The shop's languages as the site uses them, all read from the one table,
 * supabase/functions/_shared/languages.ts (the Edge Functions' e-mails read
 * it too): English (en-CA) is the default and keeps its addresses; French
 * (fr-CA) lives under `/fr/`. A language is named by its `Locale`, which
 * formats (money, dates, counts) take through `Intl`.
 *
 * Pure and small: islands ship it to the browser. Astro's `astro:i18n`
 * helpers are not used here because they would add tens of KB to every
 * island, and because the shop's addresses differ from what they build (see
 * docs/decisions/0043-languages-as-data.md).
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  languageOfCode,
  languageOfPath,
  type LanguageCode,
  type ShopLanguage,
} from '~shared/languages.ts';

export { LANGUAGE_CODES, LANGUAGES, type LanguageCode, type ShopLanguage };

export type Locale = ShopLanguage['locale'];
export const LOCALES: readonly Locale[] = LANGUAGES.map((language) => language.locale);
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE.locale;

/** A language's row of the table: its routing code, prefix, hreflang, `lang`… */
export function languageOf(locale: Locale): ShopLanguage {
  return LANGUAGES.find((language) => language.locale === locale) ?? DEFAULT_LANGUAGE;
}

/** The language the language links lead to from a page in `locale`. */
export function otherLocale(locale: Locale): Locale {
  return LOCALES.find((other) => other !== locale) ?? DEFAULT_LOCALE;
}

/** Astro's routing code of each language (`Astro.currentLocale`) and the first path segment of its pages. */
export const ROUTING_CODE = Object.fromEntries(LANGUAGES.map((language) => [language.locale, language.code])) as Record<
  Locale,
  LanguageCode
>;

/** The language a routing code names (`fr`), if it is one of the shop's. */
export function localeOfCode(code: unknown): Locale | undefined {
  return languageOfCode(code)?.locale;
}

/** The language of an address's path: French under `/fr/`, English elsewhere. */
export function localeOfPath(pathname: string): Locale {
  return languageOfPath(pathname).locale;
}

/** A path without its language prefix: `/fr/shop` → `/shop`, `/fr` → `/`. */
export function unprefixedPath(pathname: string): string {
  const { prefix } = languageOfPath(pathname);
  return prefix === '' ? pathname : pathname.slice(prefix.length) || '/';
}

/**
 * A shop path (with its query and hash, if any) in a language: `/shop?sort=name-asc`
 * is `/fr/shop?sort=name-asc` in French; the home page is `/fr/`. Paths that are
 * not the shop's pages (absolute URLs, `#anchors`, `mailto:`) are returned as they are,
 * and so are paths already in a language other than the default.
 */
export function localePath(path: string, locale: Locale): string {
  const { prefix } = languageOf(locale);
  if (prefix === '' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (languageOfPath(path.replace(/[?#].*$/, '')).prefix !== '') return path;
  return `${prefix}${path}`;
}

/** The same page (path, query and hash) in another language: what the language switcher opens. */
export function translatedPath(pathAndQuery: string, target: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(pathAndQuery);
  const [pathname, rest] = match ? [match[1] || '/', match[2]] : ['/', ''];
  return localePath(`${unprefixedPath(pathname)}${rest}`, target);
}

/*
 * The language of a catalogue request to the shop's own endpoints
 * (/api/products, /api/search-suggestions): `lang=fr` from French pages,
 * nothing (or `lang=en`) from English ones. The answer's names, prices and
 * links are in that language; the CDN caches each language under its own address.
 */
export const LANG_PARAM = 'lang';

/** Adds the page's language to a request's parameters (English adds nothing, so its addresses are unchanged). */
export function withLang(params: URLSearchParams, locale: Locale): URLSearchParams {
  if (locale !== DEFAULT_LOCALE) params.set(LANG_PARAM, ROUTING_CODE[locale]);
  return params;
}

/** The language a request asks for; null when `lang` names none of the shop's (the endpoint answers 400). */
export function requestLocale(params: URLSearchParams): Locale | null {
  const code = params.get(LANG_PARAM);
  if (code === null || code === '') return DEFAULT_LOCALE;
  return localeOfCode(code) ?? null;
}

export const LANG_ERROR = `${LANG_PARAM} must be one of ${LANGUAGE_CODES.join(', ')}`;
