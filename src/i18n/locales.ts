/**
 * The shop's languages. English (en-CA) is the default and keeps its
 * addresses; French (fr-CA) lives under `/fr/`. Formats (money, dates,
 * counts) take one of these through `Intl`.
 */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** Astro's routing code of each language (`Astro.currentLocale`) and the first path segment of its pages. */
export const ROUTING_CODE: Record<Locale, 'en' | 'fr'> = { 'en-CA': 'en', 'fr-CA': 'fr' };
const FRENCH_PREFIX = '/fr';

/** The shop's language for Astro's routing code (`Astro.currentLocale`); English for anything else. */
export function localeFromRouting(code: string | undefined): Locale {
  return code === 'fr' || code === 'fr-CA' ? 'fr-CA' : DEFAULT_LOCALE;
}

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
