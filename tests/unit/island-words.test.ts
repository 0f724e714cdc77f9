/**
 * A page carries the words its islands show at first (src/i18n/island-words.ts),
 * and the modules they load on demand fetch the rest: each island's `first`
 * groups hold every group read where no loader brings it, its `first` and
 * `onDemand` groups together every group it and the modules it loads read
 * (read from the sources, so words shown only after a click count), each
 * .astro file that renders an island of its own names it to the layout, and
 * every declared group can be written into a page, or a file, as data.
 */
import { globSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  groupData,
  ISLAND_WORDS,
  LAYOUT_ISLANDS,
  ON_DEMAND_GROUPS,
  onDemandAddress,
  pageWordsJson,
  pageWordsFor,
} from '../../src/i18n/island-words.ts';
import type { PageWords } from '../../src/i18n/catalogue.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { reviveTemplates } from '../../src/i18n/message-format.ts';
import { groupsReadBy, wordsReadBy } from '../support/island-words-walk.ts';

const SRC = resolve(import.meta.dirname, '../../src');
const LAYOUT_FILES = new Set(['layouts/BaseLayout.astro', 'features/navigation/Footer.astro']);

interface Rendered {
  file: string;
  island: string;
  module: string;
}

/** Every island an .astro file renders (a tag with a `client:` directive) and the module it comes from. */
function renderedIslands(): Rendered[] {
  const found: Rendered[] = [];
  for (const file of globSync('**/*.astro', { cwd: SRC })) {
    const text = readFileSync(resolve(SRC, file), 'utf8');
    const modules = new Map<string, string>();
    for (const [, defaulted, named, specifier] of text.matchAll(
      /import\s+([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/g,
    )) {
      const path = specifier!.startsWith('~/')
        ? resolve(SRC, specifier!.slice(2))
        : resolve(dirname(resolve(SRC, file)), specifier!);
      if (defaulted) modules.set(defaulted, path);
      for (const part of named?.split(',') ?? []) {
        const [exported, local = exported] = part.trim().split(/\s+as\s+/);
        if (local) modules.set(local, path);
      }
    }
    for (const [, island] of text.matchAll(/<([A-Z][\w$]*)\b(?:[^<>{}]|\{[^{}]*\})*?\sclient:[a-z]+/g)) {
      found.push({ file, island: island!, module: modules.get(island!) ?? '' });
    }
  }
  return found;
}

const rendered = renderedIslands();

describe('the words a page carries for its islands', () => {
  it('finds the islands the .astro files render', () => {
    expect(rendered.length).toBeGreaterThanOrEqual(Object.keys(ISLAND_WORDS).length);
  });

  it.each(rendered)('$file: $island has every group it reads declared, at first or on demand', ({ island, module }) => {
    expect(Object.keys(ISLAND_WORDS), `${island} is not in island-words.ts`).toContain(island);
    const { first, onDemand } = ISLAND_WORDS[island as keyof typeof ISLAND_WORDS];
    const read = wordsReadBy(module);
    const notFirst = [...read.atFirst].filter((group) => !(first as readonly string[]).includes(group));
    expect(notFirst, `groups ${island} reads with no loader bringing them, not in its "first"`).toEqual([]);
    const declared = new Set<string>([...first, ...onDemand]);
    const missing = [...read.all].filter((group) => !declared.has(group));
    expect(missing, `groups ${island} reads on demand, in neither list`).toEqual([]);
  });

  it.each(Object.entries(ISLAND_WORDS))(
    '%s declares no group twice, nor one its modules do not read',
    (island, words) => {
      const module = rendered.find((entry) => entry.island === island)?.module;
      expect(module, `${island} is rendered by some .astro file`).toBeTruthy();
      const { all, atFirst } = wordsReadBy(module!);
      expect(words.onDemand.filter((group) => (words.first as readonly string[]).includes(group))).toEqual([]);
      // A group read only on demand kept in "first" would weigh every page for nothing.
      expect(words.first.filter((group) => !atFirst.has(group) && all.has(group))).toEqual([]);
      expect(words.onDemand.filter((group) => !all.has(group))).toEqual([]);
    },
  );

  it('notices a group read only on demand and one its loader does not bring', () => {
    const header = rendered.find((entry) => entry.island === 'Header')!;
    const read = wordsReadBy(header.module);
    expect(read.all).toContain('auth'); // the sign-in dialog's, loaded with its words
    expect(read.atFirst).not.toContain('auth');
    expect(read.atFirst).toContain('header');
    const purchase = rendered.find((entry) => entry.island === 'PurchasePanel')!;
    expect(wordsReadBy(purchase.module).atFirst).not.toContain('sizeFinderDialog');
  });

  it('has a file for every group a loader in the sources names', () => {
    const named = globSync('**/*.{ts,tsx}', { cwd: SRC }).flatMap((file) =>
      [...readFileSync(resolve(SRC, file), 'utf8').matchAll(/(?:lazyWithWords|withWords)\(\s*\[([^\]]*)\]/g)].flatMap(
        ([, list]) => list!.split(',').map((name) => name.trim().replace(/['"]/g, '')),
      ),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((group) => group && !ON_DEMAND_GROUPS.includes(group as never))).toEqual([]);
  });

  it('each file names its own islands to the layout, which carries its own', () => {
    for (const { file, island } of rendered) {
      if (LAYOUT_FILES.has(file)) {
        expect(LAYOUT_ISLANDS, `${file} renders ${island}`).toContain(island);
        continue;
      }
      const text = readFileSync(resolve(SRC, file), 'utf8');
      const declared = [...text.matchAll(/islands=\{\[([^\]]*)\]\}/g)].flatMap(([, list]) => list!.split(','));
      expect(
        declared.map((name) => name.trim().replace(/['"]/g, '')),
        `${file} renders ${island}`,
      ).toContain(island);
    }
  });

  it('notices a group read but not declared', () => {
    const purchase = rendered.find((entry) => entry.island === 'PurchasePanel')!;
    expect(groupsReadBy(purchase.module)).toContain('productPage');
    expect(groupsReadBy(purchase.module)).toContain('sizeFinderDialog'); // the dialog, loaded on demand
  });

  it.each(LOCALES)('can be written into a %s page: words as data, no code', (locale) => {
    const everyIsland = Object.keys(ISLAND_WORDS) as (keyof typeof ISLAND_WORDS)[];
    const written = JSON.parse(pageWordsJson(locale, everyIsland), reviveTemplates(locale)) as PageWords;
    expect(written.locale).toBe(locale);
    expect(Object.keys(written.groups).sort()).toEqual(Object.keys(pageWordsFor(locale, everyIsland).groups).sort());
    for (const group of ON_DEMAND_GROUPS) expect(() => JSON.stringify(groupData(locale, group))).not.toThrow();
  });

  it('names where the on-demand words are, an address that changes with them', () => {
    expect(pageWordsFor('en-CA', []).onDemand).toBe(onDemandAddress('en-CA'));
    expect(onDemandAddress('en-CA')).toMatch(/^\/words\/en-CA\/[0-9a-f]{12}\/$/);
    // The languages' words differ, so do their versions.
    expect(onDemandAddress('fr-CA').split('/')[3]).not.toBe(onDemandAddress('en-CA').split('/')[3]);
  });

  it("a page carries only its islands' groups", () => {
    const groups = Object.keys(pageWordsFor('en-CA', []).groups);
    expect(groups).toContain('header');
    expect(groups).not.toContain('productPage');
    expect(groups).not.toContain('auth'); // the sign-in dialog's, fetched when it opens
    expect(groups).not.toContain('contact');
    expect(Object.keys(pageWordsFor('en-CA', ['PurchasePanel']).groups)).toContain('productPage');
  });
});
