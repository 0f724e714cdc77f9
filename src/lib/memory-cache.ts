/**
 * A time-limited cache of promised values, bounded by entry count and by the
 * approximate memory its values take: whichever limit is passed, the oldest
 * entries go first. Expired entries are dropped, not only skipped, and a
 * failed load is forgotten so the next caller tries again.
 */

export interface MemoryCacheLimits {
  maxEntries: number;
  /** Budget for the approximate size of keys and values, in bytes. */
  maxBytes: number;
}

interface Entry {
  expires: number;
  value: Promise<unknown>;
  bytes: number;
}

/** A value's approximate size: its JSON text at two bytes a character (values here are parsed API data). */
export function approximateBytes(value: unknown): number {
  try {
    return (JSON.stringify(value) ?? '').length * 2;
  } catch {
    return 0;
  }
}

export class MemoryCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits: MemoryCacheLimits) {}

  get size(): number {
    return this.entries.size;
  }

  /** Approximate bytes held by the entries. */
  get totalBytes(): number {
    return this.bytes;
  }

  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expires > Date.now();
  }

  /** The cached value under `key`, or `load()`'s, kept for `ttlMs` milliseconds. */
  get<T>(key: string, load: () => Promise<T>, ttlMs: number): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    this.dropExpired(now);
    const value = load();
    const entry: Entry = { expires: now + ttlMs, value, bytes: key.length * 2 };
    this.set(key, entry);
    value.then(
      (resolved) => {
        if (this.entries.get(key) !== entry) return;
        const bytes = approximateBytes(resolved);
        entry.bytes += bytes;
        this.bytes += bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.delete(key);
      },
    );
    return value;
  }

  private set(key: string, entry: Entry): void {
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.delete(key);
  }

  /** Drops the oldest entries (Map keeps insertion order) until both limits hold. */
  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
      this.delete(key);
    }
  }
}
