/**
 * Messages for server-rendered pages and components, which serve both
 * languages from one module graph: each takes its page's language from
 * Astro's routing (`pageLocale(Astro)`) and its catalogue from `messagesFor`.
 * Islands do not use this (it holds both languages); they import
 * `~/i18n/index.ts`.
 */
import * as en from './en.ts';
import * as enAccounts from './en-accounts.ts';
import * as fr from './fr.ts';
import * as frAccounts from './fr-accounts.ts';
import { localeFromRouting, type Locale } from './locales.ts';

export type Messages = typeof en & typeof enAccounts;

const catalogues: Record<Locale, Messages> = {
  'en-CA': { ...en, ...enAccounts },
  'fr-CA': { ...fr, ...frAccounts },
};

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/** The language of the page being rendered, from Astro's i18n routing (`/fr/…` is French). */
export function pageLocale(astro: { currentLocale: string | undefined }): Locale {
  return localeFromRouting(astro.currentLocale);
}

/** The folder of src/content/pages/ holding a language's pages. */
export function contentFolder(locale: Locale): 'en' | 'fr' {
  return locale === 'fr-CA' ? 'fr' : 'en';
}
