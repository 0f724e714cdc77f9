/**
 * The shop's route-cache provider, driven as Astro drives it: `onRequest` with
 * the request and a `next` that renders (tests/support/route-cache.ts).
 * Renders are counted and, where it matters, held open (deferred) so that
 * requests overlap; time is Vitest's fake clock. Here: what is never cached,
 * invalidation and compressed copies; one render per page, the byte bound and
 * one entry per page are in provider.test.ts.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouteCache } from './provider.mjs';
import { ORIGIN, ask, logger, page, renderer, type PageOptions } from '../../tests/support/route-cache.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
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
