/**
 * The Node server answers a fresh page from the route cache itself, before
 * Astro's per-request work: the same bytes, headers and security headers a
 * render would have gone out with, and Astro is not asked. Everything the
 * cache may not answer so (an expired page, a visitor with credentials or a
 * cookie, a page never stored) still goes to Astro.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShopServer } from './app.mjs';
import { createRouteCache } from './route-cache/provider.mjs';
import { securityHeaders } from '../integrations/security-headers.mjs';
import { ask, page } from '../tests/support/route-cache.ts';

const HEADERS = securityHeaders("default-src 'self'; frame-ancestors 'none'");
const PRODUCT_PAGE = `<!doctype html><title>Summit Ridge</title>${'<p>A trail bike.</p>'.repeat(200)}`;

let clock = Date.parse('2026-05-01T12:00:00Z');
let renders: string[];
let server: ReturnType<typeof createShopServer>;
let origin: string;
let cache: ReturnType<typeof createRouteCache>;

beforeEach(async () => {
  renders = [];
  cache = createRouteCache({ maxBytes: 1024 * 1024, now: () => clock });
  await ask(cache, '/product/summit-ridge', async () => page(PRODUCT_PAGE, { maxAge: 300, swr: 600 }));
  server = createShopServer({
    clientDir: mkdtempSync(join(tmpdir(), 'shop-client-')),
    render: (req, res) => {
      renders.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Rendered</title>');
    },
    headers: HEADERS,
    cachedAnswer: (asked) => cache.freshAnswer(asked),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

describe('a fresh page from the route cache', () => {
  it('is sent without asking Astro, compressed as the browser prefers, with every security header', async () => {
    const response = await fetch(`${origin}/product/summit-ridge`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-shop-cache')).toBe('HIT');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-security-policy')).toBe(HEADERS['Content-Security-Policy']);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toBe(PRODUCT_PAGE);
    expect(renders).toEqual([]);
  });

  it('is found under any spelling of its address', async () => {
    const response = await fetch(`${origin}//product/./summit-ridge/?utm_source=mail`);
    expect(response.headers.get('x-shop-cache')).toBe('HIT');
    expect(await response.text()).toBe(PRODUCT_PAGE);
    expect(renders).toEqual([]);
  });

  it('answers a HEAD with the headers and no body', async () => {
    const response = await fetch(`${origin}/product/summit-ridge`, { method: 'HEAD' });
    expect(response.headers.get('x-shop-cache')).toBe('HIT');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
    expect(renders).toEqual([]);
  });
});

describe('what still goes to Astro', () => {
  it.each([
    ['a visitor with credentials', { authorization: 'Bearer token' }],
    ['a visitor with a cookie other than the language choice', { cookie: 'session=1' }],
  ])('%s', async (_, headers) => {
    const response = await fetch(`${origin}/product/summit-ridge`, { headers });
    expect(await response.text()).toContain('Rendered');
    expect(renders).toEqual(['/product/summit-ridge']);
  });

  it('a visitor whose only cookie is the language choice gets the stored page', async () => {
    const response = await fetch(`${origin}/product/summit-ridge`, { headers: { cookie: 'shop-language=fr' } });
    expect(response.headers.get('x-shop-cache')).toBe('HIT');
    expect(renders).toEqual([]);
  });

  it('an expired page, which Astro serves stale while it refreshes it', async () => {
    clock += 301_000;
    await fetch(`${origin}/product/summit-ridge`);
    expect(renders).toEqual(['/product/summit-ridge']);
  });

  it('a page never stored', async () => {
    await fetch(`${origin}/product/another-bike`);
    expect(renders).toEqual(['/product/another-bike']);
  });
});
