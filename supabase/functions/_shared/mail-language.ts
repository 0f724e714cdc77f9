/**
 * The language of the e-mails the shop sends: French or English. English is
 * the default; a request or a record says French with the code `fr`, and a
 * shop address says it with its `/fr/` path. Nothing else is read from these
 * values: they pick texts, never a recipient or a link's host.
 */
export type MailLanguage = 'en' | 'fr';

/** `fr` is French; anything else (absent, another language, not a string) is English. */
export const mailLanguage = (value: unknown): MailLanguage => (value === 'fr' ? 'fr' : 'en');

const FRENCH_PREFIX = '/fr';

/** French when `address` is a page under `/fr/` on the site's own origin; English for anything else. */
export function languageOfAddress(address: string | null | undefined, siteUrl: string): MailLanguage {
  if (!address) return 'en';
  try {
    const url = new URL(address);
    if (url.origin !== new URL(siteUrl).origin) return 'en';
    return url.pathname === FRENCH_PREFIX || url.pathname.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en';
  } catch {
    return 'en';
  }
}

/** A shop page's address in a language: `/auth/confirm` is `{site}/fr/auth/confirm` in French. */
export function shopAddress(siteUrl: string, path: string, language: MailLanguage): string {
  return new URL(language === 'fr' ? `${FRENCH_PREFIX}${path}` : path, siteUrl).href;
}

/** The `lang` attribute of an e-mail's HTML. */
export const htmlLang = (language: MailLanguage) => (language === 'fr' ? 'fr-CA' : 'en');
