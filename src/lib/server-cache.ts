/**
 * A small in-memory cache for catalogue reads on the server: a burst of page
 * views shares one API call, and results stay fresh for 5 minutes (the
 * catalogue's agreed freshness). Failures are not cached. The cache is
 * bounded by entry count and by the approximate size of what it holds, so no
 * run of distinct addresses can grow it without limit.
 */
import { CATALOG_CACHE_TTL_MS as configuredTtl } from 'astro:env/server';
import { MemoryCache } from './memory-cache.ts';

/** Five minutes by default (CATALOG_CACHE_TTL_MS; 0 turns the cache off). */
const CATALOG_CACHE_TTL_MS = configuredTtl;
const MAX_ENTRIES = 1000;
/** A 100-product answer is about 1.5 MB by this estimate; the catalogue pages need far fewer. */
const MAX_BYTES = 64 * 1024 * 1024;

const cache = new MemoryCache({ maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES });

export function cached<T>(key: string, load: () => Promise<T>, ttlMs = CATALOG_CACHE_TTL_MS): Promise<T> {
  return ttlMs <= 0 ? load() : cache.get(key, load, ttlMs);
}
