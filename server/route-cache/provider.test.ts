/**
 * The shop's route-cache provider, driven as Astro drives it: `onRequest` with
 * the request and a `next` that renders (tests/support/route-cache.ts).
 * Renders are counted and, where it matters, held open (deferred) so that
 * requests overlap; time is Vitest's fake clock. Here: one render per page, the
 * byte bound, one entry per page; what is never cached, invalidation and
 * compressed copies are in provider-rules.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouteCache } from './provider.mjs';
import { ask, page, renderer } from '../../tests/support/route-cache.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one render per cold or expired page', () => {
  it('renders a cold page once for 200 requests at once, and gives each the page', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    shop.hold();
    const answers = Array.from({ length: 200 }, () => ask(cache, '/product/x', shop.next));
    await vi.advanceTimersByTimeAsync(0);
    shop.release();
    const settled = await Promise.all(answers);
    expect(shop.renders).toBe(1);
    expect(settled.every((answer) => answer.status === 200 && answer.body === 'render 1')).toBe(true);
    expect(settled.filter((answer) => answer.outcome === 'MISS')).toHaveLength(1);
  });

  it('serves an expired page stale while one render refreshes it, then the fresh one', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer((n) => page(`render ${n}`, { maxAge: 300, swr: 600 }));
    await ask(cache, '/shop', shop.next);
    await vi.advanceTimersByTimeAsync(299_000);
    expect((await ask(cache, '/shop', shop.next)).outcome).toBe('HIT');
    await vi.advanceTimersByTimeAsync(2_000);
    shop.hold();
    const stale = await Promise.all(Array.from({ length: 200 }, () => ask(cache, '/shop', shop.next)));
    expect(stale.every((answer) => answer.outcome === 'STALE' && answer.body === 'render 1')).toBe(true);
    shop.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(shop.renders).toBe(2);
    expect(await ask(cache, '/shop', shop.next)).toMatchObject({ outcome: 'HIT', body: 'render 2' });
  });

  it('renders once past the stale window too, however many ask', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer((n) => page(`render ${n}`, { maxAge: 60, swr: 60 }));
    await ask(cache, '/', shop.next);
    await vi.advanceTimersByTimeAsync(121_000);
    shop.hold();
    const answers = Array.from({ length: 50 }, () => ask(cache, '/', shop.next));
    await vi.advanceTimersByTimeAsync(0);
    shop.release();
    expect(new Set((await Promise.all(answers)).map((answer) => answer.body))).toEqual(new Set(['render 2']));
    expect(shop.renders).toBe(2);
  });

  it('lets each waiting request render for itself when the one render may not be shared', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer((n) => page(`failed ${n}`, { maxAge: 0, status: 500 }));
    shop.hold();
    const answers = Array.from({ length: 3 }, () => ask(cache, '/shop', shop.next));
    await vi.advanceTimersByTimeAsync(0);
    shop.release();
    const settled = await Promise.all(answers);
    expect(settled.map((answer) => answer.outcome)).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);
    expect(shop.renders).toBe(3);
  });
});

describe('a bound in bytes', () => {
  it('never holds more than its budget, however many addresses are asked for', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const body = 'x'.repeat(50 * 1024);
    for (let i = 0; i < 100; i++) await ask(cache, `/product/p${i}`, async () => page(body));
    expect(cache.entries!.calculatedSize).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.entries!.size).toBeGreaterThan(10);
    expect(cache.entries!.size).toBeLessThan(21);
    // The least recently used went first.
    expect(cache.entries!.has('/product/p99')).toBe(true);
    expect(cache.entries!.has('/product/p0')).toBe(false);
  });

  it('keeps no page over 4 MiB, and still serves it', async () => {
    const cache = createRouteCache({ maxBytes: 64 * 1024 * 1024 });
    const answer = await ask(cache, '/shop', async () => page('x'.repeat(5 * 1024 * 1024)));
    expect(answer.body).toHaveLength(5 * 1024 * 1024);
    expect(cache.entries!.size).toBe(0);
  });

  it('is off with a budget of 0: every request renders and nothing is kept', async () => {
    const cache = createRouteCache({ maxBytes: 0 });
    const shop = renderer();
    await ask(cache, '/', shop.next);
    await ask(cache, '/', shop.next);
    expect(shop.renders).toBe(2);
  });
});

describe('one entry per page', () => {
  it('answers every spelling of the address from the page’s one entry', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    await ask(cache, '/product/glacier-steel-bottle', shop.next);
    for (const alias of [
      '/product//glacier-steel-bottle',
      '/product/%67lacier-steel-bottle',
      '/product/glacier-steel-bottle/',
      '/product/glacier-steel-bottle?utm_source=mail',
      '/product/glacier-steel-bottle?cb=1',
    ]) {
      expect(await ask(cache, alias, shop.next)).toMatchObject({ outcome: 'HIT', body: 'render 1' });
    }
    expect(shop.renders).toBe(1);
    expect(cache.entries!.size).toBe(1);
  });

  it('keeps a page apart for each value of a parameter it reads', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    await ask(cache, '/product/x?price=p1', shop.next);
    expect((await ask(cache, '/product/x?price=p2', shop.next)).body).toBe('render 2');
  });

  it('never fills an entry from an alias, whose page may show its own spelling', async () => {
    const cache = createRouteCache({ maxBytes: 1024 * 1024 });
    const shop = renderer();
    expect((await ask(cache, '/product/x?utm_source=mail', shop.next)).outcome).toBe('BYPASS');
    expect(cache.entries!.size).toBe(0);
    expect((await ask(cache, '/product/x', shop.next)).outcome).toBe('MISS');
  });
});
