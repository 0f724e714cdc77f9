/**
 * The shop's languages. English (en-CA) is the default and keeps its
 * addresses; French (fr-CA) lives under `/fr/`. Formats (money, dates,
 * counts) take one of these through `Intl`.
 */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** The language the language links lead to from a page in `locale`. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
}

/** Astro's routing code of each language (`Astro.currentLocale`) and the first path segment of its pages. */
export const ROUTING_CODE: Record<Locale, 'en' | 'fr'> = { 'en-CA': 'en', 'fr-CA': 'fr' };
const FRENCH_PREFIX = '/fr';

/** The language of an address's path: French under `/fr/`, English elsewhere. */
export function localeOfPath(pathname: string): Locale {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? 'fr-CA' : DEFAULT_LOCALE;
}

/** A path without its language prefix: `/fr/shop` → `/shop`, `/fr` → `/`. */
export function unprefixedPath(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname;
  return pathname.slice(FRENCH_PREFIX.length) || '/';
}

/**
 * A shop path (with its query and hash, if any) in a language: `/shop?sort=name-asc`
 * is `/fr/shop?sort=name-asc` in French; the home page is `/fr/`. Paths that are
 * not the shop's pages (absolute URLs, `#anchors`, `mailto:`) are returned as they are.
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (localeOfPath(path.replace(/[?#].*$/, '')) === 'fr-CA') return path;
  return `${FRENCH_PREFIX}${path}`;
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
  return LOCALES.find((locale) => ROUTING_CODE[locale] === code) ?? null;
}

export const LANG_ERROR = `${LANG_PARAM} must be one of ${LOCALES.map((locale) => ROUTING_CODE[locale]).join(', ')}`;
