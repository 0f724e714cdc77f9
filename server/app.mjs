// @ts-check
/**
 * The production request listener: security headers on every response
 * (those only documents act on, on documents only),
 * 405 for methods the shop does not serve (every page and endpoint is read
 * with GET or HEAD; the one POST is the commerce platform's events),
 * OPTIONS answered with what is allowed, static files as built (their
 * precompressed copies when the browser accepts brotli or gzip), and
 * everything else rendered by Astro and compressed on the way out. A page is
 * asked for by its one address (`route-cache/address.mjs`), so Astro's route
 * cache keeps one copy of it and that copy names no parameter it does not
 * read (decision 0085). A fresh copy in that cache is sent before any of
 * Astro's per-request work (decision 0092).
 */
import { createServer } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import { canonicalTarget } from './route-cache/address.mjs';
import { ALLOWED_METHODS, EVENTS_PATH, NOT_FOUND_CACHE } from '../supabase/functions/_shared/shop-http.mjs';
import { IMMUTABLE, VERSIONED_PATHS } from './shared.mjs';
import { DOCUMENT_ONLY_HEADERS, isDocumentType } from '../integrations/security-headers.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {(req: Request, res: Response, next?: () => void) => unknown} Handler
 */

/**
 * Runs `before` when the answer's status line and headers are about to be
 * written, with the status and the headers passed to `writeHead` (if any).
 * @param {Response} res
 * @param {(status: number, given: Record<string, unknown> | unknown[] | undefined) => void} before
 */
function beforeHead(res, before) {
  const writeHead = res.writeHead.bind(res);
  /** @type {(status: number, ...rest: any[]) => Response} */
  const patched = (status, ...rest) => {
    before(
      status,
      rest.find((arg) => arg && typeof arg === 'object'),
    );
    return writeHead(status, ...rest);
  };
  res.writeHead = /** @type {Response['writeHead']} */ (patched);
}

/**
 * A header's value as `writeHead` was given it (an object, or a flat list of
 * names and values) or, failing that, as set on the answer.
 * @param {Response} res
 * @param {Record<string, unknown> | unknown[] | undefined} given
 * @param {string} name lower case
 */
function headerOf(res, given, name) {
  if (Array.isArray(given)) {
    const at = given.findIndex((item, i) => i % 2 === 0 && String(item).toLowerCase() === name);
    if (at >= 0) return String(given[at + 1]);
  } else if (given) {
    const key = Object.keys(given).find((k) => k.toLowerCase() === name);
    if (key) return String(given[key]);
  }
  const set = res.getHeader(name);
  return set === undefined ? undefined : String(set);
}

/**
 * Gives a 404 sent without caching headers (Astro's own answers) the brief
 * public policy; a 404 that says how to cache it (the not-found page, a
 * missing product that is never stored) keeps its own. And keeps the headers
 * only documents act on (`DOCUMENT_ONLY_HEADERS`) off every answer that is
 * no document: scripts, styles, pictures, JSON.
 * @param {Response} res
 */
function finishHeaders(res) {
  beforeHead(res, (status, given) => {
    if (status === 404 && headerOf(res, given, 'cache-control') === undefined) {
      res.setHeader('Cache-Control', NOT_FOUND_CACHE);
    }
    if (!isDocumentType(headerOf(res, given, 'content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    }
  });
}

/** Whether a request is the commerce platform posting its events, the one POST the shop takes. @param {Request} req */
const isEventDelivery = (req) => req.method === 'POST' && (req.url ?? '').split('?')[0] === EVENTS_PATH;

/**
 * @typedef {import('./route-cache/provider.mjs').Asked} Asked
 * @typedef {import('./route-cache/answers.mjs').StoredAnswer} StoredAnswer
 * @typedef {object} ListenerOptions
 * @property {string} clientDir the built static files
 * @property {Handler} render Astro's handler
 * @property {Record<string, string>} headers the security headers
 * @property {(asked: Asked) => StoredAnswer | null} [cachedAnswer] a fresh page from the route cache, if it has one
 */

/**
 * Sends the route cache's fresh copy of the page asked for, if it has one.
 * @param {ListenerOptions['cachedAnswer']} cachedAnswer
 * @param {Request} req
 * @param {Response} res
 */
function sentFromCache(cachedAnswer, req, res) {
  const { method = 'GET', url = '/', headers } = req;
  const { 'accept-encoding': acceptEncoding, authorization, cookie } = headers;
  const hit = cachedAnswer?.({ method, address: url, acceptEncoding, authorization, cookie });
  if (!hit) return false;
  res.writeHead(hit.status, Object.fromEntries(hit.headers));
  res.end(method === 'HEAD' ? undefined : hit.body);
  return true;
}

/**
 * @param {ListenerOptions} options
 * @returns {(req: Request, res: Response) => void}
 */
export function createShopListener({ clientDir, render, headers, cachedAnswer }) {
  const statics = sirv(clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => {
      res.setHeader(
        'Cache-Control',
        VERSIONED_PATHS.some((prefix) => pathname.startsWith(prefix))
          ? IMMUTABLE
          : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const compress = compression();
  /** @param {Request} req @param {Response} res */
  return (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    finishHeaders(res);
    const allowed = ALLOWED_METHODS.includes(req.method ?? '') || isEventDelivery(req);
    if (req.method === 'OPTIONS' || !allowed) {
      res.writeHead(req.method === 'OPTIONS' ? 204 : 405, {
        Allow: ALLOWED_METHODS.join(', '),
        'Cache-Control': 'no-store',
      });
      res.end();
      return;
    }
    const dynamic = () => {
      if (sentFromCache(cachedAnswer, req, res)) return;
      // A HEAD answer carries the headers GET would (Content-Encoding too); Node drops its body anyway.
      const asGet = req.method === 'HEAD' ? Object.create(req, { method: { value: 'GET' } }) : req;
      compress(asGet, /** @type {any} */ (res), () => void render(req, res));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return dynamic();
    req.url = canonicalTarget(req.url ?? '/') ?? req.url;
    statics(req, res, dynamic);
  };
}

/**
 * An answer written straight to the socket, where Node gives no response
 * object: the status line, the security headers, no body, and the
 * connection closed.
 * @param {number} status
 * @param {string} reason
 * @param {Record<string, string>} headers the security headers
 * @param {Record<string, string>} [extra]
 */
function rawAnswer(status, reason, headers, extra = {}) {
  const lines = Object.entries({ ...headers, ...extra, 'Content-Length': '0', Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  return `HTTP/1.1 ${status} ${reason}\r\n${lines}\r\n\r\n`;
}

/**
 * Node hands CONNECT (a proxy tunnel) to its own event and otherwise drops
 * the connection; the shop is no proxy, so it answers 405 like any other
 * method it does not serve.
 * @param {Record<string, string>} headers the security headers
 * @returns {(req: Request, socket: import('node:stream').Duplex) => void}
 */
export function refuseConnect(headers) {
  const answer = rawAnswer(405, 'Method Not Allowed', headers, { Allow: ALLOWED_METHODS.join(', ') });
  return (_req, socket) => socket.end(answer);
}

/**
 * A request Node cannot read (a malformed request line or header, headers
 * past its 16 KB limit, too slow to arrive) never reaches the listener: Node
 * answers it itself, bare. This answers it as Node would (431 for headers too
 * large, 408 for a timeout, else 400), with the shop's security headers.
 * @param {Record<string, string>} headers the security headers
 * @returns {(error: Error & { code?: string }, socket: import('node:stream').Duplex) => void}
 */
export function answerClientError(headers) {
  const answers = {
    400: rawAnswer(400, 'Bad Request', headers),
    408: rawAnswer(408, 'Request Timeout', headers),
    431: rawAnswer(431, 'Request Header Fields Too Large', headers),
  };
  return (error, socket) => {
    // A connection the client dropped, or one whose answer has begun, takes no other answer.
    const started = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || started) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(answers[status]);
  };
}

/**
 * The shop's HTTP server: the listener, and the shop's own answers to what
 * never reaches it (CONNECT, requests Node cannot read).
 * @param {ListenerOptions} options
 */
export function createShopServer(options) {
  const server = createServer(createShopListener(options));
  server.on('connect', refuseConnect(options.headers));
  server.on('clientError', answerClientError(options.headers));
  return server;
}
