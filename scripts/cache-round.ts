/**
 * The route cache's hostile round, measured on a production build (decision 0085); figures, not a test:
 *   - the server's resident memory before, during and after 15 s of cache-busting addresses (a unique
 *     query string each) on a product page at 50 connections;
 *   - how many renders 200 requests at once for one cold page cause (answers saying MISS);
 *   - whether spellings of one page's address are answered from its one entry;
 *   - for comparison, the same 15 s on a static file of a fresh server (what the load alone costs).
 *
 *   npx tsx scripts/cache-round.ts <build dir> <site port> <backend port>
 * The build must point at that backend and site (tests/support/backend-env.ts's backendEnv).
 */
import autocannon from 'autocannon';
import { startLocalBackend } from '../local/server.ts';
import { backendEnv } from '../tests/support/backend-env.ts';
import { startShopServer, type ShopServer } from './bench/server.ts';

const [outDir = '.bench-build', sitePort = '4600', backendPort = '54600'] = process.argv.slice(2);
const SITE = `http://127.0.0.1:${sitePort}`;
const BUSTED = '/product/glacier-steel-bottle';
const COLD = '/product/summit-ridge-29-trail';
const ALIASES = [
  '/product//glacier-steel-bottle',
  '/./product/glacier-steel-bottle',
  '/product/%67lacier-steel-bottle',
  '/product/glacier-steel-bottle/',
  '/product/glacier-steel-bottle?utm_source=mail',
  '/product/glacier-steel-bottle?unread=1',
];
const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
/** Resident memory, and the part of it that is the JavaScript heap and buffers outside it. */
async function memory(server: ShopServer, afterFullCollection = false): Promise<string> {
  const { rss, heapTotal, heapUsed, external } = await server.memory(afterFullCollection);
  return `${MiB(rss)} (heap ${MiB(heapUsed)} used of ${MiB(heapTotal)}, outside it ${MiB(external)})`;
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(server: ShopServer, path: string): Promise<string> {
  const response = await fetch(`${server.origin}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get('x-shop-cache') ?? '-'}`;
}

async function busting(server: ShopServer, path: string): Promise<void> {
  let n = 0;
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await server.memory()).rss);
      await pause(500);
    }
  })();
  const result = await autocannon({
    url: SITE,
    connections: 50,
    duration: 15,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request) => ({ ...request, path: `${path}?cb=${n++}` }) }],
  });
  sampling = false;
  await sampler;
  console.log(
    `busting ${path}: ${result.requests.total} requests (${result.non2xx} non-2xx, ${result.errors} errors), ` +
      `${result.requests.average}/s; peak ${MiB(peak)}, at the end ${await memory(server)}`,
  );
  for (const seconds of [10, 30]) {
    await pause(seconds === 10 ? 10_000 : 20_000);
    console.log(`${seconds} s later: ${await memory(server)}`);
  }
  console.log(`after a full collection: ${await memory(server, true)}`);
}

async function coldBurst(server: ShopServer): Promise<void> {
  const before = await server.cpuMs();
  const answers = await Promise.all(Array.from({ length: 200 }, () => get(server, COLD)));
  const cpu = (await server.cpuMs()) - before;
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  console.log(
    `200 at once on a cold page: ${[...counts].map(([a, c]) => `${c}× ${a}`).join(', ')}; ${cpu.toFixed(0)} ms CPU`,
  );
}

const backend = await startLocalBackend({ port: Number(backendPort), dataDir: null, siteUrl: SITE, testMode: true });
const start = () =>
  startShopServer({
    outDir,
    port: Number(sitePort),
    // --expose-gc only for the readings after a full collection, which tell memory held from memory not yet freed.
    env: { ...backendEnv(Number(backendPort), SITE), VERCEL: '', NODE_OPTIONS: '--expose-gc' },
  });
try {
  for (const [busted, more] of [
    [BUSTED, true],
    ['/favicon.svg', false],
  ] as const) {
    const server = await start();
    try {
      for (const path of ['/', '/shop', BUSTED]) await get(server, path);
      await pause(2000);
      console.log(`baseline: ${await memory(server)}`);
      await busting(server, busted);
      if (!more) continue;
      await coldBurst(server);
      console.log(`${BUSTED}: ${await get(server, BUSTED)}`);
      for (const alias of ALIASES) console.log(`${alias}: ${await get(server, alias)}`);
    } finally {
      await server.stop();
    }
  }
} finally {
  await backend.close();
}
