/**
 * The layout's file of scripts (decision 0093) holds what the layout's
 * islands load at once: the list of those islands follows the layout, and
 * only static imports are followed, so nothing loaded on demand joins it.
 * An island's file may export more than its component, so that the bundler
 * can keep shared modules in it rather than in small files of their own.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYOUT_ISLANDS, codeSplitting, islandChunks, loadedByLayout } from './island-chunks.mjs';

const ROOT = '/shop/';

/** A module graph as the bundler's chunking context shows it. */
function graph(modules: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean }>) {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (!module) return null;
      return {
        importedIds: module.imports ?? [],
        dynamicallyImportedIds: module.dynamic ?? [],
        isEntry: !!module.entry,
      };
    },
  } as unknown as Parameters<typeof loadedByLayout>[1];
}

const HEADER = `${ROOT}src/features/navigation/Header.tsx`;
const PAGE_START = `${ROOT}src/features/navigation/PageStart.tsx`;
const modules = graph({
  [HEADER]: {
    entry: true,
    imports: [`${ROOT}src/search.ts`, PAGE_START, '/node_modules/react/index.js'],
    dynamic: [`${ROOT}src/menus.tsx`],
  },
  [PAGE_START]: { imports: [`${ROOT}src/cart.ts`] },
  [`${ROOT}src/search.ts`]: { imports: [`${ROOT}src/words.ts`] },
  [`${ROOT}src/cart.ts`]: { imports: [`${ROOT}src/words.ts`] },
  [`${ROOT}src/words.ts`]: {},
  [`${ROOT}src/menus.tsx`]: { imports: [`${ROOT}src/menu-links.ts`] },
  [`${ROOT}src/menu-links.ts`]: {},
  [`${ROOT}src/product-panel.tsx`]: { entry: true, imports: [`${ROOT}src/money.ts`] },
  [`${ROOT}src/money.ts`]: {},
  '/node_modules/react/index.js': {},
});

describe("the layout's scripts", () => {
  it('are the islands the layout hydrates at first', () => {
    const layout = readFileSync(new URL('../src/layouts/BaseLayout.astro', import.meta.url), 'utf8');
    const imports = new Map(
      [...layout.matchAll(/^import (\w+) from '~\/([^']+\.tsx)';$/gm)].map(([, name, path]) => [name, `src/${path}`]),
    );
    const hydrated = [...layout.matchAll(/<(\w+) client:(?!visible)\w+/g)].map(([, name]) => imports.get(name!));
    expect(hydrated.sort()).toEqual([...LAYOUT_ISLANDS].sort());
  });

  it('follow static imports from those islands, never a dynamic one nor another island', () => {
    const found = loadedByLayout(ROOT, modules);
    expect([...found].sort()).toEqual(
      [
        HEADER,
        PAGE_START,
        `${ROOT}src/search.ts`,
        `${ROOT}src/cart.ts`,
        `${ROOT}src/words.ts`,
        '/node_modules/react/index.js',
      ].sort(),
    );
  });

  it('put React in a file of its own, the rest the layout loads in one, and leave islands and the rest alone', () => {
    const [react, layout] = codeSplitting(ROOT).groups!;
    expect(react!.test).toBeInstanceOf(RegExp);
    expect((react!.test as RegExp).test('/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect((react!.test as RegExp).test('/node_modules/nanostores/atom/index.js')).toBe(false);
    expect(react!.priority).toBeGreaterThan(layout!.priority ?? 0);
    const name = layout!.name as (id: string, context: typeof modules) => string | null;
    expect(name(`${ROOT}src/words.ts`, modules)).toBe('layout');
    expect(name(`${ROOT}src/search.ts`, modules)).toBe('layout');
    expect(name(HEADER, modules)).toBeNull();
    expect(name(`${ROOT}src/menus.tsx`, modules)).toBeNull();
    expect(name(`${ROOT}src/money.ts`, modules)).toBeNull();
  });
});

describe("the islands' files", () => {
  it('may export more than their component in the client build, and the server builds keep their setting', () => {
    let vite: { plugins?: unknown[] } = {};
    const setup = islandChunks().hooks['astro:config:setup'] as unknown as (options: object) => void;
    setup({
      config: { root: new URL('file:///shop/') },
      updateConfig: (update: { vite: typeof vite }) => (vite = update.vite),
    });
    const [plugin] = vite.plugins as { configEnvironment: (name: string) => unknown }[];
    expect(plugin!.configEnvironment('client')).toEqual({
      build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension' } },
    });
    expect(plugin!.configEnvironment('ssr')).toBeNull();
    expect(plugin!.configEnvironment('prerender')).toBeNull();
  });
});
