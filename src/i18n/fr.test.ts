/**
 * The French catalogue mirrors the English one key for key (groups, nested
 * groups, lists and the arity of every message function), is written in
 * French rather than copied, and follows one typographic rule throughout.
 */
import { describe, expect, it } from 'vitest';
import * as enAccounts from './en-accounts.ts';
import * as enCatalog from './en-catalog.ts';
import * as enForms from './en-forms.ts';
import * as enOrders from './en-orders.ts';
import * as enSizeFinder from './en-size-finder.ts';
import * as enStock from './en-stock.ts';
import * as en from './en.ts';
import * as frAccounts from './fr-accounts.ts';
import * as frCatalog from './fr-catalog.ts';
import * as frForms from './fr-forms.ts';
import * as frOrders from './fr-orders.ts';
import * as frSizeFinder from './fr-size-finder.ts';
import * as frStock from './fr-stock.ts';
import * as fr from './fr.ts';
import { messagesFor } from './server.ts';

/** Each English message module and its French twin. */
const MODULE_PAIRS: [string, object, object][] = [
  ['en.ts', en, fr],
  ['en-accounts.ts', enAccounts, frAccounts],
  ['en-catalog.ts', enCatalog, frCatalog],
  ['en-forms.ts', enForms, frForms],
  ['en-orders.ts', enOrders, frOrders],
  ['en-size-finder.ts', enSizeFinder, frSizeFinder],
  ['en-stock.ts', enStock, frStock],
];

type Tree = unknown;

/** Every leaf as "path: kind", functions with their arity, lists with their length. */
function shape(tree: Tree, path = ''): string[] {
  if (typeof tree === 'function') return [`${path}: function/${tree.length}`];
  if (Array.isArray(tree))
    return [`${path}: list/${tree.length}`, ...tree.flatMap((item, index) => shape(item, `${path}[${index}]`))];
  if (tree !== null && typeof tree === 'object')
    return Object.keys(tree)
      .sort()
      .flatMap((key) => shape((tree as Record<string, Tree>)[key], path ? `${path}.${key}` : key));
  return [`${path}: ${typeof tree}`];
}

/** Every string a visitor can see: plain values, and what each function returns for sample arguments. */
function texts(tree: Tree, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (typeof tree === 'function') {
    const fn = tree as (...args: unknown[]) => unknown;
    const samples = [
      Array.from({ length: fn.length }, () => 'Vélo'),
      Array.from({ length: fn.length }, () => 1),
      Array.from({ length: fn.length }, () => 3),
    ];
    return samples.flatMap((args) => {
      try {
        const out = fn(...args);
        return typeof out === 'string' ? [[`${path}(${args.join(', ')})`, out] as [string, string]] : [];
      } catch {
        return [];
      }
    });
  }
  if (tree !== null && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
  return [];
}

// The platform's words are a lookup table, empty in English by design: compared on their own below.
// `locale` and `href` are each catalogue's language, not messages.
const { platformWords: englishTable, locale: _en, href: _enHref, ...english } = messagesFor('en-CA');
const { platformWords: frenchTable, locale: _fr, href: _frHref, ...french } = messagesFor('fr-CA');

describe('the French catalogue', () => {
  it('exports the same groups as the English one, module by module', () => {
    for (const [name, english, french] of MODULE_PAIRS)
      expect(Object.keys(french).sort(), name).toEqual(Object.keys(english).sort());
  });

  it('has exactly the English keys, nested groups, list lengths and function arities', () => {
    expect(shape(french)).toEqual(shape(english));
  });

  it('has a French word for the platform’s words of every kind the English table leaves as they are', () => {
    expect(Object.keys(frenchTable).sort()).toEqual(Object.keys(englishTable).sort());
    for (const [kind, words] of Object.entries(englishTable)) expect(words, kind).toEqual({});
    for (const [kind, words] of Object.entries(frenchTable)) expect(Object.keys(words).length, kind).toBeGreaterThan(0);
  });

  it('the shape check notices a missing, an extra or a changed key', () => {
    const base = shape(english);
    const { listing, ...withoutListing } = english;
    expect(shape(withoutListing)).not.toEqual(base);
    expect(shape({ ...english, listing: { ...listing, extra: 'x' } })).not.toEqual(base);
    expect(shape({ ...english, listing: { ...listing, page: () => 'Page' } })).not.toEqual(base);
  });

  it('every message function gives French text for the same arguments', () => {
    for (const [path, text] of texts(french)) expect(text.trim(), path).not.toBe('');
  });

  it('is translated: only names, codes and words French shares with English are left as they are', () => {
    const englishTexts = new Map(texts(english));
    const same = texts(french)
      .filter(([path, text]) => englishTexts.get(path) === text)
      .map(([path]) => path);
    expect(same.sort()).toEqual([...UNCHANGED].sort());
  });

  it('says « courriel », never "e-mail", in Quebec French', () => {
    for (const [path, text] of texts(french)) expect(text, path).not.toMatch(/\be-?mail\b/i);
  });
});

/** Names, codes and words spelled the same in both languages. */
const UNCHANGED = [
  'brand.name',
  'brand.supportEmail',
  'footer.collections',
  'footer.faq',
  'listing.collections',
  'listing.page(1)',
  'listing.page(3)',
  'listing.page(Vélo)',
  'listing.pagination',
  'mobileMenu.title',
  'notFound.code',
  'productPage.chooseOption(1)',
  'productPage.chooseOption(3)',
  'productPage.chooseOption(Vélo)',
  'productPage.collections',
  'productPage.description',
  'productPage.standardPrice',
  'searchBox.suggestions',
  'sizeFinderDialog.centimetresOnly(1)',
  'sizeFinderDialog.centimetresOnly(3)',
  'sizeFinderDialog.centimetresOnly(Vélo)',
  'sizeFinderDialog.centimetresUnit',
  'sizeFinderDialog.withCentimetres(1, 1)',
  'sizeFinderDialog.withCentimetres(3, 3)',
  'sizeFinderDialog.withCentimetres(Vélo, Vélo)',
  'thankYou.tax',
  'thankYou.total',
  'toasts.region',
];

describe('French typography', () => {
  const all = texts(french);

  it('puts a non-breaking space before ":" and "$" and inside « », and none before "!", "?" and ";"', () => {
    for (const [path, text] of all) {
      expect(text, path).not.toMatch(/[^\u00a0]:/);
      expect(text, path).not.toMatch(/[^\u00a0]\$/);
      expect(text, path).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
      expect(text, path).not.toMatch(/\s[!?;]/);
    }
  });

  it('uses the curly apostrophe and the ellipsis character', () => {
    for (const [path, text] of all) {
      expect(text, path).not.toContain("'");
      expect(text, path).not.toContain('...');
    }
  });

  it('writes the free delivery threshold as French does', () => {
    expect(fr.home.description).toContain('dès 200\u00a0$');
    expect(fr.home.heroBanner('200\u00a0$')).toBe('Livraison gratuite partout au Canada dès 200\u00a0$');
  });

  it('counts 0 and 1 in the singular, as French does', () => {
    expect(fr.header.cartCount(0)).toBe('0 article dans le panier');
    expect(fr.header.cartCount(1)).toBe('1 article dans le panier');
    expect(fr.header.cartCount(2)).toBe('2 articles dans le panier');
    expect(frCatalog.listing.resultCount(1234)).toBe('1\u00a0234 produits');
  });
});
