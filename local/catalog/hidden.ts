/**
 * Products a merchant has archived or not yet published. The platform still
 * lists them (and reads them by id or slug) unless a list asks for
 * `archived=false` and `status[]=published`, so the shop must never show
 * them. Each copies a hand-written product under its own name; all are
 * featured and launched last, so an unfiltered home page or "newest" list
 * would put them first.
 */

import type { ProductSource } from './source-types.ts';

export interface HiddenProduct {
  /** Slug of the hand-written product it copies (collection, options, images, prices). */
  base: string;
  name: string;
  nameFr: string;
  state: 'archived' | 'draft';
}

export const HIDDEN_PRODUCTS: readonly HiddenProduct[] = [
  {
    base: 'summit-ridge-29-trail',
    name: 'Summit Ridge 29 Trail 2023',
    nameFr: 'Summit Ridge 29 Sentier 2023',
    state: 'archived',
  },
  {
    base: 'aero-boreal-mips',
    name: 'Aéro Boréal MIPS Prototype',
    nameFr: 'Aéro Boréal MIPS prototype',
    state: 'draft',
  },
  {
    base: 'glacier-steel-bottle',
    name: 'Glacier Steel Bottle Retired',
    nameFr: 'Bouteille Glacier acier retirée',
    state: 'archived',
  },
];

export function hiddenSource(base: ProductSource, hidden: HiddenProduct): ProductSource {
  return { ...base, name: hidden.name, nameFr: hidden.nameFr, featured: true };
}
