import { describe, expect, it } from 'vitest';
import { platformTerm } from './platform-terms.ts';

describe('the platform’s English words on French pages', () => {
  it('translates the option names, colours and price names it knows', () => {
    expect(platformTerm('optionName', 'Color', 'fr-CA')).toBe('Couleur');
    expect(platformTerm('optionValue', 'Midnight Black', 'fr-CA')).toBe('Noir minuit');
    expect(platformTerm('priceName', 'Complete bike', 'fr-CA')).toBe('Vélo complet');
    expect(platformTerm('priceName', 'Single', 'fr-CA')).toBe('À l’unité');
  });

  it('shows what it does not know as the platform gives it, and never reads inherited keys', () => {
    expect(platformTerm('optionValue', 'Neon Pink', 'fr-CA')).toBe('Neon Pink');
    expect(platformTerm('optionValue', 'EU 42', 'fr-CA')).toBe('EU 42');
    expect(platformTerm('priceName', 'constructor', 'fr-CA')).toBe('constructor');
  });

  it('keeps kinds apart: a word is translated only as what it is', () => {
    expect(platformTerm('optionValue', 'Color', 'fr-CA')).toBe('Color');
  });

  it('leaves English pages as the platform writes them', () => {
    expect(platformTerm('optionName', 'Color', 'en-CA')).toBe('Color');
    expect(platformTerm('priceName', 'Complete bike', 'en-CA')).toBe('Complete bike');
  });
});
