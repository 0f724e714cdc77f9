/**
 * A page carries the words its islands show (src/i18n/island-words.ts): each
 * island's declared groups hold every group it and the modules it loads read
 * (read from the sources, so words shown only after a click count), each
 * .astro file that renders an island of its own names it to the layout, and
 * every declared group can be written into a page as data.
 */
import { globSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_WORDS, LAYOUT_ISLANDS, pageWordsData, pageWordsFor } from '../../src/i18n/island-words.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { groupsReadBy } from '../support/island-words-walk.ts';

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

  it.each(rendered)('$file: $island has every group it reads declared', ({ island, module }) => {
    expect(Object.keys(ISLAND_WORDS), `${island} is not in island-words.ts`).toContain(island);
    const declared = new Set<string>(ISLAND_WORDS[island as keyof typeof ISLAND_WORDS]);
    const missing = [...groupsReadBy(module)].filter((group) => !declared.has(group));
    expect(missing, `groups ${island} reads but does not declare`).toEqual([]);
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
    expect(() => JSON.stringify(pageWordsData(locale, everyIsland))).not.toThrow();
    expect(pageWordsFor(locale, everyIsland).locale).toBe(locale);
  });

  it("a page carries only its islands' groups", () => {
    const groups = Object.keys(pageWordsFor('en-CA', []).groups);
    expect(groups).toContain('header');
    expect(groups).not.toContain('productPage');
    expect(Object.keys(pageWordsFor('en-CA', ['PurchasePanel']).groups)).toContain('productPage');
  });
});
