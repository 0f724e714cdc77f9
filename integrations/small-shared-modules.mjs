// @ts-check
import { minifySync } from 'rolldown/utils';

/**
 * The small modules the shopping pages' islands share, which join the
 * layout's file of scripts (decision 0093): left to the bundler, each set of
 * files sharing a module gets a file of its own, and on `/shop`, the product
 * page and `/contact` several were under 1 KB, each costing a shopper a
 * request and its headers. Read on the module graph of the client build, in
 * the bundler's chunking context.
 */

/**
 * The islands the shopping pages hydrate at first (`client:idle`): the
 * listing of `/shop`, the collections and search, the product page's gallery
 * and panel, and the contact form.
 */
export const SHOPPING_ISLANDS = [
  'src/features/catalog/ProductListing.tsx',
  'src/features/product/ProductGallery.tsx',
  'src/features/product/PurchasePanel.tsx',
  'src/features/contact/ContactForm.tsx',
];

/**
 * The modules some modules load at once: followed through static imports
 * only, since what is imported dynamically is loaded on demand.
 * @param {string[]} ids
 * @param {import('rolldown').ChunkingContext} context
 */
export function loadedAtOnce(ids, context) {
  const found = new Set();
  const pending = [...ids];
  while (pending.length) {
    const id = /** @type {string} */ (pending.pop());
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * A file smaller than this, as the bundler writes it (minified, before
 * compression), costs a shopper a request and its headers for less than it
 * carries.
 */
export const SMALL_FILE_BYTES = 1024;

/**
 * The files that load a module: islands and modules imported on demand,
 * found by following the module's importers up to them. The bundler puts the
 * modules that the same files load in a file of their own.
 * @param {string} id
 * @param {import('rolldown').ChunkingContext} context
 */
function filesLoading(id, context) {
  const files = new Set();
  const seen = new Set();
  const pending = [id];
  while (pending.length) {
    const current = /** @type {string} */ (pending.pop());
    if (seen.has(current)) continue;
    seen.add(current);
    const info = context.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) files.add(current);
    if (!info.isEntry) pending.push(...info.importers);
  }
  return [...files].sort();
}

/**
 * Whether `host`'s file is always there when `file`'s is: `file` loads it at
 * once, or is imported on demand only by what `host` loads at once. The
 * bundler then keeps the modules the two share in `host`'s file.
 * @param {string} file
 * @param {string} host
 * @param {import('rolldown').ChunkingContext} context
 * @param {(id: string) => Set<string>} loads what a file loads at once, worked out once per file
 */
function comesWith(file, host, context, loads) {
  if (loads(file).has(host)) return true;
  const info = context.getModuleInfo(file);
  if (!info || info.isEntry || info.importers.length > 0) return false;
  return info.dynamicImporters.every((importer) => loads(host).has(importer));
}

/**
 * The shop's own modules that the shopping pages' islands load at once and
 * that, left to the bundler, would make a file under `SMALL_FILE_BYTES`:
 * modules that several files load (an island and a dialog loaded on demand,
 * or two islands), none of which is always there when the others are (else
 * the bundler keeps them in that one), and that, with the other modules the
 * same files load, come to less than `SMALL_FILE_BYTES`. They join the layout's file, which every page loads
 * anyway, provided all they import is in it already, so it loads no other
 * file (decision 0093).
 * @param {string} root
 * @param {Set<string>} layout the modules the layout's islands load at once
 * @param {import('rolldown').ChunkingContext} context
 * @param {(id: string, code: string) => number} sizeOf a module's size as the bundler writes it
 */
export function smallSharedModules(root, layout, context, sizeOf) {
  /** @type {Map<string, { modules: string[], bytes: number }>} */
  const files = new Map();
  /** @type {Map<string, Set<string>>} */
  const loadedByFile = new Map();
  /** @param {string} file */
  const loads = (file) => {
    const found = loadedByFile.get(file) ?? loadedAtOnce([file], context);
    loadedByFile.set(file, found);
    return found;
  };
  const islands = SHOPPING_ISLANDS.map((path) => `${root}${path}`);
  for (const id of loadedAtOnce(islands, context)) {
    const info = context.getModuleInfo(id);
    if (!info?.code || !id.startsWith(`${root}src/`) || layout.has(id) || info.isEntry) continue;
    if (info.dynamicImporters.length > 0) continue;
    const loading = filesLoading(id, context);
    if (loading.some((host) => loading.every((file) => file === host || comesWith(file, host, context, loads))))
      continue;
    const key = loading.join('\n');
    const file = files.get(key) ?? { modules: [], bytes: 0 };
    file.modules.push(id);
    file.bytes += sizeOf(id, info.code);
    files.set(key, file);
  }
  const candidates = [...files.values()]
    .filter((file) => file.bytes < SMALL_FILE_BYTES)
    .flatMap((file) => file.modules);
  // A module joins once all it imports is in the layout's file; one that imports another small one follows it.
  const small = new Set();
  for (let joined = true; joined;) {
    joined = false;
    for (const id of candidates) {
      if (small.has(id)) continue;
      const imports = context.getModuleInfo(id)?.importedIds ?? [];
      if (imports.every((imported) => layout.has(imported) || small.has(imported))) {
        small.add(id);
        joined = true;
      }
    }
  }
  return small;
}

/**
 * A module's size as the bundler writes it.
 * @param {string} id
 * @param {string} code
 */
export const minifiedSize = (id, code) => minifySync(id, code, { compress: true, mangle: true }).code.length;
