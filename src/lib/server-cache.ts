/**
 * The in-memory cache of catalogue reads on the server: a burst of page
 * views shares one API call, and concurrent reads of the same key share one
 * call in flight; results stay fresh for 5 minutes (the catalogue's agreed
 * freshness). When a read fails (the platform is down, or answers 429), the
 * last good value of that key is served instead: a catalogue a few minutes
 * old is better than an error page. See ./stale-cache.ts.
 */
import { CATALOG_CACHE_TTL_MS as configuredTtl } from 'astro:env/server';
import { StaleCache } from './stale-cache.ts';

/** Five minutes by default (CATALOG_CACHE_TTL_MS; 0 turns the cache off). */
const CATALOG_CACHE_TTL_MS = configuredTtl;
const MAX_ENTRIES = 1000;
/** A 100-product answer is about 1.5 MB by this estimate; the catalogue pages need far fewer. */
const MAX_BYTES = 64 * 1024 * 1024;

const cache = new StaleCache({ maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES, ttlMs: CATALOG_CACHE_TTL_MS });

/**
 * Bumped when the catalogue changes (the platform's product and price events):
 * reads made after that never find a value read before it. Reads under way
 * finish for whoever waits on them; older values age out of the cache.
 */
let generation = 0;

export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  return CATALOG_CACHE_TTL_MS <= 0 ? load() : cache.get(`${generation}:${key}`, load);
}

/** After a change in the catalogue: every read asks the platform again. */
export function forgetCatalogueReads(): void {
  generation += 1;
}
