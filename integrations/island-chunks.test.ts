/**
 * The layout's file of scripts (decision 0093) holds what the layout's
 * islands load at once: the list of those islands follows the layout, and
 * only static imports are followed, so nothing loaded on demand joins it.
 * The bundler's helpers share React's core file, which every island loads,
 * rather than make a file of their own: checked on a small build of real
 * React with the client build's settings.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RUNTIME_MODULE_ID, rolldown, type OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import {
  ENTRY_SIGNATURES,
  LAYOUT_ISLANDS,
  REACT_CORE,
  codeSplitting,
  islandChunks,
  loadedByLayout,
} from './island-chunks.mjs';
import { SHOPPING_ISLANDS, SMALL_FILE_BYTES, smallSharedModules } from './small-shared-modules.mjs';

const ROOT = '/shop/';

/** A module graph as the bundler's chunking context shows it; a module's code is its size in bytes, in `x`. */
function graph(modules: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean; bytes?: number }>) {
  const ids = Object.keys(modules);
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (!module) return null;
      return {
        code: 'x'.repeat(module.bytes ?? 100),
        importedIds: module.imports ?? [],
        dynamicallyImportedIds: module.dynamic ?? [],
        importers: ids.filter((other) => modules[other]!.imports?.includes(id)),
        dynamicImporters: ids.filter((other) => modules[other]!.dynamic?.includes(id)),
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
  [`${ROOT}src/product-panel.tsx`]: {
    entry: true,
    imports: [`${ROOT}src/money.ts`],
  },
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

  it('put React but its core in a file of its own, the rest the layout loads in one, and leave islands and the rest alone', () => {
    const [react, layout] = codeSplitting(ROOT).groups!;
    const inReact = react!.test as (id: string) => boolean;
    expect(inReact('/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(inReact('/node_modules/react/cjs/react-jsx-runtime.production.js')).toBe(true);
    expect(inReact('/node_modules/scheduler/index.js')).toBe(true);
    expect(inReact('/node_modules/react/index.js')).toBe(false);
    expect(inReact('/node_modules/react/cjs/react.production.js')).toBe(false);
    expect(inReact('/node_modules/nanostores/atom/index.js')).toBe(false);
    expect(react!.priority).toBeGreaterThan(layout!.priority ?? 0);
    const name = layout!.name as (id: string, context: typeof modules) => string | null;
    expect(name(`${ROOT}src/words.ts`, modules)).toBe('layout');
    expect(name(`${ROOT}src/search.ts`, modules)).toBe('layout');
    expect(name('/node_modules/react/index.js', modules)).toBeNull();
    expect(name(HEADER, modules)).toBeNull();
    expect(name(`${ROOT}src/menus.tsx`, modules)).toBeNull();
    expect(name(`${ROOT}src/money.ts`, modules)).toBeNull();
  });
});

describe("the shopping pages' small shared modules", () => {
  it('are counted from islands those pages hydrate at first', () => {
    const pages = [
      'src/pages/product/[slug].astro',
      'src/pages/contact.astro',
      'src/features/catalog/ListingPage.astro',
    ].map((page) => readFileSync(new URL(`../${page}`, import.meta.url), 'utf8'));
    for (const island of SHOPPING_ISLANDS) {
      const name = island.split('/').pop()!.replace('.tsx', '');
      expect(
        pages.some((page) => new RegExp(`<${name} client:idle`).test(page)),
        `${name} hydrates at first`,
      ).toBe(true);
    }
  });

  const LISTING = `${ROOT}${SHOPPING_ISLANDS[0]}`;
  const GALLERY = `${ROOT}${SHOPPING_ISLANDS[1]}`;
  const PANEL = `${ROOT}${SHOPPING_ISLANDS[2]}`;
  const src = (name: string) => `${ROOT}src/${name}`;
  const shop = graph({
    [HEADER]: { entry: true, imports: [src('words.ts')], dynamic: [src('CartDrawer.tsx')] },
    [src('words.ts')]: {},
    [src('CartDrawer.tsx')]: { imports: [src('money.ts'), src('delivery.ts')] },
    [LISTING]: { entry: true, imports: [src('money.ts'), src('words.ts'), src('title.ts'), src('cards.ts')] },
    // The price's format reads the store's currency: a small module that follows it.
    [src('money.ts')]: { imports: [src('currency.ts')], bytes: 500 },
    [src('currency.ts')]: { imports: [src('words.ts')], bytes: 100 },
    [src('title.ts')]: {},
    [PANEL]: {
      entry: true,
      imports: [src('money.ts'), src('variant.ts'), src('delivery.ts'), src('cards.ts'), src('fit.ts')],
      dynamic: [src('SizeDialog.tsx')],
    },
    [GALLERY]: { entry: true, imports: [src('variant.ts'), src('lone.ts')] },
    [src('lone.ts')]: {},
    [src('variant.ts')]: { bytes: 60 },
    [src('delivery.ts')]: { bytes: SMALL_FILE_BYTES },
    [src('SizeDialog.tsx')]: { imports: [src('fit.ts')] },
    [src('fit.ts')]: {},
    [src('cards.ts')]: { imports: ['/node_modules/cards/index.js'] },
    ['/node_modules/cards/index.js']: { bytes: 40 },
    [`${ROOT}src/features/account/AccountPage.tsx`]: { entry: true, imports: [src('title.ts'), src('session.ts')] },
    [src('session.ts')]: {},
    [`${ROOT}src/features/cart/OrderConfirmation.tsx`]: { entry: true, imports: [src('session.ts')] },
  });
  const small = smallSharedModules(ROOT, loadedByLayout(ROOT, shop), shop, (_id, code) => code.length);

  it('join the layout when a shopping island shares them with another island or a dialog, under 1 KB in all', () => {
    expect([...small].sort()).toEqual([src('currency.ts'), src('money.ts'), src('title.ts'), src('variant.ts')].sort());
  });

  it('stay where the bundler puts them otherwise', () => {
    // 1 KB or more; kept in the panel's file, which is there whenever its size dialog is; imports a package
    // (which is no module of the shop's own); shared by pages that are not the shopping pages'; loaded by one
    // island only.
    for (const id of [
      src('delivery.ts'),
      src('fit.ts'),
      src('cards.ts'),
      '/node_modules/cards/index.js',
      src('session.ts'),
      src('lone.ts'),
    ]) {
      expect(small.has(id), id).toBe(false);
    }
  });

  it('are named by the layout group', () => {
    const [, layout] = codeSplitting(ROOT).groups!;
    const name = layout!.name as (id: string, context: typeof shop) => string | null;
    expect(name(src('money.ts'), shop)).toBe('layout');
    expect(name(src('delivery.ts'), shop)).toBeNull();
    expect(name(PANEL, shop)).toBeNull();
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
    const [plugin] = vite.plugins as {
      configEnvironment: (name: string) => unknown;
    }[];
    expect(plugin!.configEnvironment('client')).toEqual({
      build: {
        rolldownOptions: { preserveEntrySignatures: 'allow-extension' },
      },
    });
    expect(plugin!.configEnvironment('ssr')).toBeNull();
    expect(plugin!.configEnvironment('prerender')).toBeNull();
  });
});

/** The project's folder, where React and Astro's React renderer are installed. */
const PROJECT = fileURLToPath(new URL('../', import.meta.url));

/**
 * A shop in miniature, built as the client build is: the header (a layout island) and another island, both
 * on React and sharing the cart's count, the second loading a dialog on demand; and Astro's React renderer.
 */
const MINI_SHOP: Record<string, string> = {
  [`${PROJECT}src/features/navigation/Header.tsx`]: `
    import { jsx } from 'react/jsx-runtime';
    import { createPortal } from 'react-dom';
    import { useCartCount } from '${PROJECT}src/mini/cart.ts';
    export default function Header() { return createPortal(jsx('p', { children: useCartCount() }), document.body); }`,
  [`${PROJECT}src/mini/cart.ts`]: `
    import * as React from 'react';
    export const useCartCount = () => React.useSyncExternalStore(() => () => {}, () => 0);`,
  [`${PROJECT}src/mini/Panel.tsx`]: `
    import { jsx } from 'react/jsx-runtime';
    import * as React from 'react';
    import { useCartCount } from '${PROJECT}src/mini/cart.ts';
    export default function Panel() {
      const [open, setOpen] = React.useState(false);
      return jsx('button', { onClick: () => import('${PROJECT}src/mini/dialog.ts').then(() => setOpen(!open)), children: useCartCount() });
    }`,
  [`${PROJECT}src/mini/dialog.ts`]: `
    import { useEffect } from 'react';
    export const useDialog = () => useEffect(() => {}, []);`,
};

async function buildMiniShop(): Promise<OutputChunk[]> {
  const bundle = await rolldown({
    input: {
      Header: `${PROJECT}src/features/navigation/Header.tsx`,
      Panel: `${PROJECT}src/mini/Panel.tsx`,
      client: `${PROJECT}node_modules/@astrojs/react/dist/client.js`,
    },
    preserveEntrySignatures: ENTRY_SIGNATURES,
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [
      {
        name: 'mini-shop',
        // The project's package.json says its modules are ES modules, as the client build knows them.
        resolveId: (id) => (id in MINI_SHOP ? { id, packageJsonPath: `${PROJECT}package.json` } : null),
        load: (id) => (id in MINI_SHOP ? { code: MINI_SHOP[id]!, moduleType: 'js' } : null),
      },
    ],
  });
  const { output } = await bundle.generate({
    format: 'es',
    codeSplitting: codeSplitting(PROJECT),
  });
  await bundle.close();
  return output.filter((file): file is OutputChunk => file.type === 'chunk');
}

describe("the bundler's helpers", () => {
  it("share React's core file, which every island and the renderer load at once, and have none of their own", async () => {
    const chunks = await buildMiniShop();
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const host = chunks.find((chunk) => chunk.moduleIds.includes(RUNTIME_MODULE_ID));
    expect(host, 'the helpers are used, so they are somewhere').toBeDefined();
    expect(host!.moduleIds.some((id) => REACT_CORE.test(id))).toBe(true);
    expect(chunks.map((chunk) => chunk.name)).toEqual(expect.arrayContaining(['react', 'layout']));
    /** The files a file makes the browser load at once, itself included. */
    const loadedWith = (chunk: OutputChunk): Set<string> => {
      const found = new Set<string>();
      const pending = [chunk.fileName];
      while (pending.length) {
        const file = pending.pop()!;
        if (found.has(file)) continue;
        found.add(file);
        pending.push(...byFile.get(file)!.imports);
      }
      return found;
    };
    for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
      expect(loadedWith(entry), `${entry.name} loads the helpers`).toContain(host!.fileName);
    }
  });
});
