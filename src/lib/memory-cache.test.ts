import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approximateBytes, MemoryCache } from './memory-cache.ts';

const MINUTE = 60_000;
const text = (chars: number) => 'x'.repeat(chars);
/** Lets the cache see its values resolve. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the server cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a second caller from the first load while the entry is fresh', async () => {
    const cache = new MemoryCache({ maxEntries: 10, maxBytes: 1e6 });
    const load = vi.fn(async () => 'value');
    expect(await cache.get('a', load, 5 * MINUTE)).toBe('value');
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(await cache.get('a', load, 5 * MINUTE)).toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the entry has expired', async () => {
    const cache = new MemoryCache({ maxEntries: 10, maxBytes: 1e6 });
    const load = vi.fn(async () => 'value');
    await cache.get('a', load, 5 * MINUTE);
    vi.advanceTimersByTime(5 * MINUTE);
    await cache.get('a', load, 5 * MINUTE);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops expired entries rather than keeping them', async () => {
    const cache = new MemoryCache({ maxEntries: 10, maxBytes: 1e6 });
    await cache.get('a', async () => text(1000), MINUTE);
    await cache.get('b', async () => text(1000), MINUTE);
    await settle();
    vi.advanceTimersByTime(MINUTE);
    await cache.get('c', async () => 'c', MINUTE);
    await settle();
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBeLessThan(100);
  });

  it('holds at most its entry count, dropping the oldest first', async () => {
    const cache = new MemoryCache({ maxEntries: 2, maxBytes: 1e6 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key, MINUTE);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
  });

  it('holds at most its memory budget, by the approximate size of its values', async () => {
    const cache = new MemoryCache({ maxEntries: 100, maxBytes: 10_000 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => text(2000), MINUTE);
    await settle();
    expect(cache.totalBytes).toBeLessThanOrEqual(10_000);
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.has('d')]).toEqual([false, false, true, true]);
  });

  it('keeps nothing that alone exceeds the budget, yet still answers the caller', async () => {
    const cache = new MemoryCache({ maxEntries: 100, maxBytes: 1000 });
    expect(await cache.get('big', async () => text(5000), MINUTE)).toHaveLength(5000);
    await settle();
    expect(cache.has('big')).toBe(false);
    expect(cache.totalBytes).toBe(0);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const cache = new MemoryCache({ maxEntries: 10, maxBytes: 1e6 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')), MINUTE)).rejects.toThrow('down');
    await settle();
    expect(await cache.get('a', async () => 'back', MINUTE)).toBe('back');
  });
});

describe('approximate size', () => {
  it('counts a value by its JSON text, two bytes a character', () => {
    expect(approximateBytes({ a: 'xyz' })).toBe('{"a":"xyz"}'.length * 2);
  });
});
