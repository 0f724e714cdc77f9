/**
 * What a bike page suggests next to the bike, as pure rules over the
 * platform's products (read in English, as the platform names them; the
 * page shows them in its own language afterwards):
 *
 * - Similar bikes: bikes of the same kind (its collection below Bikes) before
 *   other bikes, and within each, those that can be had now in the rider's
 *   size (any size when none is chosen) before the rest.
 * - Accessories ("Complete your ride"): from the collections the merchant
 *   relates to the bike's collection, in stock first, then those made for the
 *   bike's kind of riding (a mountain bike gets trail helmets and gloves before
 *   road ones), taking turns between those collections so four suggestions are
 *   not four helmets.
 *
 * See docs/decisions/0078-similar-bikes-and-compare.md.
 */
import { availability } from '~/features/catalog/stock.ts';
import { bikeKindIds, isBike, sizeOptionIndex } from '~/features/catalog/bikes.ts';
import type { Product } from '~/lib/surecart/types.ts';

/** A row of cards: one line on a wide screen, four short ones on a phone. */
export const SIMILAR_BIKES_LIMIT = 4;
export const ACCESSORIES_LIMIT = 4;

type Stocked = Pick<Product, 'stock' | 'variants' | 'optionNames'>;

/** Can be bought now and shipped from stock (a back-order is not "in stock"), in `size` when given. */
export function inStock(product: Stocked, size: string | null = null): boolean {
  const index = sizeOptionIndex(product);
  const variants =
    size === null || index < 0 ? product.variants : product.variants.filter((v) => v.options[index] === size);
  const ready = (variant?: Product['variants'][number]) => {
    const kind = availability(product.stock, variant).kind;
    return kind === 'in-stock' || kind === 'low-stock';
  };
  if (product.variants.length === 0) return size === null && ready();
  return variants.some((variant) => ready(variant));
}

/** Sorts by the keys in order (smaller first), keeping the catalogue's order where they tie. */
function stableSortBy<T>(items: T[], key: (item: T) => number[]): T[] {
  return items
    .map((item, index) => ({ item, index, key: key(item) }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

type Candidate = Pick<Product, 'id' | 'name' | 'collections' | 'stock' | 'variants' | 'optionNames'>;

/** Other bikes, same kind first, then those in stock in `size` (any size when null) first. */
export function similarBikes<T extends Candidate>(
  bike: Pick<Product, 'id' | 'collections'>,
  candidates: T[],
  size: string | null = null,
  limit = SIMILAR_BIKES_LIMIT,
): T[] {
  const kinds = new Set(bikeKindIds(bike));
  const others = candidates.filter((c) => c.id !== bike.id && isBike(c));
  return stableSortBy(others, (c) => [
    c.collections.some((collection) => kinds.has(collection.id)) ? 0 : 1,
    inStock(c, size) ? 0 : 1,
  ]).slice(0, limit);
}

/**
 * Kinds of riding, told by a word of the bike's collection slug (`bike-mountain-bike`), and the words
 * of an accessory's English name that say it is made for that riding. Small on purpose: a name
 * without any of these words suits every bike.
 */
export const RIDING_KINDS: readonly { slugWord: string; accessoryWords: readonly string[] }[] = [
  { slugWord: 'mountain', accessoryWords: ['trail', 'enduro', 'mtb', 'mountain', 'flat pedal', 'downhill'] },
  { slugWord: 'road', accessoryWords: ['road', 'aero', 'gravel'] },
];

/** A name as spaced plain words (accents dropped: "Vallée Trail" is " vallee trail "), to find whole words in. */
const words = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')} `;

/** The riding kinds of a bike, from its collections' slugs. */
function ridingKindsOf(bike: Pick<Product, 'collections'>): Set<string> {
  const slugWords = bike.collections.flatMap((c) => c.slug.split('-'));
  return new Set(RIDING_KINDS.filter((kind) => slugWords.includes(kind.slugWord)).map((kind) => kind.slugWord));
}

/** 0: made for one of the bike's kinds; 1: for no kind in particular; 2: only for another kind. */
function kindFit(name: string, kinds: Set<string>): number {
  const text = words(name);
  const madeFor = RIDING_KINDS.filter((kind) => kind.accessoryWords.some((word) => text.includes(` ${word} `)));
  if (madeFor.length === 0) return 1;
  return madeFor.some((kind) => kinds.has(kind.slugWord)) ? 0 : 2;
}

/**
 * Up to `limit` accessories for the bike from `candidates` (products of `relatedIds`, the merchant's
 * collections related to the bike's, in that order): in stock first, then by kind fit, taking turns
 * between the collections.
 */
export function accessoriesFor<T extends Candidate>(
  bike: Pick<Product, 'collections'>,
  relatedIds: string[],
  candidates: T[],
  limit = ACCESSORIES_LIMIT,
): T[] {
  const kinds = ridingKindsOf(bike);
  const keyOf = (c: T) => [inStock(c) ? 0 : 1, kindFit(c.name, kinds)];
  const turns = new Map<T, number>();
  const seen = new Set<string>();
  for (const [order, id] of relatedIds.entries()) {
    const members = candidates.filter((c) => !seen.has(c.id) && !isBike(c) && c.collections.some((x) => x.id === id));
    for (const [turn, c] of stableSortBy(members, keyOf).entries()) {
      seen.add(c.id);
      turns.set(c, turn * relatedIds.length + order);
    }
  }
  return stableSortBy([...turns.keys()], (c) => [...keyOf(c), turns.get(c)!]).slice(0, limit);
}
