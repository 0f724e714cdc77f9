/**
 * How the production server answers, as `curl -sI -H 'Accept-Encoding: br, gzip'`
 * shows it: text compressed as the browser asks, the security headers on
 * every kind of response (those only documents act on, on documents only),
 * built assets cached for good, and nothing served for methods and endpoints
 * the shop does not use.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { backendOrigin, expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'parallel' });

const BR_GZIP = { 'Accept-Encoding': 'br, gzip' };

/** Any method, even those `fetch` refuses to send (TRACE, CONNECT). */
function rawRequest(baseURL: string, method: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const url = new URL(path, baseURL);
    const req = httpRequest({ host: url.hostname, port: url.port, method, path: url.pathname }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    // Node delivers the answer to a CONNECT as a tunnel, whatever its status.
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page's main stylesheet and the script that hydrates its islands (React), as its HTML links them. */
async function assetsOf(baseURL: string) {
  const html = await (await fetch(baseURL)).text();
  const style = /<link[^>]*rel="stylesheet"[^>]*href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
  const script = /<astro-island[^>]*renderer-url="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(style, 'stylesheet link').toBeTruthy();
  expect(script, 'island script').toBeTruthy();
  return { style: style!, script: script! };
}

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
  const scriptSrc = directive('script-src') ?? '';
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  // Exactly the configured services: here every one of them is the test backend.
  expect(directive('connect-src')).toBe(`connect-src 'self' ${backendOrigin}`);
  expect(directive('img-src')).toBe(`img-src 'self' data: ${backendOrigin}`);
  expect(directive('frame-src')).toBe(`frame-src ${backendOrigin}`);
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers.get('permissions-policy')).toContain(`${feature}=()`);
  }
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

/**
 * An answer that is no document (a script, a stylesheet, an empty answer)
 * carries what every answer needs, and none of the
 * headers only documents act on: together about 1.1 KB, paid
 * again on every script a page loads.
 */
function expectNoDocumentHeaders(headers: Headers, path: string) {
  expect(headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options']) {
    expect(headers.get(name), `${name} on ${path}`).toBeNull();
  }
}

test('a page, its script and its stylesheet go out brotli-compressed with their security headers', async ({
  baseURL,
}) => {
  const { style, script } = await assetsOf(baseURL!);
  for (const path of ['/', '/about', '/product/glacier-steel-bottle', script, style]) {
    const response = await fetch(new URL(path, baseURL), { method: 'HEAD', headers: BR_GZIP });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-encoding'), path).toBe('br');
    expect(response.headers.get('vary'), path).toMatch(/accept-encoding/i);
    if (path.startsWith('/_astro/')) expectNoDocumentHeaders(response.headers, path);
    else expectSecurityHeaders(response.headers);
  }
  for (const path of [script, style]) {
    const response = await fetch(new URL(path, baseURL), { method: 'HEAD', headers: BR_GZIP });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }
});

test("a page's on-demand words are JSON kept for good, no document, and the policy lets the page fetch them", async ({
  baseURL,
}) => {
  for (const page of ['/', '/fr/']) {
    const response = await fetch(new URL(page, baseURL));
    const html = await response.text();
    const block = /<script type="application\/json" id="page-words">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const { onDemand, groups } = JSON.parse(block!) as { onDemand: string; groups: Record<string, unknown> };
    expect(groups, `${page} carries the sign-in dialog's words`).not.toHaveProperty('auth');
    // Same-origin: the policy's connect-src 'self' covers it.
    expect(onDemand).toMatch(/^\/words\/[a-z]{2}-[A-Z]{2}\/[0-9a-f]{12}\/$/);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const words = await fetch(new URL(`${onDemand}auth.json`, baseURL), { headers: BR_GZIP });
    expect(words.status).toBe(200);
    expect(words.headers.get('content-type')).toMatch(/^application\/json/);
    expect(words.headers.get('content-encoding')).toBe('br');
    expect(words.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectNoDocumentHeaders(words.headers, `${onDemand}auth.json`);
    expect(Object.keys((await words.json()) as object)).toContain('signIn');
  }
});

test('a browser that only takes gzip gets gzip, and JSON is compressed too', async ({ baseURL }) => {
  const { script } = await assetsOf(baseURL!);
  for (const path of ['/shop', script, '/api/products?page=1']) {
    const response = await fetch(new URL(path, baseURL), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-encoding'), path).toBe('gzip');
  }
});

test('every inline script of a page is allowed by its hash, including those of pages reached later', async ({
  baseURL,
}) => {
  const policy = (await fetch(baseURL!)).headers.get('content-security-policy') ?? '';
  for (const path of ['/', '/shop', '/product/glacier-steel-bottle', '/product/no-such-bike', '/about', '/missing']) {
    const html = await (await fetch(new URL(path, baseURL))).text();
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      // Data blocks (JSON-LD, the page's words) are never run, so no policy covers them.
      if (/\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes!)) continue;
      const hash = createHash('sha256').update(body!).digest('base64');
      expect(policy, `inline script of ${path}: ${body!.slice(0, 60)}`).toContain(`'sha256-${hash}'`);
    }
  }
});

test('a missing page is cached briefly and carries the security headers', async ({ baseURL }) => {
  const response = await fetch(new URL('/no-such-page', baseURL), { headers: BR_GZIP });
  expect(response.status).toBe(404);
  expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  expect(await response.text()).toContain('<h1');
  expectSecurityHeaders(response.headers);
});

test('the image endpoint is closed', async ({ baseURL }) => {
  const response = await fetch(new URL('/_image?href=/og-image.png&w=5000&h=5000&f=avif', baseURL));
  expect(response.status).toBe(404);
  // An empty answer, no document: the headers only documents act on stay off it.
  expect(await response.text()).toBe('');
  expectNoDocumentHeaders(response.headers, '/_image');
});

const EVERY_KIND_OF_PAGE = [
  ...['/about', '/faq', '/privacy', '/terms', '/shipping', '/contact'].flatMap((path) => [path, `/fr${path}`]),
  '/',
  '/shop',
  '/api/products',
  '/no-such-page',
];

test('methods the shop does not serve are answered 405 with the allowed ones, on every kind of page', async ({
  baseURL,
}) => {
  for (const path of EVERY_KIND_OF_PAGE) {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'CONNECT', 'PROPFIND']) {
      const response = await rawRequest(baseURL!, method, path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD, OPTIONS');
      expect(response.headers['x-content-type-options'], `${method} ${path}`).toBe('nosniff');
    }
  }
});

test('OPTIONS says which methods a page takes, with no body', async ({ baseURL }) => {
  for (const path of ['/about', '/fr/contact', '/shop']) {
    const response = await fetch(new URL(path, baseURL), { method: 'OPTIONS' });
    expect(response.status, path).toBe(204);
    expect(response.headers.get('allow'), path).toBe('GET, HEAD, OPTIONS');
    expect(await response.text(), path).toBe('');
  }
});

test('the commerce platform’s events are the one POST: unsigned, it is refused 401; elsewhere, 405', async ({
  baseURL,
}) => {
  const unsigned = await fetch(new URL('/api/surecart-events', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'product.updated', data: { object: { id: 'p1' } } }),
  });
  expect(unsigned.status).toBe(401);
  expect(await unsigned.json()).toEqual({ error: 'Invalid signature' });
  for (const [method, path] of [
    ['PUT', '/api/surecart-events'],
    ['DELETE', '/api/surecart-events'],
    ['POST', '/api/surecart-events/more'],
    ['POST', '/api/products'],
  ]) {
    expect((await rawRequest(baseURL!, method!, path!)).status, `${method} ${path}`).toBe(405);
  }
});

test('an address spelled another way is the same page, kept once, and shows no parameter it does not read', async ({
  baseURL,
}) => {
  const alias = await fetch(new URL('/product//glacier-steel-bottle/?utm_source=mail&cb=17', baseURL));
  expect(alias.status).toBe(200);
  const html = await alias.text();
  expect(html).toContain('href="/fr/product/glacier-steel-bottle"');
  expect(html).not.toContain('utm_source');
  const page = await fetch(new URL('/product/glacier-steel-bottle', baseURL));
  expect(page.headers.get('x-shop-cache')).toBe('HIT');
});

test('a French catalogue page is kept like its English one, and an unknown French product is a 404', async ({
  baseURL,
}) => {
  for (const path of ['/fr/product/glacier-steel-bottle', '/fr/shop', '/fr/collections', '/fr/']) {
    const first = await fetch(new URL(path, baseURL));
    expect(first.status, path).toBe(200);
    expect(first.headers.get('cache-control'), path).toBe('public, s-maxage=300, stale-while-revalidate=86400');
    await first.arrayBuffer();
    // From the cache: fresh, or past its lifetime when an earlier test stored it (then refreshed behind it).
    expect(['HIT', 'STALE'], path).toContain((await fetch(new URL(path, baseURL))).headers.get('x-shop-cache'));
  }
  for (const path of ['/fr/product/no-such-bike', '/fr/collection/no-such-collection']) {
    const missing = await fetch(new URL(path, baseURL));
    expect(missing.status, path).toBe(404);
    expect(missing.headers.get('cache-control'), path).toBe('private, no-store');
    expect(await missing.text(), path).toContain('lang="fr-CA"');
  }
});
