// @ts-check
/**
 * The shop's route-cache provider for Astro's `cache` (decision 0085): what
 * `npm start` keeps of the pages Astro marks cacheable (`Astro.cache.set()`,
 * `context.cache.set()`), written against Astro's provider interface. Beside
 * what Astro's stock memory provider does, it
 *
 * - bounds what it holds in bytes (lru-cache's `maxSize`), not in entries;
 * - renders a cold or expired page once however many ask for it at once: the
 *   others wait for that render and get its answer;
 * - keeps a page's brotli and gzip copies, made once (./encodings.mjs);
 * - keys an entry by the page's one address (./address.mjs), and only fills
 *   it from a render of that address, so an alias never stores a page that
 *   shows its own spelling.
 *
 * Only anonymous GETs read and fill it (a HEAD is answered from a stored
 * GET); an answer is kept only when it is a 200 with a lifetime, sets no
 * cookie and varies on nothing but `Accept-Encoding`. Fresh for `maxAge`,
 * then served stale for `swr` while one background render refreshes it.
 * Invalidation by tag or path drops entries at once, and a render that was
 * under way when an invalidation came is served but not kept.
 */
import { LRUCache } from 'lru-cache';
import { canonicalAddress, canonicalPath } from './address.mjs';
import { encode, preferredEncoding } from './encodings.mjs';

/** The answer header that says what the cache did: HIT, STALE, MISS or BYPASS. */
export const CACHE_HEADER = 'X-Shop-Cache';
/** The one cookie an anonymous visitor may carry (the language choice); no server code reads it. */
export const LANGUAGE_COOKIE = 'shop-language';
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** No one page may take more than this (nor more than the whole budget). */
export const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
/** Headers of the answer that belong to the cache's own bookkeeping or to one transmission. */
const NOT_KEPT = new Set([
  'cdn-cache-control',
  'cache-tag',
  'set-cookie',
  'age',
  'date',
  'content-length',
  CACHE_HEADER.toLowerCase(),
]);

/**
 * @typedef {object} Entry
 * @property {number} status
 * @property {[string, string][]} headers
 * @property {Uint8Array} body
 * @property {import('./encodings.mjs').Encoded} encoded its brotli and gzip copies, when it is worth compressing
 * @property {number} storedAt milliseconds
 * @property {number} maxAge seconds fresh
 * @property {number} swr seconds served stale after that
 * @property {string[]} tags
 * @property {string} path the canonical path, for invalidation by path
 * @typedef {import('astro').CacheProvider} CacheProvider
 * @typedef {Parameters<NonNullable<CacheProvider['onRequest']>>} OnRequestArgs
 */

/**
 * The budget from `PAGE_CACHE_MAX_BYTES`: unset or empty for the default, a
 * whole number of bytes otherwise (0 turns the cache off).
 * @param {string | undefined} value
 */
export function maxBytesFromEnv(value = process.env.PAGE_CACHE_MAX_BYTES) {
  if (value === undefined || value.trim() === '') return DEFAULT_MAX_BYTES;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes < 0)
    throw new Error(`PAGE_CACHE_MAX_BYTES=${value}: expected a whole number of bytes (0 turns the cache off)`);
  return bytes;
}

/**
 * No credentials and no cookie but the language choice. (The shop's session
 * lives in the browser's local storage and never reaches the server.)
 * @param {Request} request
 */
export function isAnonymous(request) {
  if (request.headers.has('authorization')) return false;
  const cookie = request.headers.get('cookie');
  if (!cookie) return true;
  return cookie.split(';').every((pair) => {
    const name = (pair.split('=')[0] ?? '').trim();
    return name === '' || name === LANGUAGE_COOKIE;
  });
}

/**
 * The lifetime Astro's cache API gave the answer (`CDN-Cache-Control`, as its
 * default `setHeaders` writes it), or null when it may not be kept.
 * @param {Response} response
 */
function keepable(response) {
  if (response.status !== 200 || response.headers.has('set-cookie') || response.headers.has('content-encoding'))
    return null;
  const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (vary.some((name) => name !== '' && name !== 'accept-encoding')) return null;
  const directives = (response.headers.get('cdn-cache-control') ?? '').toLowerCase();
  const seconds = (/** @type {string} */ name) =>
    Number(new RegExp(`(?:^|,)\\s*${name}=(\\d+)`).exec(directives)?.[1] ?? 0);
  const maxAge = seconds('max-age');
  if (!(maxAge > 0)) return null;
  const tags = (response.headers.get('cache-tag') ?? '').split(',').map((tag) => tag.trim());
  return { maxAge, swr: seconds('stale-while-revalidate'), tags: tags.filter(Boolean) };
}

/** @param {Entry} entry @param {string} key */
const entrySize = (entry, key) =>
  key.length +
  entry.body.byteLength +
  (entry.encoded.br?.byteLength ?? 0) +
  (entry.encoded.gzip?.byteLength ?? 0) +
  entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 256);

/**
 * The stored page as an answer to `request`: its compressed copy the request
 * prefers, if any; no body for a HEAD.
 * @param {Entry} entry
 * @param {'HIT' | 'STALE' | 'MISS'} outcome
 * @param {Request} request
 * @param {number} now
 */
function replay(entry, outcome, request, now) {
  const headers = new Headers(entry.headers);
  const encoding = entry.encoded.br ? preferredEncoding(request.headers.get('accept-encoding')) : undefined;
  const body = (encoding && entry.encoded[encoding]) || entry.body;
  if (entry.encoded.br) headers.set('Vary', 'Accept-Encoding');
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  headers.set('Age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))));
  headers.set(CACHE_HEADER, outcome);
  const payload = request.method === 'HEAD' ? null : /** @type {BodyInit} */ (/** @type {unknown} */ (body));
  return new Response(payload, { status: entry.status, headers });
}

/** @param {Response} response @param {'BYPASS' | 'MISS'} outcome */
function marked(response, outcome) {
  try {
    response.headers.set(CACHE_HEADER, outcome);
  } catch {
    // A response with immutable headers (a redirect from Response.redirect) goes out as it is.
  }
  return response;
}

/**
 * @param {{ maxBytes?: number, now?: () => number }} [options]
 * @returns {CacheProvider & { entries: LRUCache<string, Entry> | null }}
 */
export function createRouteCache({ maxBytes = maxBytesFromEnv(), now = Date.now } = {}) {
  if (!(maxBytes > 0))
    return { name: 'shop-memory', entries: null, onRequest: (_, next) => next(), invalidate: async () => {} };
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({
    maxSize: maxBytes,
    maxEntrySize: Math.min(MAX_ENTRY_BYTES, maxBytes),
    sizeCalculation: entrySize,
    perf: { now },
    ttlResolution: 0,
  });
  /** Renders under way, by key: the entry each will store, or null when its answer may not be shared. */
  const rendering = new Map();
  /** Counts invalidations, so a render that saw one begin under it is not kept. */
  let invalidations = 0;

  /**
   * Renders the page and keeps its answer if it may; one render per key.
   * @param {string} key
   * @param {string} path
   * @param {OnRequestArgs[1]} next
   * @param {Request} request whose answer this render is
   * @returns {Promise<Response>}
   */
  function render(key, path, next, request) {
    const began = invalidations;
    const answer = (async () => {
      const response = await next();
      const life = keepable(response);
      if (!life) return { response: marked(response, 'BYPASS'), entry: null };
      const body = new Uint8Array(await response.arrayBuffer());
      /** @type {[string, string][]} */
      const headers = [];
      response.headers.forEach((value, name) => NOT_KEPT.has(name) || headers.push([name, value]));
      const encoded = await encode(body, response.headers);
      /** @type {Entry} */
      const entry = { status: response.status, headers, body, encoded, storedAt: now(), path, ...life };
      if (began === invalidations) entries.set(key, entry, { ttl: (life.maxAge + life.swr) * 1000 });
      return { response: replay(entry, 'MISS', request, now()), entry };
    })();
    const shared = answer.then(
      ({ entry }) => entry,
      () => null,
    );
    rendering.set(key, shared);
    void shared.finally(() => rendering.delete(key));
    return answer.then(({ response }) => response);
  }

  return {
    name: 'shop-memory',
    entries,
    async onRequest({ request, url, waitUntil, logger }, next) {
      const { method } = request;
      if ((method !== 'GET' && method !== 'HEAD') || !isAnonymous(request)) return marked(await next(), 'BYPASS');
      const address = canonicalAddress(url);
      const key = `${url.origin}${address}`;
      const asked = `${url.pathname}${url.search}`;
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age < entry.maxAge * 1000) return replay(entry, 'HIT', request, now());
        if (!rendering.has(key) && asked === address) {
          // One background render refreshes it; whoever asks meanwhile gets the stale copy.
          const refresh = render(key, entry.path, next, request).catch((error) =>
            logger.warn(`refresh of ${address} failed: ${String(error)}`),
          );
          waitUntil?.(refresh);
        }
        return replay(entry, 'STALE', request, now());
      }
      const underway = rendering.get(key);
      if (underway) {
        const shared = await underway;
        if (shared) return replay(shared, 'HIT', request, now());
      }
      // An alias, or a HEAD, renders for itself: only a GET of the page's own address fills its entry.
      if (method === 'HEAD' || asked !== address) return marked(await next(), 'BYPASS');
      return render(key, canonicalPath(url.pathname), next, request);
    },
    async invalidate({ tags, path }) {
      invalidations += 1;
      const dropped = new Set(typeof tags === 'string' ? [tags] : (tags ?? []));
      const droppedPath = path === undefined ? undefined : canonicalPath(path);
      for (const [key, entry] of [...entries.entries()]) {
        if (entry.path === droppedPath || entry.tags.some((tag) => dropped.has(tag))) entries.delete(key);
      }
    },
  };
}

/** Astro loads the provider through this factory; `maxBytes` defaults to `PAGE_CACHE_MAX_BYTES`. */
export default function routeCacheProvider(/** @type {{ maxBytes?: number } | undefined} */ config) {
  return createRouteCache({ maxBytes: config?.maxBytes });
}
