/**
 * `npm run bench`: server time of the catalogue pages with the catalogue
 * scaled to 10,000 products, with the server's 5-minute catalogue cache on
 * and off. Builds the shop (Node adapter) into .bench-build against an
 * in-memory `local/`, checks each page shows the right products, then times
 * sequential requests and prints medians. Timings live here, never in tests.
 *
 *   npm run bench                      10,000 products, 30 requests per page
 *   BENCH_PRODUCTS=2000 BENCH_RUNS=10 npm run bench
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { startLocalBackend } from '../local/server.ts';
import { backendEnv } from '../tests/backend-env.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 5;
const BACKEND_PORT = 54500;
const SITE_PORT = 4500;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const OUT_DIR = '.bench-build';

interface Page {
  name: string;
  path: string;
  /** What the shopper must see: the product links of the page. */
  check(productSlugs: string[], html: string): string | null;
}

const PER_PAGE = 12;
const lastPage = Math.ceil(PRODUCTS / PER_PAGE);
const deepPage = Math.min(400, lastPage);

const PAGES: Page[] = [
  {
    name: '/shop page 1',
    path: '/shop',
    check: (slugs) => (slugs.length === PER_PAGE ? null : `expected ${PER_PAGE} products, saw ${slugs.length}`),
  },
  {
    name: `/shop page ${deepPage}`,
    path: `/shop?page=${deepPage}`,
    check: (slugs) => (slugs.length === PER_PAGE || deepPage === lastPage ? (slugs.length ? null : 'no products') : `expected ${PER_PAGE}, saw ${slugs.length}`),
  },
  {
    name: '/collection/bike-mountain-bike',
    path: '/collection/bike-mountain-bike',
    check: (slugs, html) =>
      !html.includes('Mountain Bikes') ? 'collection name missing' : slugs.length === PER_PAGE ? null : `expected ${PER_PAGE}, saw ${slugs.length}`,
  },
  {
    name: '/search?query=summit ridge',
    path: '/search?query=summit%20ridge',
    check: (slugs) =>
      slugs.length === 0 ? 'no results' : slugs.every((s) => s.includes('summit-ridge')) ? null : `unrelated result in ${slugs.join(', ')}`,
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function productSlugs(html: string): string[] {
  // Only the listing's cards: the header and footer link no products.
  return [...new Set([...html.matchAll(/href="\/product\/([^"?#]+)"/g)].map((m) => m[1]!))];
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function timePage(path: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(SITE + path);
  await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - start;
}

async function measure(label: string, cacheTtlMs: string): Promise<Map<string, number>> {
  const server = spawn(process.execPath, [`${OUT_DIR}/server/entry.mjs`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(SITE_PORT), CATALOG_CACHE_TTL_MS: cacheTtlMs },
  });
  const medians = new Map<string, number>();
  try {
    await waitFor(`${SITE}/about`, server);
    for (const page of PAGES) {
      const response = await fetch(SITE + page.path);
      const html = await response.text();
      const problem = response.ok ? page.check(productSlugs(html), html) : `status ${response.status}`;
      if (problem) throw new Error(`${page.name}: ${problem}`);
      // A few untimed requests first, so the server's code is warm for every page alike.
      for (let i = 0; i < WARM_UP; i++) await timePage(page.path);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timePage(page.path));
      medians.set(page.name, median(times));
    }
  } finally {
    server.kill('SIGTERM');
  }
  console.log(`measured ${label}`);
  return medians;
}

console.log(`Catalogue of ${PRODUCTS.toLocaleString('en-CA')} products; ${RUNS} sequential requests per page.`);
const backend = await startLocalBackend({ port: BACKEND_PORT, dataDir: null, catalogScale: PRODUCTS, siteUrl: SITE });
try {
  execFileSync('npx', ['astro', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...backendEnv(BACKEND_PORT, SITE), SHOP_OUT_DIR: OUT_DIR, VERCEL: '' },
  });
  const cachedRun = await measure('with the catalogue cache', String(5 * 60 * 1000));
  const uncachedRun = await measure('without the catalogue cache', '0');
  console.log('\nMedian server time (ms), full response:');
  console.table(
    PAGES.map((page) => ({
      page: page.name,
      'cache on': Number(cachedRun.get(page.name)!.toFixed(1)),
      'cache off': Number(uncachedRun.get(page.name)!.toFixed(1)),
    })),
  );
} finally {
  await backend.close();
}
