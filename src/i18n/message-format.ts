/**
 * Messages with values in them, written as data so a page can carry them
 * (islands read their words from the page, see ./index.ts). A catalogue
 * writes `cartCount: fmt<[count: number]>('{0} {0|item|items} in cart')` and
 * calls it like any function, `cartCount(3)`; the template travels as
 * `{"$fmt": "…"}` and is made a function again where it is read.
 *
 * Placeholders name arguments by position:
 * - `{0}` the value as text; a list of texts is joined as the language joins
 *   a list ("a, b and c", "a, b et c");
 * - `{0:lower}` the same, in lower case;
 * - `{0:number}` a number written as the language writes it ("1,234", "1 234");
 * - `{0|one|other}` the first text when the number is singular in the
 *   language (French counts 0 as singular), else the second; `#` in either is
 *   the number.
 */
import type { Locale } from './locales.ts';
import { oncePerKey } from '~/lib/once-per-key.ts';

/** A catalogue message taking values: a function that also carries its template. */
export type Formatted<A extends unknown[]> = ((...args: A) => string) & { readonly template: string };

/** How a template is written in a page's words (JSON has no functions). */
export interface SerialisedTemplate {
  $fmt: string;
}

const PLACEHOLDER = /\{(\d+)(?::(lower|number))?(?:\|([^|}]*)\|([^}]*))?\}/g;

/**
 * An Intl object per language, made on first use and kept: making one costs
 * far more than using it, and words are formatted on every render.
 */
const pluralRules = oncePerKey((locale: Locale) => new Intl.PluralRules(locale));
const numbers = oncePerKey((locale: Locale) => new Intl.NumberFormat(locale));
const lists = oncePerKey((locale: Locale) => new Intl.ListFormat(locale));

function render(template: string, args: unknown[], locale: Locale): string {
  return template.replace(PLACEHOLDER, (_, index: string, filter?: string, one?: string, other?: string) => {
    const value = args[Number(index)];
    if (one !== undefined && other !== undefined) {
      const branch = pluralRules(locale).select(Number(value)) === 'one' ? one : other;
      return branch.replaceAll('#', String(value));
    }
    if (filter === 'number') return numbers(locale).format(Number(value));
    const texts = (Array.isArray(value) ? value : [value]).map((item) =>
      filter === 'lower' ? String(item).toLowerCase() : String(item),
    );
    return Array.isArray(value) ? lists(locale).format(texts) : texts[0]!;
  });
}

/** The template-writer of a catalogue's language: `const fmt = formatter('en-CA')`. */
export function formatter(locale: Locale) {
  return <A extends unknown[]>(template: string): Formatted<A> => {
    const message = Object.assign((...args: A) => render(template, args, locale), { template });
    // Its arity is the arguments the template names, as a hand-written function's would be.
    const arity = Math.max(0, ...[...template.matchAll(PLACEHOLDER)].map((match) => Number(match[1]) + 1));
    return Object.defineProperty(message, 'length', { value: arity });
  };
}

const isFormatted = (value: unknown): value is Formatted<unknown[]> =>
  typeof value === 'function' && typeof (value as { template?: unknown }).template === 'string';

/**
 * A group of words as plain data, its templates as `{"$fmt": …}`. Any other
 * function is refused: it would vanish from the page, and the island reading
 * it would fail in the browser only.
 */
export function wordsAsData(words: unknown, path = 'words'): unknown {
  if (isFormatted(words)) return { $fmt: words.template } satisfies SerialisedTemplate;
  if (typeof words === 'function') throw new Error(`${path} is code, not words: write it with fmt()`);
  if (Array.isArray(words)) return words.map((item, index) => wordsAsData(item, `${path}[${index}]`));
  if (words && typeof words === 'object') {
    return Object.fromEntries(Object.entries(words).map(([key, value]) => [key, wordsAsData(value, `${path}.${key}`)]));
  }
  return words;
}

/** `JSON.parse`'s reviver for a page's words: each `{"$fmt": …}` becomes its function again. */
export function reviveTemplates(locale: Locale) {
  const fmt = formatter(locale);
  return (_key: string, value: unknown) =>
    value && typeof value === 'object' && typeof (value as Partial<SerialisedTemplate>).$fmt === 'string'
      ? fmt((value as SerialisedTemplate).$fmt)
      : value;
}
