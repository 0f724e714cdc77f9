/**
 * Every island's component is exported through React's `memo`. The React
 * integration recognises a memo component by its type; a plain function
 * component it first draws once as a probe, to learn whether it is React at
 * all, then draws it again for the page. On a page rendered on request that
 * probe is paid by every island on every view (see docs/decisions/0060).
 */
import { readFileSync } from 'node:fs';
import { globSync } from 'node:fs';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { memo, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

const MEMO = Symbol.for('react.memo');
const SOURCE = new URL('../../src/', import.meta.url);

interface Island {
  page: string;
  name: string;
  /** The module's file. */
  module: string;
  exported: string;
}

/** The islands the .astro files hydrate (`<Name client:…>`), each with the module and export it comes from. */
function islands(): Island[] {
  const found: Island[] = [];
  for (const page of globSync('**/*.astro', { cwd: SOURCE })) {
    const text = readFileSync(new URL(page, SOURCE), 'utf8');
    const hydrated = new Set([...text.matchAll(/<(\w+)\s+client:/g)].map((m) => m[1]!));
    for (const [, named, defaulted, specifier] of text.matchAll(
      /import\s+(?:\{([^}]*)\}|(\w+))\s+from\s+'((?:~fr\/|~\/|\.\.?\/)[^']+\.tsx)'/g,
    )) {
      // `~fr/` is the same file as `~/`, drawn by the French build.
      const module = specifier!.startsWith('.')
        ? new URL(specifier!, new URL(page, SOURCE)).pathname
        : new URL(specifier!.replace(/^~(fr)?\//, ''), SOURCE).pathname;
      if (defaulted && hydrated.has(defaulted)) found.push({ page, name: defaulted, module, exported: 'default' });
      for (const part of named?.split(',') ?? []) {
        const [exported, local = exported] = part.trim().split(/\s+as\s+/) as [string, string?];
        if (hydrated.has(local!)) found.push({ page, name: local!, module, exported });
      }
    }
  }
  return found;
}

describe('islands', () => {
  it('a memo component is drawn once by the React integration, a plain one twice', async () => {
    const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
    let plainDrawn = 0;
    let memoDrawn = 0;
    const Plain = () => {
      plainDrawn++;
      return <p>plain</p>;
    };
    const Memo = memo(function Memo() {
      memoDrawn++;
      return <p>memo</p>;
    });
    const render = (component: ComponentType) => container.renderToString(component as never);
    expect(await render(Plain)).toBe('<p>plain</p>');
    expect(await render(Memo)).toBe('<p>memo</p>');
    expect(plainDrawn).toBe(2);
    expect(memoDrawn).toBe(1);
  });

  const all = islands();

  it('are found in the pages and the layout', () => {
    const names = new Set(all.map((island) => island.name));
    for (const name of ['Header', 'PageStart', 'PurchasePanel', 'ProductListing', 'LoginPage', 'ThemeMenuFr'])
      expect(names).toContain(name);
  });

  it.each(all.map((island) => [island.name, island.page, island] as const))(
    '%s (in %s) is a memo component',
    async (_name, _page, island) => {
      const module = (await import(/* @vite-ignore */ island.module)) as Record<string, unknown>;
      const component = module[island.exported] as { $$typeof?: symbol } | undefined;
      expect(component?.$$typeof).toBe(MEMO);
    },
  );
});
