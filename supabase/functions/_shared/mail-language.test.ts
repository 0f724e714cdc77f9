import { describe, expect, it } from 'vitest';
import { languageOfAddress, mailLanguage, shopAddress } from './mail-language.ts';

const SITE = 'https://velonord.ca';

describe('the language a request names', () => {
  it('is French for "fr" only; anything else is English', () => {
    expect(mailLanguage('fr')).toBe('fr');
    for (const value of ['en', 'FR', 'fr-CA', 'de', '', null, undefined, 1, { fr: true }, ['fr']]) {
      expect(mailLanguage(value)).toBe('en');
    }
  });
});

describe('the language of a return address (redirect_to)', () => {
  it("is French for the site's /fr pages", () => {
    for (const address of [
      `${SITE}/fr`,
      `${SITE}/fr/`,
      `${SITE}/fr/auth/confirm`,
      `${SITE}/fr/auth/update-password?x=1#y`,
    ]) {
      expect(languageOfAddress(address, SITE), address).toBe('fr');
    }
  });

  it('is English for English pages, other sites, look-alike paths and anything unreadable', () => {
    for (const address of [
      `${SITE}/`,
      `${SITE}/auth/confirm`,
      `${SITE}/french`,
      `${SITE}/frites/`,
      `${SITE}/shop/fr/`,
      'https://evil.example/fr/auth/confirm',
      'https://velonord.ca.evil.example/fr/',
      'http://velonord.ca/fr/',
      '/fr/auth/confirm',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(languageOfAddress(address, SITE), String(address)).toBe('en');
    }
  });
});

describe('a shop page in a language', () => {
  it('is under /fr/ in French and unchanged in English', () => {
    expect(shopAddress(SITE, '/auth/confirm', 'fr')).toBe(`${SITE}/fr/auth/confirm`);
    expect(shopAddress(SITE, '/thank-you?sc_order=1', 'fr')).toBe(`${SITE}/fr/thank-you?sc_order=1`);
    expect(shopAddress(SITE, '/auth/confirm', 'en')).toBe(`${SITE}/auth/confirm`);
  });
});
