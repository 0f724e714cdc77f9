/**
 * Messages for server-rendered pages and components, which serve both
 * languages from one module graph: each takes its page's language from
 * Astro's routing (`pageLocale(Astro)`) and its catalogue from `messagesFor`.
 * Islands do not use this (it holds every language); they import
 * `~/i18n/index.ts`, which reads the page's words.
 */
import * as en from './en.ts';
import * as enAccounts from './en-accounts.ts';
import * as enCatalog from './en-catalog.ts';
import * as enForms from './en-forms.ts';
import * as enOrders from './en-orders.ts';
import * as enSizeFinder from './en-size-finder.ts';
import * as enStock from './en-stock.ts';
import * as fr from './fr.ts';
import * as frAccounts from './fr-accounts.ts';
import * as frCatalog from './fr-catalog.ts';
import * as frForms from './fr-forms.ts';
import * as frOrders from './fr-orders.ts';
import * as frSizeFinder from './fr-size-finder.ts';
import * as frStock from './fr-stock.ts';
import type { Messages } from './catalogue.ts';
import { localeOfPath, ROUTING_CODE, type LanguageCode, type Locale } from './locales.ts';

/** Every message module of a language, merged: what a page of that language carries its islands' groups from. */
const english: Messages = { ...en, ...enAccounts, ...enCatalog, ...enForms, ...enOrders, ...enSizeFinder, ...enStock };
const french: Messages = { ...fr, ...frAccounts, ...frCatalog, ...frForms, ...frOrders, ...frSizeFinder, ...frStock };

export type { Messages };

const catalogues: Record<Locale, Messages> = { 'en-CA': english, 'fr-CA': french };

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
