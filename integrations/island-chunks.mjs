// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * How the browser's scripts are cut into files (decision 0093). Left to
 * itself, the bundler gives every set of islands that shares a module a
 * chunk of its own: 26 script files before any interaction on the home page,
 * many under 1 KB, each paying a request and its headers. Two groups, set
 * through the bundler's code-splitting option on the client build:
 *
 * - React, React DOM and the scheduler make one file, which every page
 *   loads and which changes only when they are upgraded;
 * - everything the layout's islands load at once (static imports, followed
 *   from `LAYOUT_ISLANDS`) makes one `layout` file, every page's.
 *
 * The rest is split as the bundler does by itself: an island's own modules
 * in its file, code loaded on demand (dialogs, the carousel, supabase-js) in
 * files of its own, loaded when it is needed.
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
 * The modules the layout's islands load at once: followed through static
 * imports only, since what is imported dynamically is loaded on demand.
 * @param {string} root the project's folder, ending in a slash
 * @param {import('rolldown').ChunkingContext} context
 */
export function loadedByLayout(root, context) {
  const found = new Set();
  const pending = LAYOUT_ISLANDS.map((path) => `${root}${path}`);
  while (pending.length) {
    const id = /** @type {string} */ (pending.pop());
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The two groups; the layout's modules are found once per build. The islands'
 * own files (entries) stay out of the group, so each keeps its code.
 * @param {string} root
 * @returns {import('rolldown').CodeSplittingOptions}
 */
export function codeSplitting(root) {
  /** @type {Set<string> | null} */
  let layout = null;
  return {
    groups: [
      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
      {
        name: (id, context) => {
          layout ??= loadedByLayout(root, context);
          return layout.has(id) && !context.getModuleInfo(id)?.isEntry ? 'layout' : null;
        },
      },
    ],
  };
}
