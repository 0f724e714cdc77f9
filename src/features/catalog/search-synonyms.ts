/**
 * The rider words the shop's search understands, per language. Riders type
 * "mtb", "e-bike" or "VTT"; the catalogue says "Mountain Bikes", "Electric"
 * and « Vélos de montagne ». Each entry names the words a rider types and
 * the catalogue words they stand for; a query word found here matches a
 * product when one of the catalogue words does (the platform's own search
 * still looks for the word itself, and its matches are kept).
 *
 * The table is the shop's, not the commerce platform's: the platform's
 * product search takes one text and has no synonyms, so the shop expands the
 * query against its own index of the catalogue (see ./catalogue-search.server.ts
 * and docs/decisions/0074-rider-words-and-a-search-with-a-way-on.md).
 *
 * Kept small on purpose: every entry widens what a search lists, and a word
 * that is also a model name would make that model's search list others too.
 */
import { searchWords, startsEveryWord } from '~shared/search-words.ts';
import type { Locale } from '~/i18n/locales.ts';

interface RiderWords {
  /** What riders type (each may be several words: "e bike" also reads "e-bike"). */
  typed: readonly string[];
  /** The catalogue words it stands for; each may be several words, all of which must match. */
  means: readonly string[];
}

export const SEARCH_SYNONYMS: Record<Locale, readonly RiderWords[]> = {
  'en-CA': [
    { typed: ['mtb', 'vtt', 'mountainbike'], means: ['mountain bike'] },
    // Not "e road": any word starting with "e" next to "Road Bikes" would match it.
    { typed: ['ebike', 'e bike', 'pedelec', 'velo electrique'], means: ['electric'] },
    { typed: ['gravel', 'allroad', 'all road'], means: ['gravel', 'allroad', 'adventure'] },
    { typed: ['helmet', 'casque', 'lid'], means: ['helmet'] },
    { typed: ['glove', 'gant'], means: ['glove'] },
    { typed: ['bottle', 'bidon'], means: ['bottle', 'bidon'] },
    { typed: ['shoe', 'soulier', 'chaussure'], means: ['shoe'] },
  ],
  'fr-CA': [
    { typed: ['vtt', 'mtb', 'mountain bike', 'velo de montagne'], means: ['velo de montagne'] },
    { typed: ['ebike', 'e bike', 'vae', 'velo electrique', 'electric'], means: ['electrique'] },
    { typed: ['gravel', 'gravelle', 'allroad'], means: ['gravel', 'gravier', 'allroad', 'aventure'] },
    { typed: ['casque', 'helmet'], means: ['casque'] },
    { typed: ['gant', 'glove'], means: ['gant'] },
    { typed: ['bidon', 'gourde', 'bottle'], means: ['bidon', 'gourde'] },
    { typed: ['soulier', 'chaussure', 'shoe'], means: ['soulier', 'chaussure'] },
  ],
};

/**
 * One part of a query: the ways it can match. Each way is a list of words
 * that must all start words of a product.
 */
export type QueryPart = readonly (readonly string[])[];

export interface ReadQuery {
  parts: QueryPart[];
  /** A word of the table was used: the shop's own index is asked, not only the platform. */
  riderWords: boolean;
}

/** A typed word is a table word, or its plural: "helmets" reads as "helmet". */
function sameWord(typed: string, tableWord: string): boolean {
  return typed === tableWord || typed === `${tableWord}s` || typed === `${tableWord}x`;
}

/** The table's entries as words, longest typed phrase first, so "vélo de montagne" wins over a shorter one. */
function entriesOf(locale: Locale) {
  return SEARCH_SYNONYMS[locale]
    .flatMap((entry) =>
      entry.typed.map((typed) => ({ typed: searchWords(typed), means: entry.means.map(searchWords) })),
    )
    .sort((a, b) => b.typed.length - a.typed.length);
}

const ENTRIES = Object.fromEntries(
  (Object.keys(SEARCH_SYNONYMS) as Locale[]).map((locale) => [locale, entriesOf(locale)]),
) as Record<Locale, ReturnType<typeof entriesOf>>;

/**
 * A query as parts: a run of words the table knows is one part, matched by
 * any of the catalogue words it stands for; any other word is a part of its
 * own, matched by itself.
 */
export function readQuery(query: string, locale: Locale): ReadQuery {
  const words = searchWords(query);
  const parts: QueryPart[] = [];
  let riderWords = false;
  for (let at = 0; at < words.length;) {
    const rest = words.slice(at);
    const entry = ENTRIES[locale].find(({ typed }) =>
      typed.every((word, offset) => rest[offset] !== undefined && sameWord(rest[offset], word)),
    );
    if (entry) {
      parts.push(entry.means);
      riderWords = true;
      at += entry.typed.length;
    } else {
      parts.push([rest.slice(0, 1)]);
      at += 1;
    }
  }
  return { parts, riderWords };
}

/** Whether a product's words match every part of a query (a query without words matches nothing). */
export function matchesEveryPart(words: readonly string[], parts: readonly QueryPart[]): boolean {
  return parts.length > 0 && parts.every((ways) => ways.some((way) => startsEveryWord(words, way)));
}
