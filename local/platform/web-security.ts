/**
 * What browsers may do with the embedded backend. It holds live sign-in and
 * reset links (the mail outbox) and test hooks, so:
 *
 * - CORS answers only the shop's own origins: the configured site URL, under
 *   each loopback name of its host (a shop on `localhost:4321` is also
 *   opened as `127.0.0.1:4321`). Any other origin gets no CORS header at all,
 *   so its pages can neither read an answer nor send credentials.
 * - `/_local/*` answers no CORS request, and refuses (403) every request a
 *   browser sends from another origin, the shop's included: a page cannot
 *   read the outbox or the events, nor delete the mail with a form or a
 *   plain `fetch` that needs no preflight.
 * - Every answer carries the shop's security headers: a CSP that lets no
 *   page frame these pages (`frame-ancestors 'none'`) and runs no script in
 *   them, `nosniff`, and `Referrer-Policy: no-referrer` (links and checkout
 *   addresses hold tokens).
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The origins the shop's pages run on: the site URL's, and its port on every loopback name when it is local. */
export function shopOrigins(siteUrl: string): Set<string> {
  const site = new URL(siteUrl);
  const origins = new Set([site.origin]);
  if (LOOPBACK_HOSTS.includes(site.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(`${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`);
  }
  return origins;
}

/** What the shop's browser clients send and read (supabase-js, the catalogue, the media, reCAPTCHA). */
const SHOP_CORS = cors({
  origin: (origin) => origin,
  credentials: true,
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: [
    'Accept',
    'Authorization',
    'Content-Type',
    'apikey',
    'X-Client-Info',
    'X-Client-IP',
    'X-JWT-AUD',
    'x-use-cookie',
    'X-Supabase-Api-Version',
    'x-retry-count',
    'x-environment',
    'Accept-Profile',
    'Content-Profile',
    'Prefer',
    'Range',
    'Cache-Control',
    'X-WP-Nonce',
  ],
  exposeHeaders: ['X-Total-Count', 'Link', 'X-Supabase-Api-Version', 'Content-Range', 'X-WP-Total', 'X-WP-TotalPages'],
  maxAge: 600,
});

const isTestHook = (path: string) => path === '/_local' || path.startsWith('/_local/');

/** CORS for the shop's origins only, never on `/_local/*`. */
export function shopCors(siteUrl: string): MiddlewareHandler {
  const allowed = shopOrigins(siteUrl);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin && allowed.has(origin) && !isTestHook(c.req.path)) return SHOP_CORS(c, next);
    await next();
    // The answer depends on the origin: a cache must not hand one origin's answer to another.
    c.res.headers.append('Vary', 'Origin');
  };
}

/**
 * Refuses a browser's request to `/_local/*` from any page but the backend's own: one that names another
 * `Origin`, or that the browser marks as sent from another site or origin (`Sec-Fetch-Site`). Tests and
 * scripts send neither header.
 */
export function testHooksFromOwnPagesOnly(backendOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    const site = c.req.header('Sec-Fetch-Site');
    const foreign =
      (origin !== undefined && origin !== backendOrigin) ||
      (site !== undefined && site !== 'same-origin' && site !== 'none');
    if (foreign) return c.json({ code: 'forbidden', message: 'The backend’s own pages only.' }, 403);
    await next();
  };
}

/** The shop's security headers on every answer of the backend (see the file's comment). */
export function backendSecurityHeaders(siteUrl: string): MiddlewareHandler {
  const site = new URL(siteUrl).origin;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      // The pages' own stylesheet is inline; the mail outbox shows each e-mail (with the shop's pictures) in a frame.
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', site],
      // The hosted checkout's forms post here, and paying sends the shopper back to the shop.
      formAction: ["'self'", site],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: true,
    // The shop's pages load the media and the reCAPTCHA script from here, and open the checkout in a tab they
    // keep a handle on; plain HTTP on this machine has nothing to pin.
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
  });
}
