/** How a query is read with the rider words of its language. */
import { describe, expect, it } from 'vitest';
import { matchesEveryPart, readQuery } from './search-synonyms.ts';

describe('reading a query with rider words', () => {
  it('reads "mtb" as mountain bikes in English, and « VTT » or « vélo de montagne » in French', () => {
    const bike = ['bromont', 'hardtail', '29', 'mountain', 'bikes'];
    expect(readQuery('mtb', 'en-CA').riderWords).toBe(true);
    expect(matchesEveryPart(bike, readQuery('MTB', 'en-CA').parts)).toBe(true);
    const velo = ['bromont', 'hardtail', '29', 'velos', 'de', 'montagne'];
    expect(matchesEveryPart(velo, readQuery('VTT', 'fr-CA').parts)).toBe(true);
    expect(matchesEveryPart(velo, readQuery('vélo de montagne', 'fr-CA').parts)).toBe(true);
    expect(readQuery('vélo de montagne', 'fr-CA').parts).toHaveLength(1);
  });

  it('reads "e-bike", "ebike" and plurals as electric, not as the word "e"', () => {
    const electric = ['fjord', 'e', 'road', 'pro', 'electric', 'road', 'bikes'];
    const endurance = ['saint', 'laurent', 'endurance', '105', 'road', 'bikes'];
    for (const query of ['e-bike', 'ebike', 'E-Bikes']) {
      const { parts } = readQuery(query, 'en-CA');
      expect(matchesEveryPart(electric, parts), query).toBe(true);
      expect(matchesEveryPart(endurance, parts), query).toBe(false);
    }
    expect(matchesEveryPart(['velos', 'de', 'route', 'electriques'], readQuery('e-bike', 'fr-CA').parts)).toBe(true);
  });

  it('reads helmet and casque as each language’s helmet word', () => {
    expect(matchesEveryPart(['sommet', 'helmets'], readQuery('casque', 'en-CA').parts)).toBe(true);
    expect(matchesEveryPart(['sommet', 'casques'], readQuery('helmet', 'fr-CA').parts)).toBe(true);
  });

  it('keeps other words as typed, each starting a word, and needs every part', () => {
    const { parts, riderWords } = readQuery('brom hard', 'en-CA');
    expect(riderWords).toBe(false);
    expect(parts).toEqual([[['brom']], [['hard']]]);
    expect(matchesEveryPart(['bromont', 'hardtail'], parts)).toBe(true);
    expect(matchesEveryPart(['bromont', 'mountain', 'bikes'], readQuery('bromont mtb', 'en-CA').parts)).toBe(true);
    expect(matchesEveryPart(['bromont', 'mountain', 'bikes'], readQuery('bromont ebike', 'en-CA').parts)).toBe(false);
  });

  it('matches nothing for a query without words', () => {
    expect(matchesEveryPart(['anything'], readQuery(' « » ', 'en-CA').parts)).toBe(false);
  });

  it('leaves a partly typed rider word alone until it is whole', () => {
    expect(readQuery('mt', 'en-CA').riderWords).toBe(false);
  });
});
