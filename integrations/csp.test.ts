import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScripts, scriptHash } from './csp.mjs';
import { DOCUMENT_PATHS, withVercelHeaders, WORDS_ROUTE } from './shop-serving.mjs';

const origins = {
  commerceApi: 'https://api.surecart.com/v1',
  shopHost: 'https://shop.example.com',
  supabase: 'https://abc.supabase.co',
  recaptchaScript: 'https://www.google.com/recaptcha/api.js',
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('inlineScripts', () => {
  it('finds the scripts a browser runs, not external scripts nor JSON-LD', () => {
    const html = [
      '<script>one()</script>',
      '<script type="module">two()</script>',
      '<script type="module" src="/_astro/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<SCRIPT>three()</SCRIPT >',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()']);
  });
});

describe('scriptHash', () => {
  // Expected values computed once outside the code under test, e.g.
  // `printf '%s' 'alert(1)' | openssl dgst -sha256 -binary | base64`.
  it.each([
    ['alert(1)', "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"],
    ['alert(1)\n', "'sha256-MaeD7tQk/YNyd6Pm9J12ROmv0Z93QwNN4VH7v3gI+RI='"],
    ['console.log("é")', "'sha256-VTYzPTDQuNPoWL/7G5e/rIEDQUCBzo6SN59iNx2PWNw='"],
    ['', "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
  ])('is the base64 SHA-256 of the exact UTF-8 text, as browsers compute it: %j', (text, expected) => {
    expect(scriptHash(text)).toBe(expected);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], origins });

  it('allows scripts from the shop, the listed hashes and reCAPTCHA, never inline or eval', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'sha256-a'",
      "'sha256-b'",
      'https://www.google.com',
      'https://www.gstatic.com',
    ]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('lets the page call exactly the configured services, by origin', () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.surecart.com',
      'https://shop.example.com',
      'https://abc.supabase.co',
    ]);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://shop.example.com',
      'https://api.surecart.com',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(['https://www.google.com', 'https://www.gstatic.com']);
  });

  it('cannot be framed and allows no plugins', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });
});

describe('withVercelHeaders', () => {
  const config = {
    version: 3,
    routes: [
      { src: '^/_astro/(.*)$', headers: { 'cache-control': 'public, max-age=31536000, immutable' }, continue: true },
      { src: '/.*', dest: '/404.html', status: 404 },
    ],
  };
  const result = withVercelHeaders(config, "default-src 'self'");

  it('puts the security headers first: HSTS and nosniff on every route, the policy on documents', () => {
    expect(result.routes[0]).toMatchObject({ src: '/(.*)', continue: true });
    expect(result.routes[0]?.headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(result.routes[1]).toMatchObject({ src: DOCUMENT_PATHS, continue: true });
    expect(result.routes[1]?.headers).toMatchObject({ 'Content-Security-Policy': "default-src 'self'" });
    expect(result.routes[0]?.headers).not.toHaveProperty('Content-Security-Policy');
  });

  it('keeps the versioned words for good, like the built scripts', () => {
    expect(result.routes[2]).toEqual(WORDS_ROUTE);
    expect(new RegExp(WORDS_ROUTE.src).test('/words/fr-CA/0123456789ab/auth.json')).toBe(true);
    expect(new RegExp(WORDS_ROUTE.src).test('/fr/shop')).toBe(false);
    expect(WORDS_ROUTE.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the other routes, and caches the not-found page briefly', () => {
    expect(result.routes.slice(3)).toEqual([
      config.routes[0],
      { ...config.routes[1], headers: { 'Cache-Control': 'public, max-age=60' } },
    ]);
  });
});
