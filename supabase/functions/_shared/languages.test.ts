import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, languageOfCode, languageOfPath } from './languages.ts';
import { htmlLang, languageOfAddress, mailLanguage, shopAddress } from './mail-language.ts';

const SITE = 'https://velonord.ca';
const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('the languages table', () => {
  it('has one default language, at the bare addresses; every other one under /<code>', () => {
    expect(LANGUAGES.filter((language) => language.isDefault)).toEqual([DEFAULT_LANGUAGE]);
    for (const language of LANGUAGES) {
      expect(language.prefix, language.code).toBe(language.isDefault ? '' : `/${language.code}`);
    }
  });

  it('names each language once, in forms Intl and HTML accept', () => {
    for (const column of ['code', 'prefix', 'locale', 'hreflang', 'htmlLang', 'openGraph'] as const) {
      expect(unique(LANGUAGES.map((language) => language[column])), column).toBe(true);
    }
    expect(LANGUAGE_CODES).toEqual(LANGUAGES.map((language) => language.code));
    for (const language of LANGUAGES) {
      expect(Intl.getCanonicalLocales(language.locale)).toEqual([language.locale]);
      expect(Intl.getCanonicalLocales(language.hreflang)).toEqual([language.hreflang]);
      expect(language.openGraph).toBe(language.locale.replace('-', '_'));
    }
  });

  it('finds a language by its exact code, and by the first segment of a path only', () => {
    for (const language of LANGUAGES) {
      expect(languageOfCode(language.code)).toBe(language);
      expect(languageOfCode(language.code.toUpperCase())).toBeUndefined();
      expect(languageOfCode(language.locale)).toBeUndefined();
      expect(languageOfPath(`${language.prefix}/shop`)).toBe(language);
      expect(languageOfPath(`${language.prefix}/`)).toBe(language);
      expect(languageOfPath(`/product${language.prefix}`)).toBe(DEFAULT_LANGUAGE);
    }
  });
});

describe('the e-mails follow the table', () => {
  it('for every language: its code, its addresses and its lang attribute', () => {
    for (const language of LANGUAGES) {
      expect(mailLanguage(language.code)).toBe(language.code);
      expect(shopAddress(SITE, '/auth/confirm', language.code)).toBe(`${SITE}${language.prefix}/auth/confirm`);
      expect(languageOfAddress(`${SITE}${language.prefix}/auth/confirm`, SITE)).toBe(language.code);
      expect(htmlLang(language.code)).toBe(language.htmlLang);
    }
    expect(mailLanguage('de')).toBe(DEFAULT_LANGUAGE.code);
    expect(languageOfAddress(null, SITE)).toBe(DEFAULT_LANGUAGE.code);
  });
});
