/**
 * The language of a catalogue request to the shop's own endpoints
 * (/api/products, /api/search-suggestions): `lang=fr` from French pages,
 * nothing (or `lang=en`) from English ones. The answer's names, prices and
 * links are in that language; the CDN caches each language under its own address.
 */
import { DEFAULT_LOCALE, LOCALES, ROUTING_CODE, type Locale } from '~/i18n/locales.ts';

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
