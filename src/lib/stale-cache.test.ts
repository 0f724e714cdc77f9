import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approximateBytes, StaleCache } from './stale-cache.ts';

const MINUTE = 60_000;
const text = (chars: number) => 'x'.repeat(chars);
const cacheOf = (limits: Partial<{ maxEntries: number; maxBytes: number; ttlMs: number }> = {}) =>
  new StaleCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 5 * MINUTE, ...limits });

describe('the server cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a second caller from the first load while the entry is fresh', async () => {
    const cache = cacheOf();
    const load = vi.fn(async () => 'value');
    expect(await cache.get('a', load)).toBe('value');
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(await cache.get('a', load)).toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load among callers that ask while it is in flight', async () => {
    const cache = cacheOf();
    let finish: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const callers = [cache.get('a', load), cache.get('a', load), cache.get('a', load)];
    finish('value');
    expect(await Promise.all(callers)).toEqual(['value', 'value', 'value']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the entry has expired', async () => {
    const cache = cacheOf();
    const load = vi.fn(async () => 'value');
    await cache.get('a', load);
    vi.advanceTimersByTime(5 * MINUTE + 1);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a null answer ("not found") like any other', async () => {
    const cache = cacheOf();
    const load = vi.fn(async () => null);
    expect(await cache.get('a', load)).toBeNull();
    expect(await cache.get('a', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the last good value, however old, when a new load fails, and tries again on the next read', async () => {
    const cache = cacheOf();
    await cache.get('a', async () => 'good');
    vi.advanceTimersByTime(60 * MINUTE);
    const failing = vi.fn(() => Promise.reject(new Error('429')));
    expect(await cache.get('a', failing)).toBe('good');
    expect(await cache.get('a', failing)).toBe('good');
    expect(failing).toHaveBeenCalledTimes(2);
    expect(await cache.get('a', async () => 'new')).toBe('new');
    expect(await cache.get('a', failing)).toBe('new');
  });

  it('fails with the load’s own error when nothing good was ever kept, and keeps no failure', async () => {
    const cache = cacheOf();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'back')).toBe('back');
  });

  it('holds at most its entry count, dropping the least recently used first', async () => {
    const cache = cacheOf({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    const load = vi.fn(async () => 'again');
    expect([await cache.get('a', load), await cache.get('c', load)]).toEqual(['again', 'c']);
  });

  it('holds at most its memory budget, by the approximate size of its values', async () => {
    const cache = cacheOf({ maxEntries: 100, maxBytes: 10_000 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => text(2000));
    const load = vi.fn(async () => 'again');
    expect([await cache.get('a', load), await cache.get('d', load)]).toEqual(['again', text(2000)]);
  });

  it('keeps nothing that alone exceeds the budget, yet still answers the caller', async () => {
    const cache = cacheOf({ maxBytes: 1000 });
    expect(await cache.get('big', async () => text(5000))).toHaveLength(5000);
    const load = vi.fn(async () => 'again');
    expect(await cache.get('big', load)).toBe('again');
  });
});

describe('approximate size', () => {
  it('counts a value by its JSON text, two bytes a character', () => {
    expect(approximateBytes({ a: 'xyz' })).toBe('{"a":"xyz"}'.length * 2);
  });
});
