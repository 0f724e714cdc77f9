/**
 * The shop's route-cache provider, driven as Astro drives it: `onRequest` with
 * the request and a `next` that renders. Renders are counted and, where it
 * matters, held open (deferred) so that requests overlap; time is Vitest's
 * fake clock. An answer is marked cacheable as Astro's cache API marks it
 * (`CDN-Cache-Control` and `Cache-Tag`, its default headers).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_HEADER, createRouteCache } from './provider.mjs';

const ORIGIN = 'http://shop.test';
const logger = { info: () => {}, warn: () => {}, error: () => {} };

interface PageOptions {
  maxAge?: number;
  swr?: number;
  tags?: string[];
  status?: number;
  headers?: Record<string, string>;
}

/** A rendered answer, cacheable for `maxAge` seconds unless told otherwise. */
function page(body: string, { maxAge = 300, swr = 0, tags = [], status = 200, headers = {} }: PageOptions = {}) {
  const all = new Headers({ 'Content-Type': 'text/html', ...headers });
  if (maxAge > 0) all.set('CDN-Cache-Control', `max-age=${maxAge}, stale-while-revalidate=${swr}`);
  if (tags.length) all.set('Cache-Tag', tags.join(', '));
  return new Response(body, { status, headers: all });
}

/** A renderer that counts its renders; `hold()` keeps the next ones open until `release()`. */
function renderer(make: (n: number) => Response = (n) => page(`render ${n}`)) {
  let renders = 0;
  let gate: Promise<void> | null = null;
  let open = () => {};
  return {
    get renders() {
      return renders;
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = null;
    },
    next: async () => {
      renders += 1;
      const n = renders;
      if (gate) await gate;
      return make(n);
    },
  };
}

type Cache = ReturnType<typeof createRouteCache>;

async function ask(cache: Cache, path: string, next: () => Promise<Response>, init: RequestInit = {}) {
  const request = new Request(`${ORIGIN}${path}`, init);
  const response = await cache.onRequest!({ request, url: new URL(request.url), logger }, next);
  return { status: response.status, outcome: response.headers.get(CACHE_HEADER), body: await response.text() };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one render per cold or expired page', () => {
  it('renders a cold page once for 200 requests at once, and gives each the page', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    shop.hold();
    const answers = Array.from({ length: 200 }, () => ask(cache, '/product/x', shop.next));
    await vi.advanceTimersByTimeAsync(0);
    shop.release();
    const settled = await Promise.all(answers);
    expect(shop.renders).toBe(1);
    expect(settled.every((answer) => answer.status === 200 && answer.body === 'render 1')).toBe(true);
    expect(settled.filter((answer) => answer.outcome === 'MISS')).toHaveLength(1);
  });

  it('serves an expired page stale while one render refreshes it, then the fresh one', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer((n) => page(`render ${n}`, { maxAge: 300, swr: 600 }));
    await ask(cache, '/shop', shop.next);
    await vi.advanceTimersByTimeAsync(299_000);
    expect((await ask(cache, '/shop', shop.next)).outcome).toBe('HIT');
    await vi.advanceTimersByTimeAsync(2_000);
    shop.hold();
    const stale = await Promise.all(Array.from({ length: 200 }, () => ask(cache, '/shop', shop.next)));
    expect(stale.every((answer) => answer.outcome === 'STALE' && answer.body === 'render 1')).toBe(true);
    shop.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(shop.renders).toBe(2);
    expect(await ask(cache, '/shop', shop.next)).toMatchObject({ outcome: 'HIT', body: 'render 2' });
  });

  it('renders once past the stale window too, however many ask', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer((n) => page(`render ${n}`, { maxAge: 60, swr: 60 }));
    await ask(cache, '/', shop.next);
    await vi.advanceTimersByTimeAsync(121_000);
    shop.hold();
    const answers = Array.from({ length: 50 }, () => ask(cache, '/', shop.next));
    await vi.advanceTimersByTimeAsync(0);
    shop.release();
    expect(new Set((await Promise.all(answers)).map((answer) => answer.body))).toEqual(new Set(['render 2']));
    expect(shop.renders).toBe(2);
  });

  it('lets each waiting request render for itself when the one render may not be shared', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer((n) => page(`failed ${n}`, { maxAge: 0, status: 500 }));
    shop.hold();
    const answers = Array.from({ length: 3 }, () => ask(cache, '/shop', shop.next));
    await vi.advanceTimersByTimeAsync(0);
    shop.release();
    const settled = await Promise.all(answers);
    expect(settled.map((answer) => answer.outcome)).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);
    expect(shop.renders).toBe(3);
  });
});

describe('a bound in bytes', () => {
  it('never holds more than its budget, however many addresses are asked for', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const body = 'x'.repeat(50 * 1024);
    for (let i = 0; i < 100; i++) await ask(cache, `/product/p${i}`, async () => page(body));
    expect(cache.entries!.calculatedSize).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.entries!.size).toBeGreaterThan(10);
    expect(cache.entries!.size).toBeLessThan(21);
    // The least recently used went first.
    expect(cache.entries!.has(`${ORIGIN}/product/p99`)).toBe(true);
    expect(cache.entries!.has(`${ORIGIN}/product/p0`)).toBe(false);
  });

  it('keeps no page over 4 MiB, and still serves it', async () => {
    const cache = createRouteCache({ maxBytes: 64 * 1024 * 1024 });
    const answer = await ask(cache, '/shop', async () => page('x'.repeat(5 * 1024 * 1024)));
    expect(answer.body).toHaveLength(5 * 1024 * 1024);
    expect(cache.entries!.size).toBe(0);
  });

  it('is off with a budget of 0: every request renders and nothing is kept', async () => {
    const cache = createRouteCache({ maxBytes: 0 });
    const shop = renderer();
    await ask(cache, '/', shop.next);
    await ask(cache, '/', shop.next);
    expect(shop.renders).toBe(2);
  });
});

describe('one entry per page', () => {
  it('answers every spelling of the address from the page’s one entry', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    await ask(cache, '/product/glacier-steel-bottle', shop.next);
    for (const alias of [
      '/product//glacier-steel-bottle',
      '/product/%67lacier-steel-bottle',
      '/product/glacier-steel-bottle/',
      '/product/glacier-steel-bottle?utm_source=mail',
      '/product/glacier-steel-bottle?cb=1',
    ]) {
      expect(await ask(cache, alias, shop.next)).toMatchObject({ outcome: 'HIT', body: 'render 1' });
    }
    expect(shop.renders).toBe(1);
    expect(cache.entries!.size).toBe(1);
  });

  it('keeps a page apart for each value of a parameter it reads', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    await ask(cache, '/product/x?price=p1', shop.next);
    expect((await ask(cache, '/product/x?price=p2', shop.next)).body).toBe('render 2');
  });

  it('never fills an entry from an alias, whose page may show its own spelling', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    expect((await ask(cache, '/product/x?utm_source=mail', shop.next)).outcome).toBe('BYPASS');
    expect(cache.entries!.size).toBe(0);
    expect((await ask(cache, '/product/x', shop.next)).outcome).toBe('MISS');
  });
});

describe('what is never cached', () => {
  const uncached: [string, RequestInit, PageOptions][] = [
    ['a request with the session cookie', { headers: { cookie: 'sb-access=token' } }, {}],
    ['a request with credentials', { headers: { authorization: 'Bearer t' } }, {}],
    ['a POST', { method: 'POST', body: '{}' }, {}],
    ['an answer that sets a cookie', {}, { headers: { 'Set-Cookie': 'a=b' } }],
    ['an answer without a lifetime (personal pages: private, no-store)', {}, { maxAge: 0 }],
    ['an answer that varies on the cookie', {}, { headers: { Vary: 'Cookie' } }],
    ['a not-found answer', {}, { status: 404 }],
  ];
  for (const [what, init, options] of uncached) {
    it(what, async () => {
      const cache = createRouteCache({ maxBytes: 1024 * 1024 });
      const shop = renderer((n) => page(`render ${n}`, options));
      await ask(cache, '/account', shop.next, init);
      const second = await ask(cache, '/account', shop.next, init);
      expect(second).toMatchObject({ outcome: 'BYPASS', body: 'render 2' });
      expect(cache.entries!.size).toBe(0);
    });
  }

  it('serves a visitor whose only cookie is the language choice from the shared copy', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    await ask(cache, '/shop', shop.next);
    const answer = await ask(cache, '/shop', shop.next, { headers: { cookie: 'shop-language=fr' } });
    expect(answer).toMatchObject({ outcome: 'HIT', body: 'render 1' });
  });

  it('serves a personal request its own render even when a shared copy exists', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    await ask(cache, '/shop', shop.next);
    expect((await ask(cache, '/shop', shop.next, { headers: { cookie: 'session=1' } })).body).toBe('render 2');
  });

  it('lets no visitor force a render: the request’s own Cache-Control and Pragma are not obeyed', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    await ask(cache, '/shop', shop.next);
    const forced = await ask(cache, '/shop', shop.next, {
      headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
    });
    expect(forced).toMatchObject({ outcome: 'HIT', body: 'render 1' });
  });

  it('answers a HEAD from a stored GET, without a body', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    await ask(cache, '/shop', shop.next);
    expect(await ask(cache, '/shop', shop.next, { method: 'HEAD' })).toMatchObject({ outcome: 'HIT', body: '' });
    expect(shop.renders).toBe(1);
  });
});

describe('invalidation', () => {
  it('drops the pages that carry a tag, and only those', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const tagged: Record<string, string[]> = {
      '/product/a': ['product:a', 'product-lists'],
      '/product/b': ['product:b'],
      '/shop': ['product-lists'],
    };
    let renders = 0;
    const next = (path: string) => async () => page(`${path} ${++renders}`, { tags: tagged[path] });
    for (const path of Object.keys(tagged)) await ask(cache, path, next(path));
    await cache.invalidate({ tags: ['product:a'] });
    expect((await ask(cache, '/product/a', next('/product/a'))).outcome).toBe('MISS');
    expect((await ask(cache, '/product/b', next('/product/b'))).outcome).toBe('HIT');
    await cache.invalidate({ tags: 'product-lists' });
    expect((await ask(cache, '/shop', next('/shop'))).outcome).toBe('MISS');
    expect((await ask(cache, '/product/b', next('/product/b'))).outcome).toBe('HIT');
  });

  it('drops a page by its path, in any spelling', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    await ask(cache, '/collections', shop.next);
    await cache.invalidate({ path: '/collections/' });
    expect((await ask(cache, '/collections', shop.next)).outcome).toBe('MISS');
  });

  it('serves but does not keep a page whose render was under way when the change came', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer((n) => page(`render ${n}`, { tags: ['product-lists'] }));
    shop.hold();
    const before = ask(cache, '/shop', shop.next);
    await vi.advanceTimersByTimeAsync(0);
    await cache.invalidate({ tags: ['product-lists'] });
    shop.release();
    expect((await before).body).toBe('render 1');
    expect(await ask(cache, '/shop', shop.next)).toMatchObject({ outcome: 'MISS', body: 'render 2' });
  });
});

describe('compressed copies', () => {
  it('sends the stored copy the browser prefers, made once, and the plain page to one that takes none', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const html = `<p>${'Bromont Hardtail 29 '.repeat(200)}</p>`;
    await ask(cache, '/shop', async () => page(html));
    const copy = async (acceptEncoding: string) => {
      const request = new Request(`${ORIGIN}/shop`, { headers: { 'accept-encoding': acceptEncoding } });
      const response = await cache.onRequest!({ request, url: new URL(request.url), logger }, async () => page('x'));
      const bytes = Buffer.from(await response.arrayBuffer());
      return { encoding: response.headers.get('content-encoding'), vary: response.headers.get('vary'), bytes };
    };
    const br = await copy('gzip, deflate, br');
    expect(br).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding' });
    expect(brotliDecompressSync(br.bytes).toString()).toBe(html);
    const gzip = await copy('gzip;q=1, br;q=0.5');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(html);
    const plain = await copy('identity');
    expect(plain.encoding).toBeNull();
    expect(plain.bytes.toString()).toBe(html);
  });

  it('keeps a page under 1 KB as it is', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    await ask(cache, '/shop', async () => page('<p>short</p>'));
    const request = new Request(`${ORIGIN}/shop`, { headers: { 'accept-encoding': 'br' } });
    const response = await cache.onRequest!({ request, url: new URL(request.url), logger }, async () => page('x'));
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('<p>short</p>');
  });
});
