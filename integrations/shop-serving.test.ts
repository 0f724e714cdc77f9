/**
 * The policy allows the hydration directives' scripts the pages can carry:
 * those of the directives the server build renders islands with, not every
 * directive Astro knows; and all of them if the build seems to render none,
 * so a build that names them otherwise keeps its islands working.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { directiveScripts, renderedDirectives } from './shop-serving.mjs';

const DIRECTIVES: [string, string][] = [
  ['idle', 'idle-code'],
  ['load', 'load-code'],
  ['media', 'media-code'],
  ['only', 'only-code'],
  ['visible', 'visible-code'],
];

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function serverBuild(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'shop-server-build-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('hydration directives in the policy', () => {
  it('reads the directives the server build renders islands with, in any of its modules but the packages it carries', async () => {
    const build = serverBuild({
      'entry.mjs': 'export {};',
      'chunks/layout.mjs':
        'renderComponent($$result, "Header", Header, { "client:idle": true, "client:component-hydration": "idle" })',
      'chunks/footer.mjs': "renderComponent(r, 'Newsletter', N, {'client:component-hydration':'visible'})",
      'node_modules/some-package/index.js': 'x({ "client:component-hydration": "media" })',
    });
    expect(await renderedDirectives(build)).toEqual(new Set(['idle', 'visible']));
    expect(directiveScripts(DIRECTIVES, await renderedDirectives(build))).toEqual(['idle-code', 'visible-code']);
  });

  it('keeps every directive when the build renders none it can read, or is not there', async () => {
    const build = serverBuild({ 'entry.mjs': 'export {};' });
    expect(directiveScripts(DIRECTIVES, await renderedDirectives(build))).toHaveLength(DIRECTIVES.length);
    expect(await renderedDirectives(join(build, 'moved'))).toEqual(new Set());
  });
});
