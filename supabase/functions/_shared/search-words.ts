/**
 * How the commerce platform's product search reads words, as one rule for
 * the two places that apply it:
 *
 * - `local/commerce/` stands in for the platform, and searches the English
 *   names, slugs and collection names this way;
 * - the shop's own search (`src/features/catalog/catalogue-search.server.ts`,
 *   decisions 0038 and 0074) searches the French names and the rider words'
 *   catalogue words the same way, so a French query behaves like an English one.
 *
 * Neither side owns the rule: the shop must not depend on its stand-in, and
 * the stand-in must not import the shop's code, so the rule lives here, in a
 * folder both import and that imports nothing. Whatever else either side does
 * with a query (an empty query, the stand-in's unlisted test products) stays
 * in its own code.
 */

/** Lower-case words without accents, split on anything not a letter or digit: « Vélo » and "velo" are the same word. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Search as you type: every query word starts one of the words (no query word: true). */
export function startsEveryWord(words: readonly string[], queryWords: readonly string[]): boolean {
  return queryWords.every((q) => words.some((w) => w.startsWith(q)));
}
