/**
 * Every island's component is exported through React's `memo`. The React
 * integration recognises a memo component by its type; a plain function
 * component it first draws once as a probe, to learn whether it is React at
 * all, then draws it again for the page. On a page rendered on request that
 * probe is paid by every island on every view (see docs/decisions/0060).
 */
import { globSync, readFileSync } from 'node:fs';
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
  /** The module's file, or the package it comes from. */
  module: string;
  exported: string;
}

/** Where an import of `specifier` in `page` leads: `~/` is src/. */
function resolved(specifier: string, page: string): string {
  if (specifier.startsWith('.')) return new URL(specifier, new URL(page, SOURCE)).pathname;
  if (specifier.startsWith('~/')) return new URL(specifier.slice(2), SOURCE).pathname;
  return specifier;
}

/**
 * Every `client:` directive in the .astro files: the component it hydrates, with the module and export
 * that component is imported from. A directive whose component has no import is listed with an empty module.
 */
function islands(): { islands: Island[]; directives: number } {
  const found: Island[] = [];
  let directives = 0;
  for (const page of globSync('**/*.astro', { cwd: SOURCE })) {
    const text = readFileSync(new URL(page, SOURCE), 'utf8');
    directives += text.match(/\sclient:[a-z]+/g)?.length ?? 0;
    const imports = new Map<string, { module: string; exported: string }>();
    for (const [, defaulted, named, specifier] of text.matchAll(
      /import\s+([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/g,
    )) {
      const module = resolved(specifier!, page);
      if (defaulted) imports.set(defaulted, { module, exported: 'default' });
      for (const part of named?.split(',') ?? []) {
        const [exported, local = exported] = part.trim().split(/\s+as\s+/) as [string, string?];
        if (exported) imports.set(local!, { module, exported });
      }
    }
    // A tag whose attributes ({…} expressions included) hold a directive, wherever it stands among them.
    for (const [, name] of text.matchAll(/<([A-Z][\w$]*)\b(?:[^<>{}]|\{[^{}]*\})*?\sclient:[a-z]+/g)) {
      const source = imports.get(name!);
      found.push({ page, name: name!, module: source?.module ?? '', exported: source?.exported ?? '' });
    }
  }
  return { islands: found, directives };
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

  const { islands: all, directives } = islands();

  it('are found in the pages and the layout, each traced to its import', () => {
    expect(all).toHaveLength(directives);
    expect(all.filter((island) => !island.module).map((island) => `${island.name} in ${island.page}`)).toEqual([]);
    const names = new Set(all.map((island) => island.name));
    for (const name of ['Header', 'PageStart', 'PurchasePanel', 'ProductListing', 'LoginPage', 'ThemeMenu'])
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
