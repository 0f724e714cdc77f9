import { describe, expect, it } from 'vitest';
import { localeOfPath, localePath, translatedPath, unprefixedPath } from './locales.ts';

describe('language of addresses', () => {
  it('puts French pages under /fr/ and leaves English ones where they are', () => {
    expect(localePath('/shop?sort=name-asc', 'fr-CA')).toBe('/fr/shop?sort=name-asc');
    expect(localePath('/', 'fr-CA')).toBe('/fr/');
    expect(localePath('/collections#bike', 'fr-CA')).toBe('/fr/collections#bike');
    expect(localePath('/shop', 'en-CA')).toBe('/shop');
  });

  it('leaves what is not a page of the shop alone, and never prefixes twice', () => {
    expect(localePath('https://example.com/a', 'fr-CA')).toBe('https://example.com/a');
    expect(localePath('//evil.example/a', 'fr-CA')).toBe('//evil.example/a');
    expect(localePath('#main', 'fr-CA')).toBe('#main');
    expect(localePath('/fr/shop', 'fr-CA')).toBe('/fr/shop');
  });

  it('tells the language of a path without mistaking look-alikes', () => {
    expect(localeOfPath('/fr')).toBe('fr-CA');
    expect(localeOfPath('/fr/product/a')).toBe('fr-CA');
    expect(localeOfPath('/fresh-gear')).toBe('en-CA');
    expect(localeOfPath('/product/fr')).toBe('en-CA');
    expect(unprefixedPath('/fr/shop')).toBe('/shop');
    expect(unprefixedPath('/fr')).toBe('/');
    expect(unprefixedPath('/fresh')).toBe('/fresh');
  });

  it('opens the same page, query and hash in the other language', () => {
    expect(translatedPath('/search?query=casque#results', 'fr-CA')).toBe('/fr/search?query=casque#results');
    expect(translatedPath('/fr/search?query=casque#results', 'en-CA')).toBe('/search?query=casque#results');
    expect(translatedPath('/fr/', 'en-CA')).toBe('/');
    expect(translatedPath('/fr', 'en-CA')).toBe('/');
    expect(translatedPath('/', 'fr-CA')).toBe('/fr/');
  });
});
