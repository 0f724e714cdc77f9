// @ts-check
/**
 * The production request listener: security headers on every response,
 * 405 for methods the shop does not serve (every page and endpoint is read
 * with GET or HEAD; nothing in the shop takes a POST), OPTIONS answered with
 * what is allowed, static files as built (their
 * precompressed copies when the browser accepts brotli or gzip), and
 * everything else rendered by Astro and compressed on the way out, with the
 * shared page cache in front of Astro (`page-cache.mjs`, decision 0042).
 */
import compression from 'compression';
import sirv from 'sirv';
import { createPageCache } from './page-cache.mjs';
import { ALLOWED_METHODS, IMMUTABLE, NOT_FOUND_CACHE } from './shared.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {(req: Request, res: Response, next?: () => void) => unknown} Handler
 */

/**
 * Gives a 404 sent without caching headers (Astro's own answers) the brief
 * public policy; a 404 that says how to cache it (the not-found page, a
 * missing product that is never stored) keeps its own.
 * @param {Response} res
 */
function cacheNotFound(res) {
  const writeHead = res.writeHead.bind(res);
  /** @type {(status: number, ...rest: any[]) => Response} */
  const patched = (status, ...rest) => {
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    const said = res.hasHeader('cache-control') || Object.keys(headers ?? {}).some((k) => /^cache-control$/i.test(k));
    if (status === 404 && !said) res.setHeader('Cache-Control', NOT_FOUND_CACHE);
    return writeHead(status, ...rest);
  };
  res.writeHead = /** @type {Response['writeHead']} */ (patched);
}

/**
 * @param {{
 *   clientDir: string,
 *   render: Handler,
 *   headers: Record<string, string>,
 *   pageCache?: Omit<import('./page-cache.mjs').PageCacheOptions, 'render'>,
 * }} options `pageCache` tunes the page cache (its budget defaults to `PAGE_CACHE_MAX_BYTES`)
 * @returns {((req: Request, res: Response) => void) & { pageCache: import('./page-cache.mjs').PageCache | null }}
 *   the listener, and its page cache (null when turned off) to look into
 */
export function createShopListener({ clientDir, render, headers, pageCache = {} }) {
  const statics = sirv(clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/_astro/') ? IMMUTABLE : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const compress = compression();
  /** @type {(req: Request, res: Response) => unknown} */
  const renderPage = (req, res) => {
    cacheNotFound(res);
    return render(req, res);
  };
  const pages = createPageCache({ ...pageCache, render: renderPage });
  /** @param {Request} req @param {Response} res */
  const listener = (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method === 'OPTIONS' || !ALLOWED_METHODS.includes(req.method ?? '')) {
      res.writeHead(req.method === 'OPTIONS' ? 204 : 405, {
        Allow: ALLOWED_METHODS.join(', '),
        'Cache-Control': 'no-store',
      });
      res.end();
      return;
    }
    /** @type {import('./page-cache.mjs').Live} */
    const live = (beforeRender) => {
      // A HEAD answer carries the headers GET would (Content-Encoding too); Node drops its body anyway.
      const asGet = req.method === 'HEAD' ? Object.create(req, { method: { value: 'GET' } }) : req;
      compress(asGet, /** @type {any} */ (res), () => {
        beforeRender?.();
        void renderPage(req, res);
      });
    };
    const dynamic = () => (pages ? pages.serve(req, res, live) : live());
    if (req.method === 'GET' || req.method === 'HEAD') statics(req, res, dynamic);
    else dynamic();
  };
  return Object.assign(listener, { pageCache: pages });
}

/**
 * Node hands CONNECT (a proxy tunnel) to its own event and otherwise drops
 * the connection; the shop is no proxy, so it answers 405 like any other
 * method it does not serve.
 * @param {Record<string, string>} headers the security headers
 * @returns {(req: Request, socket: import('node:stream').Duplex) => void}
 */
export function refuseConnect(headers) {
  const lines = Object.entries({
    ...headers,
    Allow: ALLOWED_METHODS.join(', '),
    'Content-Length': '0',
    Connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  return (_req, socket) => socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${lines}\r\n\r\n`);
}
