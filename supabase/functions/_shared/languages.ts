/**
 * The shop's languages: the one table that says which languages exist and
 * how each is written in addresses, formats and markup. Everything else reads
 * it: Astro's i18n routing (astro.config.mjs), the site's links, hreflang
 * alternates, sitemap and robots.txt (src/i18n/locales.ts and
 * src/features/seo/), the language switcher and the catalogue endpoints'
 * `lang`, the content folders, and the e-mails of the Edge Functions
 * (./mail-language.ts). Adding a language starts with a row here.
 *
 * Why here: the Edge Functions are deployed from supabase/functions/, and a
 * function can only import what lies under that folder (`_shared/` is how
 * functions share code); the site, the local backend (local/) and the tests
 * already import from this folder by relative path, and nothing here depends
 * on either of them. So the dependency points one way, from the site to this
 * file. It imports nothing and holds only data and small pure functions, so
 * it runs the same in Deno, Node and the browser, and costs islands a few
 * hundred bytes.
 */
export interface Language {
  /**
   * The language's short code: Astro's routing locale (`i18n.locales`,
   * `Astro.currentLocale`), the `lang=` parameter of the shop's endpoints, the
   * `locale` the site sends to the Edge Functions and the checkout's metadata,
   * the `shop-language` cookie's value, and the folder of src/content/pages/.
   */
  readonly code: string;
  /**
   * What comes before a page's path in this language's addresses: empty for
   * the default language, whose pages keep their bare addresses; `/<code>`
   * for the others (Astro's routing puts them there, with their pages in
   * `src/pages/<code>/`).
   */
  readonly prefix: string;
  /** The BCP 47 locale `Intl` formats money, dates and counts in; also the site's name for the language (`Locale`). */
  readonly locale: string;
  /** What `hreflang` calls the language, in `<link rel="alternate">`, the sitemap and language links. */
  readonly hreflang: string;
  /** The `lang` attribute of a page or e-mail written in the language (`<html lang>`, a link's `lang`). */
  readonly htmlLang: string;
  /** Open Graph's name for it (`og:locale`), written with an underscore. */
  readonly openGraph: string;
  /**
   * The default language, exactly one: its addresses have no prefix, it is
   * Astro's `defaultLocale`, the `x-default` alternate, and the language of
   * anything that names none (a request, an address, an e-mail).
   */
  readonly isDefault: boolean;
}

export const LANGUAGES = [
  {
    code: 'en',
    prefix: '',
    locale: 'en-CA',
    hreflang: 'en-CA',
    htmlLang: 'en-CA',
    openGraph: 'en_CA',
    isDefault: true,
  },
  {
    code: 'fr',
    prefix: '/fr',
    locale: 'fr-CA',
    hreflang: 'fr-CA',
    htmlLang: 'fr-CA',
    openGraph: 'fr_CA',
    isDefault: false,
  },
] as const satisfies readonly Language[];

export type ShopLanguage = (typeof LANGUAGES)[number];
/** `en` or `fr`. */
export type LanguageCode = ShopLanguage['code'];

/** Every language's code, in the table's order: Astro's `i18n.locales`. */
export const LANGUAGE_CODES: LanguageCode[] = LANGUAGES.map((language) => language.code);

export const DEFAULT_LANGUAGE: ShopLanguage = LANGUAGES.find((language) => language.isDefault) ?? LANGUAGES[0];

/** The language whose code is `value` (compared exactly: `fr`, not `FR` or `fr-CA`); undefined for anything else. */
export function languageOfCode(value: unknown): ShopLanguage | undefined {
  return LANGUAGES.find((language) => language.code === value);
}

/**
 * The language of an address's path: the language whose prefix is its first
 * segment (`/fr`, `/fr/…`), the default for any other path (`/fresh`,
 * `/product/fr`).
 */
export function languageOfPath(pathname: string): ShopLanguage {
  return (
    LANGUAGES.find(
      (language) =>
        language.prefix !== '' && (pathname === language.prefix || pathname.startsWith(`${language.prefix}/`)),
    ) ?? DEFAULT_LANGUAGE
  );
}
