// @ts-check
/**
 * The shared page cache of `npm start`, in front of Astro's renderer: it
 * keeps what a CDN would keep, as the answers' own `Cache-Control` allows it
 * (decision 0042).
 *
 * - Only anonymous GETs are stored (HEAD is answered from a stored GET): no
 *   `Authorization`, and no cookie but the language choice.
 * - An answer is stored when it is a 200 or a 404 that a shared cache may
 *   keep and serve fresh now (`http-cache-semantics`, in shared mode), that
 *   says so explicitly (`s-maxage`, or `public` with a lifetime), and that
 *   sets no cookie, varies on nothing but `Accept-Encoding` and is not
 *   already encoded.
 * - Keyed by the raw `req.url`; one entry holds the uncompressed body and, for
 *   a compressible type, its brotli and gzip copies made once when stored, so
 *   a hit copies bytes and compresses nothing.
 * - Fresh for `s-maxage`; then, for `stale-while-revalidate`, served stale at
 *   once while one background render per key refreshes it (lru-cache's
 *   `fetch`); a refresh that throws or answers 5xx keeps the stale copy.
 *   The render of a refresh is an HTTP request to the renderer over an
 *   in-memory socket pair: no port, no client, nothing a visitor can reach.
 * - Bounded in bytes (lru-cache's `maxSize`), least recently used first out.
 * - Every answer that went through it says `X-Shop-Cache: HIT`, `STALE`,
 *   `MISS` (rendered; stored if it may be) or `BYPASS` (a request it does not
 *   serve, or an answer it may not keep).
 * - Any error of its own is reported and the page is rendered as without it.
 */
import { request as httpRequest, createServer } from 'node:http';
import { duplexPair } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** The answer header that says what the cache did. */
export const CACHE_HEADER = 'X-Shop-Cache';
/** The one cookie an anonymous visitor may carry (`src/features/language/language-choice.ts`); no server code reads it. */
export const LANGUAGE_COOKIE = 'shop-language';
/** 64 MiB unless `PAGE_CACHE_MAX_BYTES` says otherwise. */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** No entry (body, its compressed copies and headers) may take more than this. */
export const DEFAULT_MAX_ENTRY_BYTES = 4 * 1024 * 1024;
/** A background render that takes longer is abandoned; the stale copy stays. */
export const REFRESH_TIMEOUT_MS = 30_000;
/** What the compression middleware leaves uncompressed (its default threshold, `1kb`). */
const COMPRESSION_THRESHOLD = 1024;
/** Stored copies are compressed once per refresh, so a little harder than live answers (quality 4). */
const BROTLI_QUALITY = 6;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {(req: Request, res: Response) => unknown} Render
 * @typedef {Record<string, string | string[]>} Headers
 * @typedef {'br' | 'gzip'} Encoding
 * @typedef {object} Entry
 * @property {number} status
 * @property {Headers} headers what the renderer set, replayed as they are
 * @property {Buffer} body uncompressed
 * @property {Partial<Record<Encoding, Buffer>>} encoded compressed copies, for a compressible type
 * @property {boolean} compressible whether the answer varies on `Accept-Encoding`
 * @property {CachePolicy} policy freshness, from the answer's headers
 * @typedef {{ url: string, host: string | undefined }} RefreshContext
 * @typedef {(beforeRender?: () => void) => void} Live renders the page as without the cache
 * (compressed on the way out), calling `beforeRender` just before the renderer
 * @typedef {object} PageCacheOptions
 * @property {Render} render Astro's handler (or anything that answers like it)
 * @property {number} [maxBytes] total budget; 0 turns the cache off
 * @property {number} [maxEntryBytes]
 * @property {() => number} [now] the clock, in milliseconds (tests move it)
 * @property {(error: unknown) => void} [onError]
 * @property {number} [refreshTimeoutMs]
 * @typedef {object} PageCache
 * @property {(req: Request, res: Response, live: Live) => void} serve
 * @property {LRUCache<string, Entry, RefreshContext>} entries
 */

/**
 * The cache's budget from `PAGE_CACHE_MAX_BYTES`: unset or empty for the
 * default, a whole number of bytes otherwise (0 turns the cache off).
 * @param {string | undefined} value
 */
export function maxBytesFromEnv(value = process.env.PAGE_CACHE_MAX_BYTES) {
  if (value === undefined || value.trim() === '') return DEFAULT_MAX_BYTES;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes < 0)
    throw new Error(`PAGE_CACHE_MAX_BYTES=${value}: expected a whole number of bytes (0 turns the page cache off)`);
  return bytes;
}

/**
 * Whether a request may be answered from, and fill, the shared cache: no
 * credentials and no cookie but the language choice. (The shop's session
 * lives in the browser's local storage and never reaches the server.)
 * @param {Request} req
 */
export function isAnonymous(req) {
  if (req.headers.authorization !== undefined) return false;
  const cookie = req.headers.cookie;
  if (!cookie) return true;
  return cookie.split(';').every((pair) => {
    const name = (pair.split('=')[0] ?? '').trim();
    return name === '' || name === LANGUAGE_COOKIE;
  });
}

/**
 * The stored encoding to send for an `Accept-Encoding` header: brotli or gzip,
 * whichever the client weighs more (brotli on a tie), or none. Negotiated by
 * `negotiator`, as the compression middleware negotiates live answers.
 * @param {string | string[] | undefined} header
 * @returns {Encoding | undefined}
 */
export function preferredEncoding(header) {
  if (!header) return undefined;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': String(header) } });
  // negotiator takes the preferred order on a tie as a second argument (the compression middleware passes it
  // too); its published types name only the first.
  const encoding = /** @type {(available: string[], preferred: string[]) => string | undefined} */ (
    negotiator.encoding.bind(negotiator)
  );
  const chosen = encoding(['br', 'gzip', 'identity'], ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** Headers that belong to one connection or one transmission, never replayed. */
const PER_CONNECTION = new Set([
  'age',
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  CACHE_HEADER.toLowerCase(),
]);

/**
 * The headers to keep from an answer: lower-cased, without per-connection
 * ones (and those `Connection` names), and without those that were already on
 * the response, unchanged, before the renderer ran (the security headers,
 * which the listener sets on every answer anyway).
 * @param {Record<string, unknown>} headers
 * @param {Map<string, unknown>} [before]
 * @returns {Headers}
 */
function replayable(headers, before = new Map()) {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  /** @type {Headers} */
  const kept = {};
  for (const [rawName, value] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    if (value === undefined || PER_CONNECTION.has(name) || named.has(name)) continue;
    const text = Array.isArray(value) ? value.map(String) : String(value);
    if (before.has(name) && String(before.get(name)) === String(text)) continue;
    kept[name] = text;
  }
  return kept;
}

/** @param {Headers} headers */
function flat(headers) {
  /** @type {Record<string, string>} */
  const single = {};
  for (const [name, value] of Object.entries(headers)) single[name] = Array.isArray(value) ? value.join(', ') : value;
  return single;
}

/** @param {string | string[] | undefined} value */
function tokens(value) {
  return String(value ?? '')
    .split(',')
    .map((token) => (token.split('=')[0] ?? '').trim().toLowerCase())
    .filter(Boolean);
}

/** @param {Headers} headers */
function isCompressible(headers) {
  const type = String(headers['content-type'] ?? '');
  return (
    /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)|\+(json|xml)\b/i.test(type) &&
    !tokens(headers['cache-control']).includes('no-transform')
  );
}

/** @param {Entry} entry @param {string} key */
function entrySize(entry, key) {
  let bytes = key.length + entry.body.length + 512;
  for (const copy of Object.values(entry.encoded)) bytes += copy?.length ?? 0;
  for (const [name, value] of Object.entries(entry.headers)) bytes += name.length + String(value).length;
  return bytes;
}

/**
 * @param {PageCacheOptions} options
 * @returns {PageCache | null} null when the budget is 0
 */
export function createPageCache({
  render,
  maxBytes = maxBytesFromEnv(),
  maxEntryBytes = DEFAULT_MAX_ENTRY_BYTES,
  now = Date.now,
  onError = (error) => console.error('page cache:', error),
  refreshTimeoutMs = REFRESH_TIMEOUT_MS,
}) {
  if (!(maxBytes > 0)) return null;
  const entryCap = Math.min(maxEntryBytes, maxBytes);

  /** http-cache-semantics reads the time through `now()`, which is there to be replaced. */
  class Policy extends CachePolicy {
    now() {
      return now();
    }
  }

  /** The request every entry is judged against: the client's own `Cache-Control` cannot force a render. */
  const canonical = (/** @type {string} */ url) => ({ url, method: 'GET', headers: {} });

  /**
   * The policy of an answer the cache may keep, or null.
   * @param {string} url
   * @param {number} status
   * @param {Headers} headers from `replayable`
   */
  function storablePolicy(url, status, headers) {
    if (status !== 200 && status !== 404) return null;
    if (headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined) return null;
    if (tokens(headers.vary).some((name) => name !== 'accept-encoding')) return null;
    const directives = tokens(headers['cache-control']);
    if (!directives.includes('s-maxage') && !directives.includes('public')) return null;
    const policy = new Policy(canonical(url), { status, headers: flat(headers) }, { shared: true, cacheHeuristic: 0 });
    const verdict = policy.evaluateRequest(canonical(url));
    return policy.storable() && verdict.response && !verdict.revalidation ? policy : null;
  }

  /**
   * @param {CachePolicy} policy
   * @param {number} status
   * @param {Headers} headers
   * @param {Buffer} body
   * @returns {Promise<Entry>}
   */
  async function makeEntry(policy, status, headers, body) {
    const compressible = isCompressible(headers);
    /** @type {Entry['encoded']} */
    const encoded = {};
    if (compressible && body.length >= COMPRESSION_THRESHOLD) {
      [encoded.br, encoded.gzip] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body),
      ]);
    }
    return { status, headers, body, encoded, compressible, policy };
  }

  /** The renderer behind a socket pair, for background refreshes. */
  const detached = createServer((req, res) => {
    try {
      Promise.resolve(render(req, res)).catch((error) => res.destroy(error));
    } catch (error) {
      res.destroy(/** @type {Error} */ (error));
    }
  });

  /**
   * Renders `url` as an anonymous GET without a client: an HTTP request over
   * an in-memory socket pair to a server that is never listening, so Astro
   * gets a request parsed from the wire like any other.
   * @param {RefreshContext} context
   * @returns {Promise<{ status: number, headers: Headers, body: Buffer | null }>} body null when over the entry cap
   */
  function renderDetached({ url, host }) {
    const [serverSide, clientSide] = duplexPair();
    detached.emit('connection', serverSide);
    /** @type {Record<string, string>} */
    const headers = { 'accept-encoding': 'identity', connection: 'close' };
    if (host) headers.host = host;
    /** @type {import('node:http').ClientRequest | undefined} */
    let outgoing;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    return new Promise(
      /** @param {(answer: { status: number, headers: Headers, body: Buffer | null }) => void} resolve */
      (resolve, reject) => {
        const request = httpRequest({ createConnection: () => clientSide, method: 'GET', path: url, headers });
        outgoing = request;
        timer = setTimeout(() => request.destroy(new Error(`refresh of ${url} timed out`)), refreshTimeoutMs);
        request.on('error', reject);
        request.on('response', (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          let bytes = 0;
          let overflow = false;
          response.on('data', (/** @type {Buffer} */ chunk) => {
            bytes += chunk.length;
            if (bytes > entryCap) overflow = true;
            else chunks.push(chunk);
          });
          response.on('error', reject);
          response.on('end', () => {
            if (!response.complete) return reject(new Error(`refresh of ${url} ended early`));
            resolve({
              status: response.statusCode ?? 0,
              headers: replayable(response.headers),
              body: overflow ? null : Buffer.concat(chunks),
            });
          });
        });
        request.end();
      },
    ).finally(() => {
      clearTimeout(timer);
      outgoing?.destroy();
      serverSide.destroy();
      clientSide.destroy();
    });
  }

  /** @type {LRUCache<string, Entry, RefreshContext>} */
  const entries = new LRUCache({
    maxSize: maxBytes,
    maxEntrySize: entryCap,
    sizeCalculation: entrySize,
    perf: { now },
    ttlResolution: 0,
    // A refresh that fails leaves the stale copy in place (until its window ends).
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (key, _stale, { options, context }) => {
      try {
        const answer = await renderDetached(context);
        if (answer.status >= 500) throw new Error(`refresh of ${context.url} answered ${answer.status}`);
        const policy = answer.body && storablePolicy(context.url, answer.status, answer.headers);
        if (!policy || !answer.body) {
          // The page may no longer be kept (now private, gone, too large): the next request renders it.
          entries.delete(key);
          return undefined;
        }
        const entry = await makeEntry(policy, answer.status, answer.headers, answer.body);
        options.ttl = policy.timeToLive();
        return entry;
      } catch (error) {
        onError(error);
        throw error;
      }
    },
  });

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {Entry} entry
   * @param {'HIT' | 'STALE'} outcome
   */
  function replay(req, res, entry, outcome) {
    const encoding =
      entry.encoded.br || entry.encoded.gzip ? preferredEncoding(req.headers['accept-encoding']) : undefined;
    const copy = encoding && entry.encoded[encoding];
    const body = copy || entry.body;
    /** @type {Record<string, string | string[] | number>} */
    const headers = { ...entry.headers };
    if (entry.compressible) headers.vary = 'Accept-Encoding';
    if (copy) headers['content-encoding'] = /** @type {Encoding} */ (encoding);
    headers['content-length'] = body.length;
    headers.age = Math.max(0, Math.round(entry.policy.age()));
    headers[CACHE_HEADER] = outcome;
    try {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    } catch (error) {
      for (const name of Object.keys(headers)) res.removeHeader(name);
      throw error;
    }
    res.statusCode = entry.status;
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }

  /**
   * Tees the rendered answer (uncompressed: this runs inside the compression
   * middleware): says MISS or BYPASS as the headers go out, and stores a
   * complete GET answer that may be kept.
   * @param {Request} req
   * @param {Response} res
   * @param {string} key
   */
  function capture(req, res, key) {
    const before = new Map(res.getHeaderNames().map((name) => [name, res.getHeader(name)]));
    const recording = req.method === 'GET';
    /** @type {Buffer[]} */
    const chunks = [];
    let bytes = 0;
    let failed = !recording;
    /** @type {{ policy: CachePolicy, status: number, headers: Headers } | null} */
    let answer = null;

    /** @param {unknown} error */
    const fail = (error) => {
      failed = true;
      chunks.length = 0;
      onError(error);
    };
    /** @param {unknown} chunk @param {unknown} encoding */
    const record = (chunk, encoding) => {
      if (failed || !answer || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      try {
        const buffer =
          typeof chunk === 'string'
            ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'))
            : Buffer.from(/** @type {Uint8Array} */ (chunk));
        bytes += buffer.length;
        if (bytes > entryCap) {
          failed = true;
          chunks.length = 0;
        } else chunks.push(buffer);
      } catch (error) {
        fail(error);
      }
    };

    const { writeHead, write, end } = res;
    res.writeHead = /** @type {Response['writeHead']} */ (
      /** @param {number} status @param {any[]} rest */
      function (status, ...rest) {
        /** @type {any[]} */
        let args = [status, ...rest];
        try {
          const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
          const fields = reason === undefined ? rest[0] : rest[1];
          if (Array.isArray(fields)) {
            for (let i = 0; i + 1 < fields.length; i += 2) res.setHeader(fields[i], fields[i + 1]);
          } else if (fields && typeof fields === 'object') {
            for (const [name, value] of Object.entries(fields)) if (value !== undefined) res.setHeader(name, value);
          }
          args = reason === undefined ? [status] : [status, reason];
          const headers = replayable(res.getHeaders(), before);
          const policy = storablePolicy(key, status, headers);
          if (policy) answer = { policy, status, headers };
          else if (recording) entries.delete(key);
          res.setHeader(CACHE_HEADER, policy ? 'MISS' : 'BYPASS');
        } catch (error) {
          fail(error);
        }
        return writeHead.apply(res, /** @type {any} */ (args));
      }
    );
    res.write = /** @type {Response['write']} */ (
      /** @param {any} chunk @param {any[]} rest */
      function (chunk, ...rest) {
        record(chunk, rest[0]);
        return write.apply(res, /** @type {any} */ ([chunk, ...rest]));
      }
    );
    res.end = /** @type {Response['end']} */ (
      /** @param {any[]} args */
      function (...args) {
        record(args[0], args[1]);
        return end.apply(res, /** @type {any} */ (args));
      }
    );
    // Only a response handed whole to the socket finishes: a client that left early leaves nothing.
    res.once('finish', () => {
      if (failed || !answer) return;
      const { policy, status, headers } = answer;
      const body = Buffer.concat(chunks);
      makeEntry(policy, status, headers, body)
        .then((entry) => void entries.set(key, entry, { ttl: policy.timeToLive() }))
        .catch(onError);
    });
  }

  /**
   * Answers from the cache, or renders through `live` and keeps the answer
   * if it may.
   * @param {Request} req
   * @param {Response} res
   * @param {Live} live
   */
  function serve(req, res, live) {
    /** @type {(() => void) | undefined} */
    let answer;
    try {
      answer = plan(req, res, live);
    } catch (error) {
      onError(error);
    }
    if (answer) return answer();
    if (!res.headersSent) res.setHeader(CACHE_HEADER, 'BYPASS');
    live();
  }

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {Live} live
   * @returns {(() => void) | undefined} what to do, or undefined to bypass
   */
  function plan(req, res, live) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isAnonymous(req)) return undefined;
    const key = req.url ?? '/';
    const entry = entries.get(key);
    const verdict = entry?.policy.evaluateRequest(canonical(key));
    if (entry && verdict?.response) {
      const stale = verdict.revalidation !== undefined;
      if (!stale || !verdict.revalidation?.synchronous) {
        return () => {
          try {
            replay(req, res, entry, stale ? 'STALE' : 'HIT');
          } catch (error) {
            onError(error);
            if (res.headersSent) return void res.destroy();
            res.setHeader(CACHE_HEADER, 'BYPASS');
            live();
            return;
          }
          if (stale) {
            // One refresh per key at a time: lru-cache hands back the stale copy while one is running.
            entries
              .fetch(key, { forceRefresh: true, allowStale: true, context: { url: key, host: req.headers.host } })
              .catch(onError);
          }
        };
      }
    }
    return () => live(() => capture(req, res, key));
  }

  return { serve, entries };
}
