/**
 * The thank-you page's read of an order asks past any page cache: SureCart's own scripts add the
 * time of each read (`t`) to every address, so two reads a moment apart are two addresses.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOrderCheckout } from './checkout.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The addresses `getOrderCheckout` asks for, one read at each of `times` (ms since the epoch). */
async function readAt(times: number[]): Promise<URL[]> {
  const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ id: 'co_1', line_items: [] }), { status: 200 }));
  vi.stubGlobal('fetch', fetchSpy);
  vi.useFakeTimers();
  for (const time of times) {
    vi.setSystemTime(time);
    await getOrderCheckout('co_1').catch(() => undefined);
  }
  return fetchSpy.mock.calls.map((call) => new URL(String((call as unknown[])[0])));
}

describe('the thank-you read', () => {
  it('carries the time of the read as t, with refresh_status=true', async () => {
    const [url] = await readAt([1_790_000_000_123]);
    expect(url!.searchParams.get('t')).toBe('1790000000123');
    expect(url!.searchParams.get('refresh_status')).toBe('true');
  });

  it('asks for a new address on each read, so a cached answer cannot be served again', async () => {
    const urls = await readAt([1_790_000_000_000, 1_790_000_002_000]);
    expect(new Set(urls.map(String)).size).toBe(2);
  });
});
