/**
 * The language of the e-mails the shop sends, one of the shop's languages
 * (./languages.ts). A request or a record names it by its code (`fr`), and a
 * shop address by its path (`/fr/…`); anything else is the default language,
 * English. Nothing else is read from these values: they pick texts, never a
 * recipient or a link's host.
 */
import { DEFAULT_LANGUAGE, languageOfCode, languageOfPath, type LanguageCode } from './languages.ts';

/** `en` or `fr`: a language's code. */
export type MailLanguage = LanguageCode;

/** The language a code names (`fr`); anything else (absent, another language, not a string) is the default. */
export const mailLanguage = (value: unknown): MailLanguage => (languageOfCode(value) ?? DEFAULT_LANGUAGE).code;

const language = (code: MailLanguage) => languageOfCode(code) ?? DEFAULT_LANGUAGE;

/** The language of a page on the site's own origin (French under `/fr/`); the default for anything else. */
export function languageOfAddress(address: string | null | undefined, siteUrl: string): MailLanguage {
  if (!address) return DEFAULT_LANGUAGE.code;
  try {
    const url = new URL(address);
    if (url.origin !== new URL(siteUrl).origin) return DEFAULT_LANGUAGE.code;
    return languageOfPath(url.pathname).code;
  } catch {
    return DEFAULT_LANGUAGE.code;
  }
}

/** A shop page's address in a language: `/auth/confirm` is `{site}/fr/auth/confirm` in French. */
export function shopAddress(siteUrl: string, path: string, code: MailLanguage): string {
  return new URL(`${language(code).prefix}${path}`, siteUrl).href;
}

/** The `lang` attribute of an e-mail's HTML: the language's, as on the shop's pages (`en-CA`, `fr-CA`). */
export const htmlLang = (code: MailLanguage) => language(code).htmlLang;
