// @ts-check
import { fileURLToPath } from 'node:url';
import { loadedAtOnce, minifiedSize, smallSharedModules } from './small-shared-modules.mjs';

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
 *   (`small-shared-modules.mjs`), so that no page where a shopper chooses and buys
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
 * islands share (`small-shared-modules.mjs`).
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
