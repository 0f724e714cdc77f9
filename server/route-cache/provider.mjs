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
import { CACHE_HEADER, marked, readsCache, replay, storedAnswer } from './answers.mjs';
import { encode } from './encodings.mjs';

export { CACHE_HEADER, LANGUAGE_COOKIE } from './answers.mjs';
/** Where the provider `npm start` serves with is published, for the Node server's fast answer to a hit. */
export const SERVING_ROUTE_CACHE = Symbol.for('shop.route-cache');
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
 * @typedef {import('./answers.mjs').Entry} Entry
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
 * @param {{ maxBytes?: number, now?: () => number }} [options]
 * @typedef {{ method: string, address: string, acceptEncoding?: string | null, authorization?: string | null, cookie?: string | null }} Asked
 * @typedef {CacheProvider & {
 *   entries: LRUCache<string, Entry> | null,
 *   freshAnswer: (asked: Asked) => import('./answers.mjs').StoredAnswer | null,
 * }} RouteCache
 * @returns {RouteCache}
 */
export function createRouteCache({ maxBytes = maxBytesFromEnv(), now = Date.now } = {}) {
  if (!(maxBytes > 0))
    return {
      name: 'shop-memory',
      entries: null,
      onRequest: (_, next) => next(),
      invalidate: async () => {},
      freshAnswer: () => null,
    };
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
  /** Whether a stored page is within its lifetime, to be sent as it is. @param {Entry} entry */
  const isFresh = (entry) => now() - entry.storedAt < entry.maxAge * 1000;
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
      const { method, headers } = request;
      if (!readsCache(method, headers.get('authorization'), headers.get('cookie')))
        return marked(await next(), 'BYPASS');
      // Keyed by address alone: with no allowed domains configured, Astro gives every request the
      // server's own origin whatever its Host header says, so the origin would tell no pages apart.
      const key = canonicalAddress(url);
      const asked = `${url.pathname}${url.search}`;
      const entry = entries.get(key);
      if (entry) {
        if (isFresh(entry)) return replay(entry, 'HIT', request, now());
        if (!rendering.has(key) && asked === key) {
          // One background render refreshes it; whoever asks meanwhile gets the stale copy.
          const refresh = render(key, entry.path, next, request).catch((error) =>
            logger.warn(`refresh of ${key} failed: ${String(error)}`),
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
      if (method === 'HEAD' || asked !== key) return marked(await next(), 'BYPASS');
      return render(key, canonicalPath(url.pathname), next, request);
    },
    /**
     * The stored answer to an anonymous GET or HEAD of a page's one address
     * while it is fresh, or null (stale, missing, or not anonymous: Astro's
     * handling and `onRequest` decide those). No body is sent for a HEAD.
     */
    freshAnswer({ method, address, acceptEncoding, authorization, cookie }) {
      if (!readsCache(method, authorization, cookie)) return null;
      const entry = entries.get(address);
      if (!entry || !isFresh(entry)) return null;
      return storedAnswer(entry, 'HIT', acceptEncoding, now());
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

/**
 * Astro loads the provider through this factory; `maxBytes` defaults to
 * `PAGE_CACHE_MAX_BYTES`. The instance is also published under
 * `SERVING_ROUTE_CACHE`, because Astro keeps its provider to itself and the
 * Node server (server/app.mjs) answers fresh hits from it before Astro's
 * per-request work (decision 0092).
 */
export default function routeCacheProvider(/** @type {{ maxBytes?: number } | undefined} */ config) {
  const cache = createRouteCache({ maxBytes: config?.maxBytes });
  /** @type {Record<symbol, unknown>} */ (globalThis)[SERVING_ROUTE_CACHE] = cache;
  return cache;
}

/** The provider Astro serves with in this process, once it has made it. */
export const servingRouteCache = () =>
  /** @type {RouteCache | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[SERVING_ROUTE_CACHE]);
