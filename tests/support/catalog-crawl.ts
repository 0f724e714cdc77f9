/**
 * The catalogue crawl shared by the in-process crawl (tests/unit/catalog-crawl.test.ts)
 * and the one over HTTP (tests/e2e/catalog-crawl.faults.spec.ts): which addresses a
 * crawler walks, and how the platform calls it caused are judged against a limit.
 */
import type { LimitedCall } from '../../local/commerce/rate-limits.ts';

export const CRAWL_ADDRESSES = 300;
export const CRAWL_MS = 60_000;

/** 300 distinct listing, collection, search and product addresses, both languages, taking turns. */
export function crawlAddresses(products: string[], collections: string[]): string[] {
  const sorts = ['created_at-desc', 'created_at-asc', 'name-asc', 'name-desc'];
  const words = ['bike', 'helmet', 'trail', 'road', 'tent', 'light', 'jacket', 'gravel', 'carbon', 'bottle', 'glove'];
  words.push('pump', 'lock', 'saddle', 'pedal', 'rain');
  const kinds: string[][] = [
    products.flatMap((slug) => [`/product/${slug}`, `/fr/product/${slug}`]),
    collections.flatMap((slug) =>
      sorts.flatMap((sort) => [`/collection/${slug}?sort=${sort}`, `/fr/collection/${slug}?sort=${sort}`]),
    ),
    words.flatMap((word) => sorts.map((sort, i) => `${i % 2 ? '/fr' : ''}/search?query=${word}&sort=${sort}`)),
    [1, 2, 3, 4, 5, 6].flatMap((page) =>
      sorts.flatMap((sort) => [`/shop?page=${page}&sort=${sort}`, `/fr/shop?page=${page}&sort=${sort}&featured=true`]),
    ),
  ];
  const addresses = new Set(['/collections', '/fr/collections']);
  const longest = Math.max(...kinds.map((list) => list.length));
  for (let i = 0; i < longest * kinds.length && addresses.size < CRAWL_ADDRESSES; i++) {
    const list = kinds[i % kinds.length]!;
    const address = list[Math.floor(i / kinds.length)];
    if (address) addresses.add(address);
  }
  return [...addresses];
}

/** The most calls of `calls` in any window of `windowMs` (each call opens a window). */
export function busiestWindow(calls: readonly LimitedCall[], windowMs: number): number {
  return Math.max(0, ...calls.map((call) => calls.filter((c) => c.at >= call.at && c.at < call.at + windowMs).length));
}
