// @ts-check
/**
 * `import code from './file.js?inline-script'` gives the file's code,
 * minified, as a string for a page's `<script is:inline set:html={code}>`.
 * Astro copies an inline script as written, comments and indentation
 * included, into every page that has it; the theme's bootstrap is on every
 * page, before anything else, and minified it takes about 240 bytes less of
 * each page's compressed HTML (decision 0098). The build's policy hashes
 * the scripts as the pages carry them, so the minified text is what it
 * allows.
 */
import { readFile } from 'node:fs/promises';
import { minifySync } from 'rolldown/utils';

const QUERY = '?inline-script';

/**
 * The code minified for an inline script. A script's text ends at the first
 * `</script` (the minifier writes one inside a string as `<\/script`), and
 * after a `<!--` the browser's reading of it turns on later tags, so code
 * that still holds either is refused rather than inlined.
 * @param {string} file
 * @param {string} code
 */
export function minifiedInlineScript(file, code) {
  const minified = minifySync(file, code, { compress: true, mangle: true }).code.trim();
  if (/<\/script|<!--/i.test(minified))
    throw new Error(`${file} holds "</script" or "<!--", which an inline script cannot carry safely`);
  return minified;
}

/** @returns {import('vite').Plugin} */
export function inlineScripts() {
  return {
    name: 'shop:inline-scripts',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(minifiedInlineScript(file, await readFile(file, 'utf8')))};`;
    },
  };
}
