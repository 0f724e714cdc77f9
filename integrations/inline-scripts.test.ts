/**
 * Inline scripts are minified at build time: what a page carries is the
 * script's code without its comments and indentation, as a module's default
 * export, and code that could end its `<script>` early is escaped or refused. (The theme
 * menu's tests run the theme's bootstrap as minified here.)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineScripts, minifiedInlineScript } from './inline-scripts.mjs';

const THEME_BOOTSTRAP = fileURLToPath(new URL('../src/features/theme/theme-bootstrap.js', import.meta.url));

async function load(id: string): Promise<unknown> {
  const plugin = inlineScripts();
  const hook = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<unknown>;
  return hook.call({ addWatchFile: () => {} }, id);
}

describe('inline scripts', () => {
  it('leaves comments and indentation out, and keeps the names the page defines', () => {
    const source = readFileSync(THEME_BOOTSTRAP, 'utf8');
    const minified = minifiedInlineScript(THEME_BOOTSTRAP, source);
    expect(minified.length).toBeLessThan(source.length * 0.6);
    expect(minified).not.toContain('//');
    expect(minified).not.toMatch(/\n\s/);
    for (const name of ['key', 'eventName', 'menuAttribute', 'earlyClickAttribute', '__shopApplyTheme'])
      expect(minified).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('gives the minified code as the default export of `file?inline-script`', async () => {
    const module = String(await load(`${THEME_BOOTSTRAP}?inline-script`));
    const code = JSON.parse(/^export default (.*);$/.exec(module)![1]!);
    expect(code).toBe(minifiedInlineScript(THEME_BOOTSTRAP, readFileSync(THEME_BOOTSTRAP, 'utf8')));
    expect(await load(THEME_BOOTSTRAP)).toBeNull();
  });

  it('never lets a script end early: "</script" in a string comes out escaped, and "<!--" is refused', () => {
    for (const end of ['"</script>"', '`</SCRIPT>${1}`'])
      expect(minifiedInlineScript('end.js', `document.title = ${end};`)).not.toMatch(/<\/script/i);
    expect(() => minifiedInlineScript('comment.js', 'document.title = "<!--";')).toThrow(/<!--/);
  });
});
