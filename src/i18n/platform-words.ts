/**
 * The shape of a catalogue's table of the commerce platform's English words
 * (`platformWords` in en.ts, empty, and fr.ts), and the lookup both the
 * server and the islands use.
 */
export type PlatformTermKind = 'optionName' | 'optionValue' | 'priceName' | 'specValue';
export type PlatformWords = Readonly<Record<PlatformTermKind, Readonly<Record<string, string>>>>;

/** A platform word as a catalogue shows it: the table's word when it has one, else as the platform gives it. */
export function shownTerm(words: PlatformWords, kind: PlatformTermKind, text: string): string {
  const table = words[kind];
  return Object.hasOwn(table, text) ? table[text]! : text;
}
