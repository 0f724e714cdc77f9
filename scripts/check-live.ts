/**
 * `npm run check:live`: checks, read-only, that the live commerce platform
 * and shop host answer with every field the shop needs, in the shapes it
 * reads, using the same variables the shop reads (SURECART_API_URL,
 * SURECART_PUBLIC_TOKEN, SHOP_HOST_URL, WORDPRESS_MEDIA_AUTH; from the
 * environment or `.env`). Prints each difference (where, expected, found)
 * and their count. The exit code tells what came of it (EXIT_CODES in
 * ./check-live/check.ts): 0 passed, 1 an answer differs, 2 the check could
 * not run, 3 a service is unreachable, 4 only the demo backend was checked.
 *
 *   npm run check:live                             # catalogue, collections, one product page, its images
 *   npm run check:live -- --product summit-ridge-29-trail
 *   npm run check:live -- --checkout               # also a test-mode checkout (live_mode: false)
 *
 * Why through Vite: the shop's clients read their addresses and keys from
 * `astro:env`, which only Astro's Vite plugins provide. Rather than copying
 * the clients or the schemas, the check (scripts/check-live/check.ts) is
 * loaded through Vite with the shop's own Astro configuration, as the tests
 * load the shop, so every request and every reader is the shop's own. Astro's
 * dev server is left out (the check renders no page), and Vite keeps its
 * cache in a temporary folder, apart from the shop's.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getViteConfig } from 'astro/config';
import { createServer, createServerModuleRunner, type Plugin, type PluginOption } from 'vite';
import type * as LiveCheck from './check-live/check.ts';

const USAGE = 'usage: npm run check:live [-- --checkout] [--product <slug>]';
/** The command could not run: EXIT_CODES.failed, kept here too so a usage error needs no Vite. */
const FAILED = 2;

function options() {
  try {
    const { values } = parseArgs({
      options: { checkout: { type: 'boolean' }, product: { type: 'string' }, help: { type: 'boolean' } },
    });
    return values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(FAILED);
  }
}

const flatPlugins = (plugins: PluginOption[]): Plugin[] =>
  plugins.flat(Infinity as 1).filter((p): p is Plugin => typeof p === 'object' && p !== null && 'name' in p);

async function loadCheck() {
  const config = await getViteConfig({}, { logLevel: 'warn' })({ command: 'serve', mode: 'production' });
  const server = await createServer({
    ...config,
    configFile: false,
    logLevel: 'warn',
    plugins: flatPlugins((config.plugins ?? []) as PluginOption[]).filter((plugin) => plugin.name !== 'astro:server'),
    cacheDir: join(tmpdir(), 'velo-nord-check-live'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  const check = (await runner.import(
    fileURLToPath(new URL('./check-live/check.ts', import.meta.url)),
  )) as typeof LiveCheck;
  return {
    check,
    async close() {
      await runner.close();
      await server.close();
    },
  };
}

const args = options();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const loaded = await loadCheck();
try {
  const wanted = { checkout: args.checkout ?? false, product: args.product };
  const report = await loaded.check.runLiveCheck(wanted);
  console.log(loaded.check.formatReport(report, wanted));
  process.exitCode = loaded.check.exitCodeOf(report);
} catch (error) {
  console.error('The check could not run:', error);
  process.exitCode = FAILED;
} finally {
  await loaded.close();
}
