/**
 * A cache of keyed reads (lru-cache): reads of one key made while one is in
 * flight share it; a value stays fresh for its time to live; when a new read
 * fails, the last good value is served instead, stale, however old, and the
 * failure is never kept, so the next read tries again. Bounded by entry
 * count and by the approximate size of what it holds; the least recently
 * used entries go first.
 */
import { LRUCache } from 'lru-cache';

/** A value's approximate size: its JSON text at two bytes a character (values here are parsed API data). */
export function approximateBytes(value: unknown): number {
  try {
    return Math.max(1, (JSON.stringify(value) ?? '').length * 2);
  } catch {
    return 1;
  }
}

/** What one read adds to the cache: its value, boxed, since a read may find nothing (null). */
interface Cached {
  value: unknown;
}

/** How a read is made, handed to the cache with each call so one cache serves every kind of read. */
interface Load {
  load: () => Promise<unknown>;
}

export interface StaleCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** How long a value is fresh. */
  ttlMs: number;
}

/** Keyed reads that are coalesced while in flight, fresh for `ttlMs`, and served stale when a new read fails. */
export class StaleCache {
  private readonly cache: LRUCache<string, Cached, Load>;

  constructor(limits: StaleCacheLimits) {
    this.cache = new LRUCache<string, Cached, Load>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (entry, key) => key.length * 2 + approximateBytes(entry.value),
      ttl: limits.ttlMs,
      // Time is read from Date, on every call, so fake clocks in tests move it.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
      allowStaleOnFetchRejection: true,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context.load() }),
    });
  }

  /** The value under `key`: fresh from the cache, or `load()`'s; if that fails, the last good value, else the failure. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const status: LRUCache.Status<string, Cached, Load> = {};
    const entry = await this.cache.fetch(key, { context: { load }, status });
    if (entry) return entry.value as T;
    throw status.fetchError ?? new Error(`The catalogue read ${key} failed, and nothing was kept from before`);
  }
}
