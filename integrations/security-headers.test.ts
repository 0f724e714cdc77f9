/**
 * The headers only documents act on go with documents only, on the Node
 * server as on Vercel; every answer keeps the rest.
 */
import { describe, expect, it } from 'vitest';
import { byAudience, isDocumentType, securityHeaders } from './security-headers.mjs';
import { DOCUMENT_PATHS } from './shop-serving.mjs';

const CSP = "default-src 'self'; frame-ancestors 'none'";

describe('which answers are documents', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['TEXT/HTML', true],
    ['image/svg+xml', true],
    ['text/javascript; charset=utf-8', false],
    ['application/javascript', false],
    ['text/css', false],
    ['application/json', false],
    ['image/webp', false],
    [undefined, false],
  ])('%s is a document: %s', (type, document) => {
    expect(isDocumentType(type)).toBe(document);
  });
});

describe('the security headers by audience', () => {
  it('keeps the policy, the features and framing for documents, and the rest for every answer', () => {
    const { everyAnswer, documentsOnly } = byAudience(securityHeaders(CSP, { https: true }));
    expect(Object.keys(documentsOnly).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
    expect(everyAnswer).toEqual({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
  });
});

describe("Vercel's addresses of documents", () => {
  const documentPath = new RegExp(DOCUMENT_PATHS);

  it.each([
    ['/', true],
    ['/fr/', true],
    ['/product/summit-ridge-29-trail', true],
    ['/search?query=helmet', true],
    ['/no-such-page.php', true],
    ['/favicon.svg', true],
    ['/about/index.html', true],
    ['/_astro/client.C5yqT35c.js', false],
    ['/_astro/BaseLayout.Dx1.css', false],
    ['/_astro/hero.Ab12.svg', false],
    ['/robots.txt', false],
    ['/sitemap-index.xml', false],
    ['/og-image.png', false],
    ['/words/fr-CA/0123456789ab/auth.json', false],
  ])('%s may be a document: %s', (path, document) => {
    expect(documentPath.test(path)).toBe(document);
  });
});
