/**
 * Extra products for benchmarks: numbered editions of the hand-written ones
 * ("Summit Ridge 29 Trail Edition 42", in French "Summit Ridge 29 Sentier
 * édition 42"), with prices and the featured flag varied deterministically.
 * They reuse the base product's images, so the media library stays small
 * however large the catalogue grows.
 */

import { numberFromKey, slugify } from './ids.ts';
import type { ProductSource } from './source-types.ts';

export interface Edition {
  source: ProductSource;
  slug: string;
  /** Index of the hand-written product it derives from. */
  baseIndex: number;
}

/** The `index`-th generated product (0-based) over `bases` hand-written ones. */
export function editionAt(bases: ProductSource[], index: number): Edition {
  const baseIndex = index % bases.length;
  const base = bases[baseIndex]!;
  // Edition 1 is the hand-written product itself.
  const editionNumber = 2 + Math.floor(index / bases.length);
  const name = `${base.name} Edition ${editionNumber}`;
  const slug = slugify(name);
  const spread = numberFromKey(`edition:${slug}`);
  // Between -12 % and +12 %, the same for every price of the product so their order holds.
  const priceFactor = 0.88 + (spread % 25) / 100;
  const source: ProductSource = {
    ...base,
    name,
    nameFr: `${base.nameFr} édition ${editionNumber}`,
    featured: (spread >>> 8) % 10 === 0,
    prices: base.prices.map((price) => ({ ...price, amount: varyAmount(price.amount, priceFactor) })),
  };
  if (base.upcharges) {
    source.upcharges = Object.fromEntries(
      Object.entries(base.upcharges).map(([value, amount]) => [value, varyAmount(amount, priceFactor)]),
    );
  }
  return { source, slug, baseIndex };
}

/** Scales whole dollars and keeps the cents, so 2,899.00 stays a round price and 12.99 keeps its .99. */
function varyAmount(cents: number, factor: number): number {
  return Math.max(1, Math.round(Math.floor(cents / 100) * factor)) * 100 + (cents % 100);
}
