/**
 * `npm run bench`: how fast and how heavy the shop is, in one run, on the production build.
 * Builds the shop (Node adapter) into .bench-build against an in-memory `local/` with the demo
 * catalogue, then on that build:
 *   - Lighthouse mobile on /, /shop, a product page and /about, and the server CPU of each page;
 *   - throughput at 50 connections for the product page and for a static file;
 *   - the catalogue pages again with the catalogue scaled up (10,000 products), cache on and off;
 *   - resend-activation's answer time for accounts waiting for activation and for unknown addresses.
 * Every page is checked to show the right content before it is timed. The report is printed and
 * written to docs/benchmarks.md. Timings live here, never in tests. About 6 minutes on two cores.
 *
 *   npm run bench                                            10,000 products, 30 requests per page
 *   BENCH_PRODUCTS=2000 BENCH_RUNS=10 BENCH_LIGHTHOUSE_RUNS=1 BENCH_SECONDS=3 npm run bench
 *   BENCH_ONLY=cpu npm run bench                             only the server CPU of the shopper pages, printed
 *   BENCH_ONLY=cpu BENCH_REUSE_BUILD=1 npm run bench         the same on the last build (server code unchanged)
 *   BENCH_ONLY=lighthouse npm run bench                      only the Lighthouse audits of the shopper pages, printed
 *   BENCH_ONLY=enumeration npm run bench                     only resend-activation's answer times, printed
 *   BENCH_BEFORE=<commit> npm run bench                      also that commit's build, its server CPU measured
 *                                                            in the same run, requests taking turns (with
 *                                                            BENCH_ONLY=cpu too): before and after on one machine
 * A partial run (BENCH_ONLY) prints its figures and leaves docs/benchmarks.md alone.
 */
import { execFileSync } from 'node:child_process';
import { startLocalBackend, type LocalBackend } from '../local/server.ts';
import { backendEnv } from '../tests/support/backend-env.ts';
import { resendActivationTiming } from './bench/enumeration.ts';
import { lighthouse } from './bench/lighthouse.ts';
import { buildBefore, type BeforeBuild } from './bench/before-build.ts';
import { comparePages, fetchPage, measurePages, type PageCost } from './bench/measure.ts';
import { SHOP, SHOPPER_PAGES, cataloguePages, type Page } from './bench/pages.ts';
import { sameRunRatio, writeReport, type BenchResults } from './bench/report.ts';
import { withShopServers, type ShopServer } from './bench/server.ts';
import { CONNECTIONS, SECONDS, throughput } from './bench/throughput.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const BACKEND_PORT = 54500;
const SITE_PORT = 4500;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const OUT_DIR = '.bench-build';
const PRODUCT_PAGE = SHOPPER_PAGES.find((page) => page.path.startsWith('/product/'))!;
/** A static file of the same server, for the throughput comparison. */
const STATIC_FILE = '/favicon.svg';
/** Accounts waiting for activation, and as many unknown addresses, timed against resend-activation. */
const ENUMERATION_TRIES = 20;
const CACHE_ON = String(5 * 60 * 1000);
/** The page cache of `npm start` off: every request renders, so the CPU measured is a cache miss's. */
const NO_PAGE_CACHE = { PAGE_CACHE_MAX_BYTES: '0' };
/**
 * `cpu`: build, then only the server CPU of the shopper pages, for quick iterations on rendering cost;
 * `lighthouse`: only the shopper pages' Lighthouse audits, for iterations on what the browser loads;
 * `enumeration`: only resend-activation's answer times (no build).
 */
const ONLY = process.env.BENCH_ONLY;
const PARTIAL_RUNS = ['cpu', 'lighthouse', 'enumeration'];
if (ONLY !== undefined && !PARTIAL_RUNS.includes(ONLY))
  throw new Error(`BENCH_ONLY=${ONLY}: the partial runs are ${PARTIAL_RUNS.map((run) => `"${run}"`).join(', ')}`);
const REUSE_BUILD = Boolean(process.env.BENCH_REUSE_BUILD);
/** An earlier commit whose server CPU is measured beside this build's, in the same run. */
const BEFORE = process.env.BENCH_BEFORE;
const BEFORE_OUT_DIR = '.bench-build-before';

const log = (message: string) => console.log(`[bench] ${message}`);
const env = { ...backendEnv(BACKEND_PORT, SITE), VERCEL: '' };

function startBackend(catalogScale?: number): Promise<LocalBackend> {
  // Test mode lets the enumeration timing raise resend-activation's per-IP limit for its run.
  return startLocalBackend({ port: BACKEND_PORT, dataDir: null, catalogScale, siteUrl: SITE, testMode: true });
}

async function withServer<T>(
  cacheTtlMs: string,
  work: (server: ShopServer) => Promise<T>,
  extraEnv: Record<string, string> = {},
): Promise<T> {
  const serverEnv = { ...env, CATALOG_CACHE_TTL_MS: cacheTtlMs, ...extraEnv };
  return withShopServers([{ outDir: OUT_DIR, port: SITE_PORT, env: serverEnv }], ([server]) => work(server!));
}

async function checkPage(server: ShopServer, page: Page): Promise<void> {
  const problem = page.check(await fetchPage(server, page.path));
  if (problem) throw new Error(`${page.name}: ${problem}`);
}

/**
 * The shopper pages' server CPU on a miss: this build's, and the earlier commit's (served from its own
 * worktree on the next port) when one is asked for, requests to the two taking turns.
 */
async function shopperCosts(
  before: BeforeBuild | null,
): Promise<{ now: Map<string, PageCost>; before: Map<string, PageCost> | null }> {
  if (!before)
    return { now: await withServer(CACHE_ON, (server) => costs(server, SHOPPER_PAGES), NO_PAGE_CACHE), before: null };
  const serverEnv = { ...env, CATALOG_CACHE_TTL_MS: CACHE_ON, ...NO_PAGE_CACHE };
  const servers = [
    { outDir: OUT_DIR, port: SITE_PORT, env: serverEnv },
    { outDir: before.outDir, port: SITE_PORT + 1, env: serverEnv, cwd: before.cwd },
  ];
  return withShopServers(servers, async ([now, then]) => {
    for (const page of SHOPPER_PAGES) await checkPage(now!, page);
    const [nowCosts, beforeCosts] = await comparePages(
      [now!, then!],
      SHOPPER_PAGES.map((page) => page.path),
      RUNS,
    );
    return { now: nowCosts!, before: beforeCosts! };
  });
}

/** The earlier commit's build, made when `BENCH_BEFORE` names one. */
function buildBeforeIfAsked(): BeforeBuild | null {
  if (!BEFORE) return null;
  log(`building ${BEFORE} into ${BEFORE_OUT_DIR}, to measure its server CPU in the same run`);
  return buildBefore(BEFORE, BEFORE_OUT_DIR, env);
}

async function costs(server: ShopServer, pages: Page[]): Promise<Map<string, PageCost>> {
  for (const page of pages) await checkPage(server, page);
  return measurePages(
    server,
    pages.map((page) => page.path),
    RUNS,
  );
}

const started = Date.now();
let backend: LocalBackend | undefined = await startBackend();
const demoProducts = backend.store().products.length;
/** The production build the pages are measured on: made now, or the last one when BENCH_REUSE_BUILD is set. */
function build(): void {
  if (REUSE_BUILD) {
    log(`reusing the build in ${OUT_DIR}`);
    return;
  }
  log(`building into ${OUT_DIR} against the demo catalogue (${demoProducts} products)`);
  execFileSync('npx', ['astro', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, SHOP_OUT_DIR: OUT_DIR },
  });
}

try {
  if (ONLY === 'enumeration') {
    // The functions run in the backend itself: no build.
    const timing = await resendActivationTiming(backend.origin, ENUMERATION_TRIES);
    log(`resend-activation: ${JSON.stringify(timing)}`);
  } else if (ONLY === 'cpu') {
    build();
    const before = buildBeforeIfAsked();
    try {
      const pageCosts = await shopperCosts(before);
      for (const page of SHOPPER_PAGES) {
        const cost = pageCosts.now.get(page.path)!;
        const then = pageCosts.before?.get(page.path);
        const compared = then
          ? `; ${before!.commit}: ${then.cpuMs.toFixed(1)} ms (${sameRunRatio(cost.cpuMs, then.cpuMs)})`
          : '';
        log(
          `${page.path}: server CPU ${cost.cpuMs.toFixed(1)} ms, response time ${cost.timeMs.toFixed(1)} ms${compared}`,
        );
      }
    } finally {
      before?.remove();
    }
  } else if (ONLY === 'lighthouse') {
    build();
    await withServer(CACHE_ON, async (server) => {
      for (const page of SHOPPER_PAGES) {
        await checkPage(server, page);
        const audit = await lighthouse(server.origin + page.path, LIGHTHOUSE_RUNS);
        log(`${page.path}: ${JSON.stringify(audit)}`);
      }
    });
  } else {
    build();
    const before = buildBeforeIfAsked();
    // CPU first, on a quiet machine (a browser that has just closed can still be busy for a while), with the
    // page cache off: what a page costs when it is rendered.
    log(`server CPU of ${SHOPPER_PAGES.length} pages, ${RUNS} requests each, page cache off`);
    let shopper: Awaited<ReturnType<typeof shopperCosts>>;
    try {
      shopper = await shopperCosts(before);
    } finally {
      before?.remove();
    }
    const demo = await withServer(CACHE_ON, async (server) => {
      log(`sequential product page and static file, page cache on`);
      const served = await measurePages(server, [PRODUCT_PAGE.path, STATIC_FILE], RUNS);
      const audits = [];
      for (const page of SHOPPER_PAGES) {
        log(`Lighthouse ×${LIGHTHOUSE_RUNS} ${page.path}`);
        audits.push(await lighthouse(server.origin + page.path, LIGHTHOUSE_RUNS));
      }
      log(`throughput at ${CONNECTIONS} connections, ${SECONDS} s each`);
      const pageResult = await throughput(server.origin + PRODUCT_PAGE.path);
      const fileResult = await throughput(server.origin + STATIC_FILE);
      return {
        audits,
        pageResult,
        fileResult,
        sequential: { page: served.get(PRODUCT_PAGE.path)!, file: served.get(STATIC_FILE)! },
      };
    });

    log(`resend-activation, ${ENUMERATION_TRIES} waiting accounts and ${ENUMERATION_TRIES} unknown addresses`);
    const enumeration = await resendActivationTiming(backend.origin, ENUMERATION_TRIES);
    const demoBackend = backend;
    backend = undefined;
    await demoBackend.close();
    log(`catalogue scaled to ${PRODUCTS.toLocaleString('en-CA')} products`);
    backend = await startBackend(PRODUCTS);
    const scalePages = cataloguePages(PRODUCTS);
    const cached = await withServer(CACHE_ON, (server) => costs(server, scalePages), NO_PAGE_CACHE);
    const uncached = await withServer('0', (server) => costs(server, scalePages), NO_PAGE_CACHE);

    const results: BenchResults = {
      date: new Date(),
      demoProducts,
      scaleProducts: PRODUCTS,
      runs: RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      shopperPages: SHOPPER_PAGES.map((page, i) => ({
        name: page.name,
        path: page.path,
        lighthouse: demo.audits[i]!,
        cost: shopper.now.get(page.path)!,
      })),
      throughput: {
        page: PRODUCT_PAGE.path,
        pageResult: demo.pageResult,
        file: STATIC_FILE,
        fileResult: demo.fileResult,
        sequential: demo.sequential,
      },
      shop: { demo: shopper.now.get(SHOP.path)!, scale: cached.get(SHOP.path)! },
      cataloguePages: scalePages.map((page) => ({
        name: page.name,
        cached: cached.get(page.path)!,
        uncached: uncached.get(page.path)!,
      })),
      enumeration,
      before:
        before && shopper.before
          ? {
              ref: before.ref,
              commit: before.commit,
              costs: shopper.before,
            }
          : null,
    };
    console.log(`\n${await writeReport(results)}`);
    log(`done in ${Math.round((Date.now() - started) / 1000)} s; report written to docs/benchmarks.md`);
  }
} finally {
  await backend?.close();
}
