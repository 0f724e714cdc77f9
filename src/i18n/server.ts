/**
 * Messages for server-rendered pages and components, which serve both
 * languages from one module graph: each takes its page's language from
 * Astro's routing (`pageLocale(Astro)`) and its catalogue from `messagesFor`.
 * Islands do not use this (it holds both languages); they import
 * `~/i18n/index.ts`.
 */
import * as en from './en.ts';
import * as enAccounts from './en-accounts.ts';
import * as enStock from './en-stock.ts';
import * as fr from './fr.ts';
import * as frAccounts from './fr-accounts.ts';
import * as frStock from './fr-stock.ts';
import { localeOfPath, ROUTING_CODE, type LanguageCode, type Locale } from './locales.ts';

export type Messages = typeof en & typeof enAccounts & typeof enStock;

const catalogues: Record<Locale, Messages> = {
  'en-CA': { ...en, ...enAccounts, ...enStock },
  'fr-CA': { ...fr, ...frAccounts, ...frStock },
};

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/**
 * The language of the page being rendered: its address's (`/fr/…` is French), the rule Astro's i18n
 * routing follows too. Read from the address so the not-found page, which answers any address, speaks
 * the language of the one asked for.
 */
export function pageLocale(astro: { url: URL }): Locale {
  return localeOfPath(astro.url.pathname);
}

/** The folder of src/content/pages/ holding a language's pages: its routing code, `en` or `fr`. */
export function contentFolder(locale: Locale): LanguageCode {
  return ROUTING_CODE[locale];
}
