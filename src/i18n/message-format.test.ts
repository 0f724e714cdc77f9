/**
 * Messages with values, written as templates: what they say in each
 * language, and that they cross a page as data and read the same after.
 */
import { describe, expect, it } from 'vitest';
import { formatter, reviveTemplates, wordsAsData } from './message-format.ts';

const en = formatter('en-CA');
const fr = formatter('fr-CA');

describe('a message template', () => {
  it('puts values in by position, any number of times', () => {
    expect(en<[string, number]>('{1} of {0}, {1} again')('Vélo', 2)).toBe('2 of Vélo, 2 again');
  });

  it('joins a list as the language does, lower-cased on request', () => {
    expect(en<[string[]]>('Still: {0:lower}')(['Size', 'Colour', 'Price'])).toBe('Still: size, colour and price');
    expect(fr<[string[]]>('Reste : {0}')(['Taille', 'Couleur'])).toBe('Reste : Taille et Couleur');
  });

  it('writes numbers as the language writes them', () => {
    expect(en<[number]>('{0:number}')(12345)).toBe('12,345');
    expect(fr<[number]>('{0:number}')(12345)).toBe('12\u00a0345');
  });

  it('picks singular or plural as each language counts, 0 being singular in French', () => {
    const english = en<[number]>('{0} {0|item|items}');
    const french = fr<[number]>('{0} {0|article|articles}');
    expect([0, 1, 2].map((n) => english(n))).toEqual(['0 items', '1 item', '2 items']);
    expect([0, 1, 2].map((n) => french(n))).toEqual(['0 article', '1 article', '2 articles']);
    expect(en<[number]>('{0|The last one|All # left}')(4)).toBe('All 4 left');
  });

  it('has the arity of the arguments it names', () => {
    expect(en('{2} and {0}').length).toBe(3);
    expect(en('No value').length).toBe(0);
  });
});

describe('words as data', () => {
  it('crosses JSON and reads the same after', () => {
    const group = { title: 'Cart', count: en<[number]>('{0} {0|item|items}'), nested: { list: ['a'] } };
    const parsed = JSON.parse(JSON.stringify(wordsAsData(group)), reviveTemplates('en-CA')) as typeof group;
    expect(parsed.title).toBe('Cart');
    expect(parsed.count(2)).toBe('2 items');
    expect(parsed.nested.list).toEqual(['a']);
  });

  it('refuses a message written as code, naming it', () => {
    expect(() => wordsAsData({ cart: { count: (n: number) => `${n}` } }, 'cart')).toThrow(/cart\.cart\.count is code/);
  });
});
