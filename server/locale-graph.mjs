// @ts-check
/**
 * French islands without a second copy of the islands' code in the source.
 *
 * A page imports an island's French build as `~fr/features/…/Island.tsx`
 * (the same file as `~/features/…/Island.tsx`). This plugin gives that import
 * its own copy of the module graph: the island and every module it reaches
 * are loaded with `?lang=fr`, and in that copy `src/i18n/index.ts` is the
 * French catalogue. So islands keep importing `~/i18n/index.ts` and never
 * name a language, and a page is wholly in one language, its islands sharing
 * one copy of each store.
 *
 * The copy includes the islands' libraries: a module used by both copies
 * would be split into a chunk of its own, and English pages would download
 * more, smaller files than before. English bundles are thus as they were
 * without French. Only what must exist once per page is shared: React (the
 * renderer hydrating every island uses it), Astro's runtime, and
 * the modules reading Astro's configuration.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FRENCH_ALIAS = '~fr/';
const LANG_QUERY = 'lang=fr';
/** Libraries both copies share: one React for the one renderer, one Astro runtime. */
const SHARED_PACKAGES = /\/node_modules\/(react|react-dom|scheduler|astro|@astrojs\/[^/]+)\//;
/** Sources both copies share: they hold no message and read Astro's virtual configuration modules. */
const SHARED_SOURCES = ['lib/env.ts'];
/**
 * Sources outside `src/` that islands reach, copied like those of `src/`: the languages table, which lives
 * where the Edge Functions can import it. Used by both copies, it would be split into a chunk of its own.
 */
const COPIED_OUTSIDE_SRC = ['supabase/functions/_shared/languages.ts'];

/** What makes `src/i18n/index.ts` English, and its French counterpart. */
/** @type {[string, string][]} */
const TO_FRENCH = [
  ["'./en.ts'", "'./fr.ts'"],
  ["'./en-accounts.ts'", "'./fr-accounts.ts'"],
  ["'./en-catalog.ts'", "'./fr-catalog.ts'"],
  ["'./en-forms.ts'", "'./fr-forms.ts'"],
  ["'./en-orders.ts'", "'./fr-orders.ts'"],
  ["'./en-size-finder.ts'", "'./fr-size-finder.ts'"],
  ["'./en-stock.ts'", "'./fr-stock.ts'"],
];

/**
 * The French catalogue module: `src/i18n/index.ts` with its catalogues and language swapped, so the
 * two stay one source. An edit that removes one of the swapped pieces stops the build here.
 * @param {string} source
 */
export function frenchCatalogue(source) {
  return TO_FRENCH.reduce((code, [english, french]) => {
    if (!code.includes(english)) throw new Error(`src/i18n/index.ts no longer contains ${english}`);
    return code.replaceAll(english, french);
  }, source);
}

/** @param {string} id */
const isFrench = (id) => id.split('?')[1]?.split('&').includes(LANG_QUERY) ?? false;

/** @param {URL} srcDir @returns {import('vite').Plugin} */
export function localeGraph(srcDir) {
  const src = fileURLToPath(srcDir);
  const catalogue = `${src}i18n/index.ts`;
  const shared = new Set(SHARED_SOURCES.map((file) => `${src}${file}`));
  const root = fileURLToPath(new URL('../', srcDir));
  const copiedOutside = new Set(COPIED_OUTSIDE_SRC.map((file) => `${root}${file}`));
  /** @param {string} id */
  const copied = (id) =>
    id.startsWith(src)
      ? !shared.has(id)
      : copiedOutside.has(id) || (id.includes('/node_modules/') && !SHARED_PACKAGES.test(id));
  return {
    name: 'shop:locale-graph',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(FRENCH_ALIAS)) {
        return `${src}${source.slice(FRENCH_ALIAS.length)}?${LANG_QUERY}`;
      }
      if (!importer || !isFrench(importer) || source.includes('?')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?') || !copied(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}?${LANG_QUERY}` };
    },
    load(id) {
      if (!isFrench(id) || id.split('?')[0] !== catalogue) return null;
      return frenchCatalogue(readFileSync(catalogue, 'utf8'));
    },
  };
}
