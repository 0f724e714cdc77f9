// @ts-check
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/utils';

/**
 * How the browser's scripts are cut into files (decision 0093). Left to
 * itself, the bundler gives every set of islands that shares a module a
 * chunk of its own: 26 script files before any interaction on the home page,
 * many under 1 KB, each paying a request and its headers. Two groups, set
 * through the bundler's code-splitting option on the client build:
 *
 * - React DOM, the JSX runtime and the scheduler make one file, which every
 *   page loads and which changes only when React is upgraded;
 * - everything the layout's islands load at once (static imports, followed
 *   from `LAYOUT_ISLANDS`) makes one `layout` file, every page's; the small
 *   modules that the shopping pages' islands share with other files join it
 *   (`smallSharedModules`), so that no page where a shopper chooses and buys
 *   loads a file under 1 KB at first.
 *
 * React's core stays out of both: it makes a file of its own, which holds the
 * bundler's helpers too (`REACT_CORE` says why). The rest is split as the
 * bundler does by itself: an island's own modules in its file, code loaded on
 * demand (dialogs, the carousel, supabase-js) in files of its own, loaded when
 * it is needed.
 * @returns {import('astro').AstroIntegration}
 */
export function islandChunks() {
  return {
    name: 'shop-island-chunks',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const root = fileURLToPath(config.root);
        updateConfig({
          vite: {
            plugins: [entrySignatures()],
            environments: {
              client: { build: { rolldownOptions: { output: { codeSplitting: codeSplitting(root) } } } },
            },
          },
        });
      },
    },
  };
}

/**
 * How much an island's file may export. Astro reads one export of an island's
 * file, its component; `allow-extension` lets the bundler add others, so that
 * it may keep a module shared with other files in an island's file rather than
 * in a small file of its own, and groups that do not pull in their modules'
 * dependencies require it. Astro fixes the client build's value and passes on
 * only the output options of `environments.client`, so the value is set
 * through a plugin's `configEnvironment` hook, which Vite applies after.
 * @type {'allow-extension'}
 */
export const ENTRY_SIGNATURES = 'allow-extension';

/** @returns {import('vite').Plugin} */
function entrySignatures() {
  return {
    name: 'shop-island-chunks-entry-signatures',
    configEnvironment: (name) =>
      name === 'client' ? { build: { rolldownOptions: { preserveEntrySignatures: ENTRY_SIGNATURES } } } : null,
  };
}

/** The islands every page hydrates at first (src/layouts/BaseLayout.astro), from the project's folder: the header, which draws the page start too. */
export const LAYOUT_ISLANDS = ['src/features/navigation/Header.tsx'];

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
function loadedAtOnce(ids, context) {
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
 * The modules the layout's islands load at once.
 * @param {string} root the project's folder, ending in a slash
 * @param {import('rolldown').ChunkingContext} context
 */
export const loadedByLayout = (root, context) =>
  loadedAtOnce(
    LAYOUT_ISLANDS.map((path) => `${root}${path}`),
    context,
  );

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * React's core module, left out of the groups so that the bundler's helpers
 * (`__toESM`, `__commonJSMin`, `__exportAll`) join it rather than make a file
 * of their own. The bundler first puts its helpers in a file of their own,
 * then moves them into a file that uses them only if that file is the only
 * one that does, or is one that every other user imports, directly or not,
 * and no group made. Every island uses them (each turns CommonJS React into a
 * module itself), so only the second way is open; with all of React in a
 * group, the group's file was the one every user imports, and the helpers
 * stayed alone, in a 726-byte file every page loaded. React's core requires
 * nothing, and React DOM, the JSX runtime's file and every island use it: out
 * of the groups, it makes a file that all of them import, and the helpers
 * join it.
 */
export const REACT_CORE = /node_modules[\\/]react[\\/](index\.js|cjs[\\/]react\.(production|development)\.js)$/;

/**
 * The two groups; the layout's modules are found once per build. The islands'
 * own files (entries) stay out of the group, so each keeps its code. Neither
 * group pulls in its modules' dependencies, which would bring React's core
 * into it: the layout's group already holds everything the layout's islands
 * load at once, and the React group every module of React's packages but the
 * core. The layout's group also takes the small modules the shopping pages'
 * islands share (`smallSharedModules`).
 * @param {string} root
 * @returns {import('rolldown').CodeSplittingOptions}
 */
export function codeSplitting(root) {
  /** @type {Set<string> | null} */
  let layout = null;
  /** @type {Set<string> | null} */
  let small = null;
  return {
    includeDependenciesRecursively: false,
    groups: [
      { name: 'react', test: (id) => REACT.test(id) && !REACT_CORE.test(id), priority: 1 },
      {
        debugName: 'layout',
        name: (id, context) => {
          layout ??= loadedByLayout(root, context);
          small ??= smallSharedModules(root, layout, context, minifiedSize);
          if (small.has(id)) return 'layout';
          return layout.has(id) && !REACT_CORE.test(id) && !context.getModuleInfo(id)?.isEntry ? 'layout' : null;
        },
      },
    ],
  };
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
 */
function comesWith(file, host, context) {
  if (loadedAtOnce([file], context).has(host)) return true;
  const info = context.getModuleInfo(file);
  if (!info || info.isEntry || info.importers.length > 0) return false;
  const hostLoads = loadedAtOnce([host], context);
  return info.dynamicImporters.every((importer) => hostLoads.has(importer));
}

/**
 * The shop's own modules that the shopping pages' islands load at once and
 * that, left to the bundler, would make a file under `SMALL_FILE_BYTES`:
 * modules that several files load (an island and a dialog loaded on demand,
 * or two islands), none of which is always there when the others are (else
 * the bundler keeps them in that one), and
 * that, with the other modules the same files load, come to less than
 * `SMALL_FILE_BYTES`. They join the layout's file, which every page loads
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
  const islands = SHOPPING_ISLANDS.map((path) => `${root}${path}`);
  for (const id of loadedAtOnce(islands, context)) {
    const info = context.getModuleInfo(id);
    if (!info?.code || !id.startsWith(`${root}src/`) || layout.has(id) || info.isEntry) continue;
    if (info.dynamicImporters.length > 0) continue;
    const loading = filesLoading(id, context);
    if (loading.some((host) => loading.every((file) => file === host || comesWith(file, host, context)))) continue;
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
const minifiedSize = (id, code) => minifySync(id, code, { compress: true, mangle: true }).code.length;
