import { mkdtempSync, rmSync } from 'node:fs';
import {
  request as httpRequest,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE as SHOP_LANGUAGE_COOKIE } from '../src/features/language/language-choice.ts';
import { CATALOG_CACHE_CONTROL, PRIVATE_NO_STORE } from '../src/lib/cache-headers.ts';
import { createShopListener } from './app.mjs';
import { DEFAULT_MAX_BYTES, LANGUAGE_COOKIE, maxBytesFromEnv, preferredEncoding } from './page-cache.mjs';
import { NOT_FOUND_CACHE } from '../supabase/functions/_shared/shop-http.mjs';

const SECURITY = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'" };
const HTML = 'text/html; charset=utf-8';
const START = Date.parse('2026-03-01T12:00:00Z');

interface Page {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** Held between the first half of the body and the rest. */
  hold?: Promise<void>;
}
/** What the fake renderer answers for a path: `n` counts the renders of that path, from 1. */
type Pages = Record<string, (n: number) => Page | Promise<Page>>;

/** A page big enough to be compressed, different for each render. */
const html = (label: string) =>
  `<!doctype html><title>${label}</title><main>${'<p>Vélo Nord, des vélos pour le Nord. </p>'.repeat(80)}${label}</main>`;
const catalogue = (label: string): Page => ({
  headers: { 'Content-Type': HTML, 'Cache-Control': CATALOG_CACHE_CONTROL },
  body: html(label),
});

let server: Server | undefined;
let dir: string | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

async function shop(pages: Pages, pageCache: Record<string, unknown> = {}) {
  let now = START;
  const calls: { url: string; method: string; headers: IncomingHttpHeaders }[] = [];
  const counts = new Map<string, number>();
  const errors: unknown[] = [];
  const render = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    calls.push({ url, method: req.method ?? '', headers: req.headers });
    const path = url.split('?')[0]!;
    const n = (counts.get(path) ?? 0) + 1;
    counts.set(path, n);
    const page = pages[path] ? await pages[path](n) : { status: 404, headers: { 'Content-Type': HTML }, body: 'gone' };
    const body = Buffer.from(page.body ?? '');
    res.writeHead(page.status ?? 200, page.headers ?? {});
    // Two writes, as Astro streams a page.
    res.write(body.subarray(0, body.length >> 1));
    await page.hold;
    res.end(body.subarray(body.length >> 1));
  };
  dir = mkdtempSync(join(tmpdir(), 'page-cache-'));
  const listener = createShopListener({
    clientDir: dir,
    render,
    headers: SECURITY,
    pageCache: { now: () => now, onError: (error: unknown) => errors.push(error), ...pageCache },
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cache = listener.pageCache;
  return {
    calls,
    errors,
    cache,
    origin,
    get: (path: string, init?: RequestInit) => fetch(origin + path, init),
    raw: (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(origin + path, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      }),
    /** Waits until the answer for `path` is in the cache (storing it happens after the answer went out). */
    stored: (path: string) => vi.waitFor(() => expect(cache?.entries.has(path)).toBe(true)),
    /** Lets any storing that would happen happen. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 50)),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const state = (response: Response) => response.headers.get('x-shop-cache');

describe('page cache: what is kept', () => {
  it('answers a second GET from the cache: same status, body and type, the security headers, one render', async () => {
    const site = await shop({ '/shop': () => catalogue('shop') });
    const first = await site.get('/shop');
    const firstBody = await first.text();
    expect(state(first)).toBe('MISS');
    await site.stored('/shop');

    const second = await site.get('/shop');
    expect(state(second)).toBe('HIT');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(firstBody).toBe(html('shop'));
    expect(second.headers.get('content-type')).toBe(HTML);
    expect(second.headers.get('cache-control')).toBe(CATALOG_CACHE_CONTROL);
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(second.headers.get('age')).toBe('0');
    expect(site.calls).toHaveLength(1);
  });

  it('replays stored compressed copies for the encoding asked, and the uncompressed page otherwise', async () => {
    const site = await shop({ '/': () => catalogue('home') });
    const miss = await site.raw('/', { 'accept-encoding': 'br' });
    expect(miss.headers['x-shop-cache']).toBe('MISS');
    expect(miss.headers['content-encoding']).toBe('br'); // the compression middleware, live
    await site.stored('/');

    const br = await site.raw('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['x-shop-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(html('home'));

    const gzip = await site.raw('/', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html('home'));

    const plain = await site.raw('/');
    expect(plain.headers['x-shop-cache']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html('home'));
    expect(site.calls).toHaveLength(1);
  });

  it('keys by path and query', async () => {
    const site = await shop({ '/shop': (n) => catalogue(`shop ${n}`) });
    for (const path of ['/shop', '/shop?page=2', '/shop?page=3']) {
      const response = await site.get(path);
      expect(state(response)).toBe('MISS');
      await site.stored(path);
    }
    const again = await site.get('/shop?page=2');
    expect(state(again)).toBe('HIT');
    expect(await again.text()).toBe(html('shop 2'));
    expect(site.calls.map((call) => call.url)).toEqual(['/shop', '/shop?page=2', '/shop?page=3']);
  });

  it('keeps the not-found page its public minute, and no longer', async () => {
    const site = await shop({});
    const first = await site.get('/no-such-page');
    expect(first.status).toBe(404);
    expect(first.headers.get('cache-control')).toBe(NOT_FOUND_CACHE);
    await site.stored('/no-such-page');
    const second = await site.get('/no-such-page');
    expect([second.status, state(second), await second.text()]).toEqual([404, 'HIT', 'gone']);
    site.advance(61_000);
    expect(state(await site.get('/no-such-page'))).toBe('MISS');
    expect(site.calls).toHaveLength(2);
  });

  const never: [string, Page][] = [
    ['personal pages (account, /auth/*, /login, /thank-you)', { headers: { 'Cache-Control': PRIVATE_NO_STORE } }],
    ['no-store', { headers: { 'Cache-Control': 'public, s-maxage=300, no-store' } }],
    ['private', { headers: { 'Cache-Control': 'private, s-maxage=300' } }],
    ['no-cache', { headers: { 'Cache-Control': 'public, s-maxage=300, no-cache' } }],
    ['a browser-only lifetime', { headers: { 'Cache-Control': 'max-age=300' } }],
    ['no lifetime', { headers: { 'Cache-Control': 'public, s-maxage=0, stale-while-revalidate=60' } }],
    ['no Cache-Control at all', { headers: {} }],
    ['a cookie', { headers: { 'Cache-Control': CATALOG_CACHE_CONTROL, 'Set-Cookie': 'seen=1; Path=/' } }],
    ['a Vary on the cookie', { headers: { 'Cache-Control': CATALOG_CACHE_CONTROL, Vary: 'Cookie' } }],
    ['a failure', { status: 500, headers: { 'Cache-Control': CATALOG_CACHE_CONTROL } }],
    ['a redirect', { status: 301, headers: { 'Cache-Control': CATALOG_CACHE_CONTROL, Location: '/shop' } }],
  ];
  it.each(never)('never keeps an answer with %s', async (_name, page) => {
    const site = await shop({ '/page': () => ({ ...page, headers: { 'Content-Type': HTML, ...page.headers } }) });
    const first = await site.get('/page', { redirect: 'manual' });
    expect(state(first)).toBe('BYPASS');
    await site.settle();
    const second = await site.get('/page', { redirect: 'manual' });
    expect(state(second)).toBe('BYPASS');
    expect(site.calls).toHaveLength(2);
    expect(site.cache?.entries.size).toBe(0);
  });
});

describe('page cache: who is served from it', () => {
  it('answers HEAD from a stored GET, with the GET headers', async () => {
    const site = await shop({ '/shop': () => catalogue('shop') });
    await site.get('/shop');
    await site.stored('/shop');
    const head = await site.raw('/shop', {}, 'HEAD');
    expect(head.headers['x-shop-cache']).toBe('HIT');
    expect(head.headers['content-type']).toBe(HTML);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(html('shop')));
    expect(head.body.length).toBe(0);
    expect(site.calls).toHaveLength(1);
  });

  it('does not store the answer to a HEAD', async () => {
    const site = await shop({ '/shop': () => catalogue('shop') });
    expect((await site.raw('/shop', {}, 'HEAD')).headers['x-shop-cache']).toBe('MISS');
    await site.settle();
    expect(state(await site.get('/shop'))).toBe('MISS');
    expect(site.calls.map((call) => call.method)).toEqual(['HEAD', 'GET']);
  });

  it('never serves nor stores another method: a write is refused before the cache and the renderer', async () => {
    const site = await shop({ '/shop': (n) => catalogue(`shop ${n}`) });
    await site.get('/shop');
    await site.stored('/shop');
    const post = await site.get('/shop', { method: 'POST', body: 'x=1' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    await site.settle();
    const get = await site.get('/shop');
    expect([state(get), await get.text()]).toEqual(['HIT', html('shop 1')]);
    expect(site.calls.map((call) => call.method)).toEqual(['GET']);
  });

  it.each([
    ['an Authorization header', { Authorization: 'Bearer token' }],
    ['a cookie other than the language choice', { Cookie: 'sb-access-token=abc' }],
    ['the language cookie with another one', { Cookie: 'shop-language=fr; tracking=1' }],
  ])('renders for a request with %s, and keeps nothing from it', async (_name, headers) => {
    const site = await shop({ '/shop': (n) => catalogue(`shop ${n}`), '/faq': (n) => catalogue(`faq ${n}`) });
    await site.get('/shop');
    await site.stored('/shop');

    const personal = await site.get('/shop', { headers });
    expect([state(personal), await personal.text()]).toEqual(['BYPASS', html('shop 2')]);
    expect(site.calls[1]?.url).toBe('/shop');

    const uncached = await site.get('/faq', { headers });
    expect(state(uncached)).toBe('BYPASS');
    await site.settle();
    expect(state(await site.get('/faq'))).toBe('MISS');
    expect(site.calls).toHaveLength(4);
  });

  it('serves a visitor whose only cookie is the language choice', async () => {
    expect(LANGUAGE_COOKIE).toBe(SHOP_LANGUAGE_COOKIE);
    const site = await shop({ '/fr/shop': () => catalogue('boutique') });
    const first = await site.get('/fr/shop', { headers: { Cookie: 'shop-language=fr' } });
    expect(state(first)).toBe('MISS');
    await site.stored('/fr/shop');
    const second = await site.get('/fr/shop', { headers: { Cookie: 'shop-language=fr' } });
    expect(state(second)).toBe('HIT');
    expect(site.calls).toHaveLength(1);
  });

  it('ignores the client asking for a fresh copy: a visitor cannot force renders', async () => {
    const site = await shop({ '/shop': () => catalogue('shop') });
    await site.get('/shop');
    await site.stored('/shop');
    const response = await site.get('/shop', { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } });
    expect(state(response)).toBe('HIT');
    expect(site.calls).toHaveLength(1);
  });
});

describe('page cache: freshness', () => {
  it('after s-maxage serves the stale page at once and refreshes it once in the background', async () => {
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const site = await shop({
      '/shop': async (n) => {
        if (n > 1) await gate;
        return catalogue(`shop ${n}`);
      },
    });
    await site.get('/shop', { headers: { Cookie: 'shop-language=en', 'Accept-Language': 'fr' } });
    await site.stored('/shop');
    site.advance(300_001);

    const stale = await Promise.all([1, 2, 3, 4, 5].map(() => site.get('/shop')));
    // All answered while the refresh is still held at the gate.
    expect(stale.map(state)).toEqual(['STALE', 'STALE', 'STALE', 'STALE', 'STALE']);
    expect(await Promise.all(stale.map((response) => response.text()))).toEqual(Array(5).fill(html('shop 1')));
    expect(stale[0]!.headers.get('age')).toBe('300');
    expect(site.calls).toHaveLength(2);
    // The refresh is an anonymous GET of the same address, uncompressed, with nobody's headers.
    expect(site.calls[1]).toMatchObject({ url: '/shop', method: 'GET' });
    expect(site.calls[1]!.headers['accept-encoding']).toBe('identity');
    expect(site.calls[1]!.headers.cookie).toBeUndefined();
    expect(site.calls[1]!.headers['accept-language']).toBeUndefined();

    open();
    await vi.waitFor(() => expect(site.cache?.entries.peek('/shop')?.body.toString()).toBe(html('shop 2')));
    const fresh = await site.get('/shop');
    expect([state(fresh), await fresh.text()]).toEqual(['HIT', html('shop 2')]);
    expect(site.calls).toHaveLength(2);
  });

  it('after the stale window renders again (MISS)', async () => {
    const site = await shop({ '/shop': (n) => catalogue(`shop ${n}`) });
    await site.get('/shop');
    await site.stored('/shop');
    site.advance((300 + 86_400) * 1000 + 1);
    const response = await site.get('/shop');
    expect([state(response), await response.text()]).toEqual(['MISS', html('shop 2')]);
    expect(site.calls).toHaveLength(2);
  });

  it.each([
    ['throws', () => Promise.reject(new Error('catalogue down'))],
    ['answers 503', () => ({ status: 503, headers: { 'Content-Type': HTML, 'Cache-Control': 'no-store' }, body: 'x' })],
  ])('keeps the stale copy when a refresh %s', async (_name, failure) => {
    const site = await shop({ '/shop': (n) => (n === 1 ? catalogue('shop 1') : failure()) });
    await site.get('/shop');
    await site.stored('/shop');
    site.advance(300_001);

    expect(state(await site.get('/shop'))).toBe('STALE');
    await vi.waitFor(() => expect(site.errors).toHaveLength(1));
    const after = await site.get('/shop');
    expect([state(after), await after.text()]).toEqual(['STALE', html('shop 1')]);
    // That request tried again: still one refresh at a time.
    await vi.waitFor(() => expect(site.errors).toHaveLength(2));
    expect(site.calls).toHaveLength(3);
  });

  it('drops the copy when a refresh says the page may no longer be kept', async () => {
    const site = await shop({
      '/shop': (n) =>
        n === 1
          ? catalogue('shop 1')
          : { headers: { 'Content-Type': HTML, 'Cache-Control': PRIVATE_NO_STORE }, body: 'x' },
    });
    await site.get('/shop');
    await site.stored('/shop');
    site.advance(300_001);
    expect(state(await site.get('/shop'))).toBe('STALE');
    await vi.waitFor(() => expect(site.cache?.entries.has('/shop')).toBe(false));
    expect(state(await site.get('/shop'))).toBe('BYPASS');
    expect(site.calls).toHaveLength(3);
  });
});

describe('page cache: bounds and failures', () => {
  // Not compressible, so an entry's size is its body plus a few hundred bytes.
  const blob = (label: string): Page => ({
    headers: { 'Content-Type': 'application/octet-stream', 'Cache-Control': CATALOG_CACHE_CONTROL },
    body: Buffer.alloc(1500, label),
  });

  it('evicts the least recently used page past its byte budget', async () => {
    const site = await shop(
      { '/a': () => blob('a'), '/b': () => blob('b'), '/c': () => blob('c') },
      { maxBytes: 5000 },
    );
    for (const path of ['/a', '/b', '/c']) {
      await site.get(path);
      await site.stored(path);
    }
    expect(site.cache?.entries.calculatedSize).toBeLessThanOrEqual(5000);
    expect(state(await site.get('/c'))).toBe('HIT');
    expect(state(await site.get('/b'))).toBe('HIT');
    expect(state(await site.get('/a'))).toBe('MISS');
  });

  it('does not keep a page over the per-entry cap', async () => {
    const site = await shop({ '/a': () => blob('a') }, { maxEntryBytes: 1000 });
    expect(state(await site.get('/a'))).toBe('MISS');
    await site.settle();
    expect(state(await site.get('/a'))).toBe('MISS');
    expect(site.calls).toHaveLength(2);
  });

  it('does not keep a page whose client left before it was complete', async () => {
    let open: () => void = () => {};
    const hold = new Promise<void>((resolve) => (open = resolve));
    const site = await shop({ '/shop': (n) => ({ ...catalogue(`shop ${n}`), hold: n === 1 ? hold : undefined }) });
    await expect(
      new Promise((resolve, reject) => {
        const req = httpRequest(`${site.origin}/shop`, (res) => {
          expect(res.headers['x-shop-cache']).toBe('MISS');
          req.destroy();
          resolve(undefined);
        });
        req.on('error', reject);
        req.end();
      }),
    ).resolves.toBeUndefined();
    await vi.waitFor(() => expect(site.calls).toHaveLength(1));
    await site.settle();
    open();
    await site.settle();
    expect(site.cache?.entries.size).toBe(0);
    const next = await site.get('/shop');
    expect([state(next), await next.text()]).toEqual(['MISS', html('shop 2')]);
  });

  it('renders as usual when the cache itself fails', async () => {
    let broken = false;
    const site = await shop(
      { '/shop': (n) => catalogue(`shop ${n}`) },
      {
        now: () => {
          if (broken) throw new Error('clock broke');
          return START;
        },
      },
    );
    await site.get('/shop');
    await site.stored('/shop');
    broken = true;
    const response = await site.get('/shop');
    expect([response.status, await response.text()]).toEqual([200, html('shop 2')]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(site.errors.length).toBeGreaterThan(0);
  });

  it('is off with a budget of 0: no header, every request rendered', async () => {
    const site = await shop({ '/shop': () => catalogue('shop') }, { maxBytes: 0 });
    expect(site.cache).toBeNull();
    const first = await site.get('/shop');
    await site.settle();
    const second = await site.get('/shop');
    expect([state(first), state(second)]).toEqual([null, null]);
    expect(await second.text()).toBe(html('shop'));
    expect(site.calls).toHaveLength(2);
  });
});

describe('maxBytesFromEnv', () => {
  it('reads PAGE_CACHE_MAX_BYTES: the default when unset, 0 to turn off, a whole number otherwise', () => {
    expect(maxBytesFromEnv(undefined)).toBe(DEFAULT_MAX_BYTES);
    expect(maxBytesFromEnv('')).toBe(DEFAULT_MAX_BYTES);
    expect(DEFAULT_MAX_BYTES).toBe(64 * 1024 * 1024);
    expect(maxBytesFromEnv('0')).toBe(0);
    expect(maxBytesFromEnv('1048576')).toBe(1048576);
    expect(() => maxBytesFromEnv('64MB')).toThrow(/PAGE_CACHE_MAX_BYTES/);
    expect(() => maxBytesFromEnv('-1')).toThrow(/PAGE_CACHE_MAX_BYTES/);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.1', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
