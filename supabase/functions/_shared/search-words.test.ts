import { describe, expect, it } from 'vitest';
import { searchWords, startsEveryWord } from './search-words.ts';

describe('searchWords', () => {
  it.each([
    ['Casque de vélo Été', ['casque', 'de', 'velo', 'ete']],
    ['Summit-Ridge 29" (2026)', ['summit', 'ridge', '29', '2026']],
    ['  L’œuvre, ÇA  ', ['l', 'œuvre', 'ca']],
    ['', []],
    ['—  …', []],
  ])('%j gives %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe('startsEveryWord', () => {
  const words = ['summit', 'ridge', 'helmet'];

  it('matches when every query word starts a word, in any order', () => {
    expect(startsEveryWord(words, ['hel', 'sum'])).toBe(true);
    expect(startsEveryWord(words, ['ridge'])).toBe(true);
  });

  it('does not match inside a word, nor when one query word matches nothing', () => {
    expect(startsEveryWord(words, ['elmet'])).toBe(false);
    expect(startsEveryWord(words, ['sum', 'glove'])).toBe(false);
  });

  it('matches anything without a query word; callers decide what no query means', () => {
    expect(startsEveryWord(words, [])).toBe(true);
  });
});
