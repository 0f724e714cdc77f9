// @ts-check
/**
 * Build step for serving: collects the SHA-256 hashes of every inline script
 * the shop can send (island hydration scripts, small bundled scripts Astro
 * inlines, `is:inline` scripts of prerendered pages), turns them into the
 * site's Content-Security-Policy, and writes it where each host reads it:
 * `server/security-headers.json` for the Node server, the routes of
 * `.vercel/output/config.json` on Vercel. For the Node server it also writes
 * precompressed copies of the static files.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, inlineScripts, scriptHash } from './csp.mjs';
import { byAudience, securityHeaders } from './security-headers.mjs';
import { precompress } from './precompress.mjs';
import { NOT_FOUND_CACHE, WORDS_PATH } from '../supabase/functions/_shared/shop-http.mjs';
import { HEADERS_FILE, IMMUTABLE } from '../server/shared.mjs';

/**
 * Bundled scripts small enough for Astro to inline and inline scripts of
 * server-rendered routes, as the build manifest lists them; and the
 * hydration directives' scripts, by directive.
 * @param {unknown} manifest
 * @returns {{ scripts: string[], directives: [string, string][] }}
 */
function manifestInlineScripts(manifest) {
  const {
    inlinedScripts = [],
    routes = [],
    clientDirectives = [],
  } = /** @type {{ inlinedScripts?: [string, string][], routes?: { scripts?: { type?: string, value?: string }[] }[], clientDirectives?: Iterable<[string, string]> }} */ (
    manifest
  );
  const fromRoutes = routes.flatMap((route) =>
    (route.scripts ?? []).filter((s) => s.type === 'inline').map((s) => s.value ?? ''),
  );
  return {
    scripts: [...inlinedScripts.map(([, code]) => code), ...fromRoutes].filter(Boolean),
    directives: [...clientDirectives].filter(([, code]) => Boolean(code)),
  };
}

/**
 * The text of every file under `dir`, at any depth, that `keep` accepts.
 * @param {string} dir
 * @param {(entry: import('node:fs').Dirent) => boolean} keep
 * @returns {Promise<string[]>}
 */
async function readBuiltFiles(dir, keep) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && keep(e));
  return Promise.all(files.map((e) => readFile(join(e.parentPath, e.name), 'utf8')));
}

/** Where the server build renders an island, it names the island's hydration directive so. */
const RENDERED_DIRECTIVE = /["']client:component-hydration["']\s*:\s*["']([\w-]+)["']/g;

/**
 * The hydration directives the server build renders islands with. The
 * manifest lists every directive Astro knows, but a page carries a
 * directive's script only where one of its islands uses it, and every hash
 * in the policy is about 54 bytes more in each page's headers (decision
 * 0098).
 * @param {string} dir the server build, or the folder of the host's functions that hold it
 * @returns {Promise<Set<string>>}
 */
export async function renderedDirectives(dir) {
  if (!existsSync(dir)) return new Set();
  // The packages a function carries along are not the shop's pages.
  const texts = await readBuiltFiles(
    dir,
    (e) => /\.m?js$/.test(e.name) && !e.parentPath.split(/[\\/]/).includes('node_modules'),
  );
  return new Set(texts.flatMap((text) => [...text.matchAll(RENDERED_DIRECTIVE)].map((match) => match[1] ?? '')));
}

/**
 * The directives' scripts the pages can carry: those of the directives the
 * server build renders, or all of them if it seems to render none (a build
 * that names them otherwise must not lose its islands to the policy).
 * @param {[string, string][]} directives
 * @param {Set<string>} rendered
 */
export function directiveScripts(directives, rendered) {
  const used = directives.filter(([name]) => rendered.has(name));
  return (used.length > 0 ? used : directives).map(([, code]) => code);
}

/**
 * The addresses that may answer with a document on Vercel, which adds headers
 * by address before it knows what it answers: everything but the built
 * scripts and styles under `/_astro/` and files whose extension says they
 * are no document (scripts, styles, fonts, raster pictures, text, data).
 * SVG pictures and any other address, a missing one included, count as
 * documents.
 */
export const DOCUMENT_PATHS =
  '^/(?!_astro/)(?!.*\\.(?:js|mjs|css|map|woff2?|png|jpe?g|gif|webp|avif|ico|txt|xml|json|webmanifest)$).*$';

/**
 * The versioned words' files kept for good on Vercel, as the adapter keeps
 * `/_astro/` (their address changes with their contents).
 */
export const WORDS_ROUTE = { src: `^${WORDS_PATH}.*$`, headers: { 'Cache-Control': IMMUTABLE }, continue: true };

/**
 * Vercel's build output with the security headers on every route (those only
 * documents act on, on documents' addresses), the versioned words kept for
 * good and the not-found page kept briefly, like on the Node server.
 * @param {{ routes?: Record<string, unknown>[] }} config
 * @param {string} csp
 */
export function withVercelHeaders(config, csp) {
  const routes = (config.routes ?? []).map((route) =>
    route.status === 404 && route.dest === '/404.html'
      ? { ...route, headers: { .../** @type {object} */ (route.headers ?? {}), 'Cache-Control': NOT_FOUND_CACHE } }
      : route,
  );
  const { everyAnswer, documentsOnly } = byAudience(securityHeaders(csp, { https: true }));
  return {
    ...config,
    routes: [
      { src: '/(.*)', headers: everyAnswer, continue: true },
      { src: DOCUMENT_PATHS, headers: documentsOnly, continue: true },
      WORDS_ROUTE,
      ...routes,
    ],
  };
}

/** @param {string} dir */
async function htmlInlineScripts(dir) {
  const texts = await readBuiltFiles(dir, (e) => e.name.endsWith('.html'));
  return texts.flatMap(inlineScripts);
}

/**
 * @param {{ origins: import('./csp.mjs').ShopOrigins }} options
 * @returns {import('astro').AstroIntegration}
 */
export function shopServing({ origins }) {
  // Astro writes the island loader before a page's first island, as an inline script, and each hydration
  // directive's script before the first island using it: the prerendered pages carry the loader (every page
  // has islands), the build manifest lists the directives.
  /** @type {string[]} */
  const scripts = [];
  /** @type {[string, string][]} */
  const directives = [];
  /** @type {URL} */
  let root;
  /** @type {URL} */
  let serverDir;
  /** @type {URL} */
  let clientDir;
  return {
    name: 'shop-serving',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        serverDir = config.build.server;
        clientDir = config.build.client;
      },
      'astro:build:ssr': ({ manifest }) => {
        const listed = manifestInlineScripts(manifest);
        scripts.push(...listed.scripts);
        directives.push(...listed.directives);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const staticDir = fileURLToPath(dir);
        scripts.push(...(await htmlInlineScripts(staticDir)));
        const vercelConfig = fileURLToPath(new URL('.vercel/output/config.json', root));
        const onVercel = Boolean(process.env.VERCEL) && existsSync(vercelConfig);
        // By now Vercel's adapter has moved the server build into its function.
        const serverCode = onVercel ? new URL('.vercel/output/functions/', root) : serverDir;
        scripts.push(...directiveScripts(directives, await renderedDirectives(fileURLToPath(serverCode))));
        const csp = contentSecurityPolicy({ scriptHashes: scripts.map(scriptHash), origins });
        if (onVercel) {
          const config = JSON.parse(await readFile(vercelConfig, 'utf8'));
          await writeFile(vercelConfig, JSON.stringify(withVercelHeaders(config, csp), null, 2));
          logger.info('security headers added to the Vercel routes');
          return;
        }
        await writeFile(new URL(HEADERS_FILE, serverDir), JSON.stringify(securityHeaders(csp), null, 2));
        const count = await precompress(fileURLToPath(clientDir));
        logger.info(`security headers written; ${count} static files precompressed (br, gz)`);
      },
    },
  };
}
