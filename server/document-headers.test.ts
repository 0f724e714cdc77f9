/**
 * The Node server sends the headers only documents act on (the
 * Content-Security-Policy, the Permissions-Policy, X-Frame-Options) with
 * documents only, built or rendered; scripts, styles and JSON carry the
 * headers every answer needs, and none of the bytes they would ignore.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer } from './app.mjs';
import { securityHeaders } from '../integrations/security-headers.mjs';

const HEADERS = securityHeaders("default-src 'self'; frame-ancestors 'none'");
let server: ReturnType<typeof createShopServer>;
let origin: string;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'shop-client-'));
  mkdirSync(join(clientDir, '_astro'));
  writeFileSync(join(clientDir, '_astro', 'go-to.js'), 'export const goTo = (url) => location.assign(url);');
  writeFileSync(join(clientDir, '_astro', 'page.css'), 'body { color: black }');
  mkdirSync(join(clientDir, 'words', 'fr-CA', '0123456789ab'), { recursive: true });
  writeFileSync(join(clientDir, 'words', 'fr-CA', '0123456789ab', 'auth.json'), '{"close":"Fermer"}');
  mkdirSync(join(clientDir, 'about'));
  writeFileSync(join(clientDir, 'about', 'index.html'), '<!doctype html><title>About</title>');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  server = createShopServer({
    clientDir,
    render: (req, res) => {
      if (req.url?.startsWith('/api/')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"products":[]}');
        return;
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.writeHead(req.url === '/missing' ? 404 : 200);
      res.end('<!doctype html><title>Shop</title>');
    },
    headers: HEADERS,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const headersOf = async (path: string) => (await fetch(`${origin}${path}`)).headers;

describe('headers by kind of answer', () => {
  it.each(['/about/', '/shop', '/missing', '/favicon.svg'])(
    'the document %s carries every security header',
    async (path) => {
      const headers = await headersOf(path);
      expect(headers.get('content-security-policy')).toBe(HEADERS['Content-Security-Policy']);
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it.each(['/_astro/go-to.js', '/_astro/page.css', '/api/products', '/words/fr-CA/0123456789ab/auth.json'])(
    '%s carries nosniff and the referrer policy, and none of the document-only headers',
    async (path) => {
      const headers = await headersOf(path);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('content-security-policy')).toBeNull();
      expect(headers.get('permissions-policy')).toBeNull();
      expect(headers.get('x-frame-options')).toBeNull();
    },
  );

  it.each(['/_astro/go-to.js', '/words/fr-CA/0123456789ab/auth.json'])(
    '%s, whose address changes with its contents, is kept for good; a page is not',
    async (path) => {
      expect((await headersOf(path)).get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await headersOf('/about/')).get('cache-control')).toBe('public, max-age=0, must-revalidate');
    },
  );

  it('a missing page without a caching rule of its own is kept briefly', async () => {
    const response = await fetch(`${origin}/missing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });
});
