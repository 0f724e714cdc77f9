/**
 * SureCart's documented limiters, as local/ enforces them on the platform's API: 60 operations a
 * minute with a public key, 150 in 10 seconds with a secret key, 10 a minute on a sensitive endpoint;
 * beyond them 429, with Retry-After and the platform's error body.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { platformError } from '../../supabase/functions/_shared/surecart/catalog.ts';
import { LOCAL_DEFAULTS } from '../defaults.js';
import { loadCatalog } from '../catalog/index.ts';
import { catalogApi } from './catalog-api.ts';
import { CatalogStore } from './catalog-store.ts';
import { SureCartRateLimits } from './rate-limits.ts';

const keys = { publicToken: LOCAL_DEFAULTS.surecartPublicToken, secretKey: LOCAL_DEFAULTS.surecartSecretKey };

/** The platform's API behind the limiters, on a clock the test moves. */
function platform(enabled = true) {
  const clock = { now: 1_800_000_000_000 };
  const limits = new SureCartRateLimits(enabled, keys, () => clock.now);
  const store = new CatalogStore(loadCatalog({ mediaOrigin: 'http://127.0.0.1' }));
  const app = new Hono();
  app.use('/v1/*', limits.middleware());
  app.post('/v1/customer_links', (c) => c.json({ id: 'link' }, 201));
  app.route(
    '/v1',
    catalogApi(() => store, keys),
  );
  const call = (key: string, method = 'GET', path = '/v1/product_collections') =>
    app.request(path, { method, headers: { Authorization: `Bearer ${key}` } });
  return { clock, limits, call };
}

async function statuses(calls: Array<Response | Promise<Response>>): Promise<number[]> {
  return (await Promise.all(calls)).map((response) => response.status);
}

describe('SureCart’s rate limits in local/', () => {
  it('lets 60 calls a minute through with a public key, then answers 429 until the minute is over', async () => {
    const { clock, call } = platform();
    expect(new Set(await statuses(Array.from({ length: 60 }, () => call(keys.publicToken))))).toEqual(new Set([200]));
    clock.now += 45_000;
    const refused = await call(keys.publicToken);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('15');
    const body = await refused.json();
    expect(platformError.parse(body)).toMatchObject({ http_status: 'too_many_requests', code: 'too_many_requests' });
    expect(body.message).toMatch(/60 operations every 60 seconds/);
    clock.now += 15_000;
    expect((await call(keys.publicToken)).status).toBe(200);
  });

  it('holds a secret key to 150 calls in 10 seconds, apart from the public key’s count', async () => {
    const { clock, call } = platform();
    const first = await statuses(Array.from({ length: 151 }, () => call(keys.secretKey)));
    expect(first.filter((status) => status === 200)).toHaveLength(150);
    expect(first.at(-1)).toBe(429);
    expect((await call(keys.publicToken)).status).toBe(200);
    clock.now += 10_000;
    expect((await call(keys.secretKey)).status).toBe(200);
  });

  it('holds a sensitive endpoint to 10 calls a minute, even with the secret key', async () => {
    const { call } = platform();
    const links = await statuses(Array.from({ length: 11 }, () => call(keys.secretKey, 'POST', '/v1/customer_links')));
    expect(links.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(links[10]).toBe(429);
    // Other endpoints still answer: only the sensitive limit is spent.
    expect((await call(keys.secretKey)).status).toBe(200);
  });

  it('when off, lets everything through and still lists the calls by kind of key', async () => {
    const { call, limits } = platform(false);
    expect(new Set(await statuses(Array.from({ length: 70 }, () => call(keys.publicToken))))).toEqual(new Set([200]));
    expect(limits.calls).toHaveLength(70);
    expect(limits.calls.every((logged) => logged.key === 'public' && !logged.limited)).toBe(true);
  });

  it('answers 429 to every call while saturated, with the seconds left as Retry-After', async () => {
    const { clock, call, limits } = platform(false);
    limits.saturate(60);
    clock.now += 20_000;
    const refused = await call(keys.secretKey);
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '40']);
    clock.now += 40_000;
    expect((await call(keys.secretKey)).status).toBe(200);
  });
});

describe('the test hook', () => {
  it('turns the limiters on and lists the calls in test mode, and is refused outside it', async () => {
    const limits = new SureCartRateLimits(false, keys);
    const put = (testMode: boolean, body: unknown) =>
      limits.routes(testMode).request('/_local/commerce/rate-limits', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put(false, { enabled: true })).status).toBe(403);
    expect(limits.isEnabled).toBe(false);
    expect(await (await put(true, { enabled: true })).json()).toEqual({ enabled: true });
    expect(limits.isEnabled).toBe(true);
    const read = await limits.routes(true).request('/_local/commerce/rate-limits');
    expect(await read.json()).toMatchObject({ enabled: true, limits: { public: { max: 60, windowSeconds: 60 } } });
  });
});
