/**
 * A small in-memory cache for catalogue reads on the server (architecture.md
 * section 4): a burst of page views shares one API call, and results stay
 * fresh for the spec's 5 minutes. Failures are not cached.
 */
import { CATALOG_CACHE_TTL_MS as configuredTtl } from 'astro:env/server';

/** Five minutes by default (CATALOG_CACHE_TTL_MS; 0 turns the cache off). */
export const CATALOG_CACHE_TTL_MS = configuredTtl;
const MAX_ENTRIES = 1000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

export function cached<T>(key: string, load: () => Promise<T>, ttlMs = CATALOG_CACHE_TTL_MS): Promise<T> {
  if (ttlMs <= 0) return load();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: now + ttlMs, value });
  value.catch(() => entries.delete(key));
  if (entries.size > MAX_ENTRIES) {
    // Drop the oldest entry; Map keeps insertion order.
    entries.delete(entries.keys().next().value!);
  }
  return value;
}

export function clearServerCache(): void {
  entries.clear();
}
