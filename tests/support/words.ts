/**
 * Words for unit tests, which render islands with no page around them: a
 * language's whole catalogue, English unless a test asks for another
 * (`useWordsOf('fr-CA')`, undone after each test by the setup file).
 */
import type { Locale } from '../../src/i18n/locales.ts';
import { provideWords } from '../../src/i18n/page-words.ts';
import { messagesFor } from '../../src/i18n/server.ts';

let current: Locale = 'en-CA';

provideWords(() => ({ locale: current, groups: messagesFor(current) }));

/** The language the islands under test speak, from now until the test ends. */
export function useWordsOf(locale: Locale): void {
  current = locale;
}

export function resetWords(): void {
  current = 'en-CA';
}

/**
 * `fn` as a page in `locale` runs it: its words are that language's while it
 * runs (until its promise settles), then the test's again.
 */
export function speaking<A extends unknown[], R>(locale: Locale, fn: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    const before = current;
    current = locale;
    const restore = () => {
      current = before;
    };
    try {
      const result = fn(...args);
      if (result instanceof Promise) return result.finally(restore) as R;
      restore();
      return result;
    } catch (error) {
      restore();
      throw error;
    }
  };
}
