// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, prefersFrench, rememberedLanguage, rememberLanguage } from './language-choice.ts';

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the browser’s preferred language', () => {
  it('is French when a French tag comes before any English one', () => {
    expect(prefersFrench(['fr-CA', 'en-CA'])).toBe(true);
    expect(prefersFrench(['FR'])).toBe(true);
    expect(prefersFrench(['de-DE', 'fr-FR', 'en'])).toBe(true);
  });

  it('is not French when English comes first or French is absent', () => {
    expect(prefersFrench(['en-CA', 'fr-CA'])).toBe(false);
    expect(prefersFrench(['es', 'de'])).toBe(false);
    expect(prefersFrench([])).toBe(false);
    // A language whose tag merely starts with the letters "fr" (Frisian) is not French.
    expect(prefersFrench(['fy', 'frr', 'en'])).toBe(false);
  });
});

describe('the remembered language', () => {
  it('is read from the shop’s cookie among others, and ignored when unknown', () => {
    expect(rememberedLanguage('a=1; shop-language=fr; b=2')).toBe('fr-CA');
    expect(rememberedLanguage('shop-language=en')).toBe('en-CA');
    expect(rememberedLanguage('shop-language=de')).toBeUndefined();
    expect(rememberedLanguage('my-shop-language=fr')).toBeUndefined();
    expect(rememberedLanguage('')).toBeUndefined();
  });

  it('is written as a first-party cookie the browser gives back', () => {
    expect(rememberedLanguage(document.cookie)).toBeUndefined();
    rememberLanguage('fr-CA');
    expect(document.cookie).toContain('shop-language=fr');
    expect(rememberedLanguage(document.cookie)).toBe('fr-CA');
    rememberLanguage('en-CA');
    expect(rememberedLanguage(document.cookie)).toBe('en-CA');
  });
});
