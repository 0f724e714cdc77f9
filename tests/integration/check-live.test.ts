/**
 * `npm run check:live` against `local/`: both stores it can be (the standard
 * SureCart store over HTTP, the customised one served in this process) must
 * give no difference, test-mode checkout included; an answer the shop could
 * not use must be reported, and make the command fail.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createLocalApp, type LocalApp } from '../../local/app.ts';
import { loadCatalog } from '../../local/catalog/index.ts';
import { CatalogStore } from '../../local/commerce/catalog-store.ts';
import { openDatabase, type Database } from '../../local/db.ts';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { backendEnv, INTEGRATION_BACKEND_PORT } from '../support/backend-env.ts';

/** The check with fresh shop modules, so no catalogue cache answers for an earlier run. */
async function checkModule() {
  vi.resetModules();
  return import('../../scripts/check-live/check.ts');
}

const urlOf = (input: string | URL | Request) => String(input instanceof Request ? input.url : input);

/** The listing's read (one page of 100), apart from the collections' counts (one product each). */
const isListing = (url: URL) => url.pathname === '/v1/products' && url.searchParams.get('limit') === '100';

/** Answers the shop's calls to the backend with `edit` applied to the JSON of the answers `edit` picks. */
function editAnswers(edit: (url: URL, body: Record<string, unknown>) => void) {
  const passOn = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const response = await passOn(input, init);
    if (!response.headers.get('content-type')?.includes('json')) return response;
    const body = (await response.json()) as Record<string, unknown>;
    edit(new URL(urlOf(input)), body);
    return Response.json(body, { status: response.status });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['standard', 'customised'] as const)('the live check against a %s store', (shape) => {
  let db: Database | undefined;
  let customised: LocalApp | undefined;

  beforeAll(async () => {
    if (shape !== 'customised') return;
    // A second backend, in this process, answering at the shop's configured address.
    const origin = inject('backendOrigin');
    db = await openDatabase(null);
    customised = createLocalApp({
      db,
      loadStore: () => new CatalogStore(loadCatalog({ mediaOrigin: origin, shape: 'customised' })),
      keys: { publicToken: LOCAL_DEFAULTS.surecartPublicToken, secretKey: LOCAL_DEFAULTS.surecartSecretKey },
      origin,
      siteUrl: LOCAL_DEFAULTS.siteUrl,
      testMode: true,
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  /** Requests the customised store answered: none may reach the standard one. */
  let served = 0;
  function serveStore() {
    if (!customised) return;
    const app = customised.app;
    const origin = inject('backendOrigin');
    const passOn = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      if (!urlOf(input).startsWith(origin)) return passOn(input, init);
      served++;
      return app.request(urlOf(input), init);
    });
  }
  afterEach(() => {
    if (customised) expect(served).toBeGreaterThan(0);
    served = 0;
  });

  it('finds no difference in the catalogue, the product page and its images', async () => {
    serveStore();
    const check = await checkModule();
    const report = await check.runLiveCheck();
    expect(report.differences).toEqual([]);
    // local/ answers with its demo key: the report says it was the demo, and it does not pass.
    expect(report).toMatchObject({ demo: true, unreachable: [] });
    expect(check.exitCodeOf(report)).toBe(check.EXIT_CODES.demoOnly);
    expect(check.exitCodeOf({ ...report, demo: false })).toBe(check.EXIT_CODES.passed);
    expect(report.steps.map((step) => step.summary)).toEqual([
      '52 products read (of 52)',
      expect.stringMatching(/^\d+ collections, the products shoppers see counted in 1 read of the catalogue$/),
      expect.stringMatching(/^\d+ variants \(.+\), \d+ prices/),
      expect.stringMatching(/^(\d+) of \1 images$/),
    ]);
    expect(check.formatReport(report)).toMatch(/\n0 differences$/);
  });

  it('finds no difference in a test-mode checkout created, changed and read back as the cart does', async () => {
    serveStore();
    const check = await checkModule();
    const report = await check.runLiveCheck({ checkout: true });
    expect(report.differences).toEqual([]);
    const [walk, route] = report.steps.slice(-2);
    expect(walk!.summary).toMatch(/^test-mode checkout [\w-]+: created, line added/);
    // The shop host's return route sends the paid shopper on to the thank-you page the checkout names.
    const id = /^test-mode checkout ([\w-]+):/.exec(walk!.summary)![1]!;
    expect(route).toMatchObject({
      title: "Return after paying: the shop host's /surecart/redirect for the test checkout",
      summary: `302 to ${LOCAL_DEFAULTS.siteUrl}/thank-you?checkout_id=${id}`,
    });
  });
});

describe('the live check reports what the shop could not use', () => {
  it('a product whose prices are not a list, in the listing and on its page', async () => {
    editAnswers((url, body) => {
      if (isListing(url)) {
        const first = (body.data as Record<string, unknown>[])[0]!;
        first.prices = 'none';
      }
      if (url.pathname.startsWith('/v1/products/')) body.prices = [{ id: 'price_1', amount: 100 }];
    });
    const check = await checkModule();
    const report = await check.runLiveCheck();
    expect(report.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          read: expect.stringMatching(/^GET \/v1\/products\?limit=100/),
          path: expect.stringMatching(/^data\[0\] \([a-z0-9-]+\)\.prices$/),
          expected: 'the expanded list {data: [...]}',
          found: 'text "none"',
        }),
        expect.objectContaining({
          read: expect.stringMatching(/^GET \/v1\/products\/[a-z0-9-]+$/),
          path: 'prices',
          found: 'a list of 1',
        }),
        // With no readable price, the page has nothing to sell.
        expect.objectContaining({ path: 'prices.data', expected: 'at least one price that is not archived' }),
      ]),
    );
    expect(check.formatReport(report)).toMatch(new RegExp(`\\n${report.differences.length} differences$`));
  });

  it('a price amount that is not whole cents, which empties the product’s prices', async () => {
    editAnswers((url, body) => {
      if (isListing(url)) {
        const product = (body.data as { prices: { data: { amount: unknown }[] } }[])[1]!;
        product.prices.data[0]!.amount = 1299.5;
      }
    });
    const report = await (await checkModule()).runLiveCheck();
    expect(report.differences).toContainEqual(
      expect.objectContaining({
        path: expect.stringMatching(/^data\[1\] \([a-z0-9-]+\)\.prices\.data\[0\]\.amount$/),
        expected: 'a whole number',
        found: 'number 1299.5',
      }),
    );
  });

  it('an optional field of an odd shape, which the shop reads as absent', async () => {
    editAnswers((url, body) => {
      if (isListing(url)) (body.data as Record<string, unknown>[])[0]!.featured = 'yes';
    });
    const report = await (await checkModule()).runLiveCheck();
    expect(report.differences).toContainEqual(
      expect.objectContaining({
        path: expect.stringMatching(/^data\[0\] \([a-z0-9-]+\)\.featured$/),
        expected: 'true or false',
        found: 'text "yes"',
      }),
    );
  });

  it('a product without its slug, and a checkout without its amounts', async () => {
    editAnswers((url, body) => {
      if (isListing(url)) delete (body.data as Record<string, unknown>[])[2]!.slug;
      if (url.pathname.endsWith('/surecart/v1/checkouts')) delete body.total_amount;
    });
    const report = await (await checkModule()).runLiveCheck({ checkout: true });
    expect(report.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'data[2].slug', expected: 'text', found: 'missing' }),
        expect.objectContaining({
          read: expect.stringMatching(/^POST \/wp-json\/surecart\/v1\/checkouts$/),
          path: 'total_amount',
          expected: 'a whole number of cents',
          found: 'missing',
        }),
      ]),
    );
  });
});

describe('the live check of the return route after paying', () => {
  /** Answers the shop host's return route with `answer`, every other request as the backend does. */
  function answerReturnRoute(answer: () => Response) {
    const passOn = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
      new URL(urlOf(input)).pathname === '/surecart/redirect' ? Promise.resolve(answer()) : passOn(input, init),
    );
  }
  const routeStep = (report: { steps: { title: string; differences: unknown[] }[] }) =>
    report.steps.find((step) => step.title.startsWith('Return after paying'))!;

  it('names "Plain" WordPress permalinks when the route is not there (404)', async () => {
    answerReturnRoute(() => new Response('<h1>Page not found</h1>', { status: 404 }));
    const report = await (await checkModule()).runLiveCheck({ checkout: true });
    expect(routeStep(report).differences).toEqual([
      {
        read: expect.stringMatching(/^GET \/surecart\/redirect\?checkout_id=[\w-]+$/),
        path: '',
        expected: expect.stringMatching(/^a 302 to .+\/thank-you\?checkout_id=[\w-]+$/),
        found: expect.stringContaining('permalinks are "Plain"'),
      },
    ]);
    expect(report.differences).toHaveLength(1);
  });

  it('reports a route that sends the shopper elsewhere than the thank-you page (the store’s own checkout page)', async () => {
    answerReturnRoute(
      () => new Response(null, { status: 302, headers: { Location: 'https://store.example/checkout/?checkout_id=x' } }),
    );
    const report = await (await checkModule()).runLiveCheck({ checkout: true });
    expect(routeStep(report).differences).toEqual([
      expect.objectContaining({
        path: 'Location',
        found: 'a 302 to https://store.example/checkout/?checkout_id=x',
      }),
    ]);
  });
});

describe('npm run check:live', () => {
  let proxy: Server | undefined;
  afterAll(() => new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve())));

  /** The command as a shop owner runs it, with the shop's variables pointing at `local/` (or as given). */
  function run(args: string[], env: Record<string, string> = {}) {
    return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-live.ts', ...args], {
        env: { ...process.env, ...backendEnv(INTEGRATION_BACKEND_PORT), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, output }));
    });
  }

  it(
    'names the demo backend it checked (hosts, no key), each step and 0 differences, and never passes it as live',
    { timeout: 90_000 },
    async () => {
      const { code, output } = await run(['--checkout']);
      const host = new URL(inject('backendOrigin')).host;
      expect(output).toMatch(/^Checking what the shop reads from the DEMO BACKEND \(local\/\)/m);
      expect(output).toContain(`commerce platform: ${host} (the demo backend, local/: not a live store)`);
      expect(output).toContain('✓ Checkout (test mode)');
      expect(output).toMatch(/✓ Return after paying: .+: 302 to http:\/\/.+\/thank-you\?checkout_id=/);
      expect(output).not.toContain(LOCAL_DEFAULTS.surecartPublicToken);
      expect(output).toMatch(/\nOnly the demo backend was checked: set SURECART_API_URL.+\n0 differences\n$/);
      expect(code).toBe(4);
    },
  );

  it(
    'exits 3, naming what it could not reach, when the commerce platform does not answer',
    { timeout: 90_000 },
    async () => {
      // Nothing listens on a port just closed: every request is refused.
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const { code, output } = await run([], { SURECART_API_URL: `http://127.0.0.1:${port}/v1` });
      expect(output).toMatch(/\nUNREACHABLE: no answer came to these requests/);
      expect(output).toContain(`GET 127.0.0.1:${port}/v1/products: `);
      expect(code).toBe(3);
    },
  );

  it(
    'exits 1 when an answer differs, listing where, what was expected and what came',
    { timeout: 90_000 },
    async () => {
      // A catalogue whose product reads have lost their slugs.
      const origin = inject('backendOrigin');
      proxy = createServer(async (request, response) => {
        const answer = await fetch(`${origin}${request.url}`, {
          headers: { Authorization: request.headers.authorization ?? '' },
        });
        const body = (await answer.json()) as Record<string, unknown>;
        if (/^\/v1\/products\/[^/?]+/.test(request.url ?? '')) delete body.slug;
        response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      });
      await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
      const port = (proxy.address() as AddressInfo).port;
      const { code, output } = await run([], { SURECART_API_URL: `http://127.0.0.1:${port}/v1` });
      expect(output).toMatch(/✗ Product page: GET \/products\/[a-z0-9-]+/);
      expect(output).toMatch(/GET \/v1\/products\/[a-z0-9-]+ {2}slug\n {6}expected: text\n {6}found: {4}missing/);
      expect(output).toMatch(/\n[1-9]\d* differences?\n$/);
      expect(code).toBe(1);
    },
  );
});
