// @ts-check
/**
 * French islands without a second copy of the islands' code in the source.
 *
 * A page imports an island's French build as `~fr/features/…/Island.tsx`
 * (the same file as `~/features/…/Island.tsx`). This plugin gives that import
 * its own copy of the module graph: the island and every module of `src/` it
 * reaches are loaded with `?lang=fr`, and in that copy `src/i18n/index.ts` is
 * the French catalogue. So islands keep importing `~/i18n/index.ts` and never
 * name a language, English bundles hold no French string, and French bundles
 * no English one. A page is wholly in one language, so its islands share one
 * copy of each store.
 */
import { fileURLToPath } from 'node:url';

const FRENCH_ALIAS = '~fr/';
const LANG_QUERY = 'lang=fr';

/** @param {string} id */
const isFrench = (id) => id.split('?')[1]?.split('&').includes(LANG_QUERY) ?? false;

/** @param {URL} srcDir @returns {import('vite').Plugin} */
export function localeGraph(srcDir) {
  const src = fileURLToPath(srcDir);
  const catalogue = `${src}i18n/index.ts`;
  return {
    name: 'shop:locale-graph',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(FRENCH_ALIAS)) {
        return `${src}${source.slice(FRENCH_ALIAS.length)}?${LANG_QUERY}`;
      }
      if (!importer || !isFrench(importer) || source.includes('?')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(src) || resolved.id.includes('?')) return resolved;
      return { ...resolved, id: `${resolved.id}?${LANG_QUERY}` };
    },
    load(id) {
      if (!isFrench(id) || id.split('?')[0] !== catalogue) return null;
      return [
        "export * from './fr.ts';",
        "export * from './fr-accounts.ts';",
        "export const locale = 'fr-CA';",
        "export const contentLocale = 'fr';",
      ].join('\n');
    },
  };
}
