/**
 * The embedded backend's platform API behind SureCart's documented limiters, over HTTP: off in test
 * mode until a test turns them on, then 429 with Retry-After and the platform's error body beyond
 * 60 calls a minute with the public key; a reset turns them off again.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { platformError } from '../../supabase/functions/_shared/surecart/catalog.ts';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';

const origin = () => inject('backendOrigin');
const setLimits = (body: unknown) =>
  fetch(`${origin()}/_local/commerce/rate-limits`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const readCollections = (key: string) =>
  fetch(`${origin()}/v1/product_collections?limit=1`, { headers: { Authorization: `Bearer ${key}` } });

afterAll(async () => {
  await setLimits({ enabled: false });
});

describe('SureCart’s rate limits in the embedded backend', () => {
  it('are off in test mode, so the other tests run at full speed', async () => {
    const state = await (await fetch(`${origin()}/_local/commerce/rate-limits`)).json();
    expect(state.enabled).toBe(false);
    const statuses = await Promise.all(
      Array.from({ length: 65 }, async () => (await readCollections(LOCAL_DEFAULTS.surecartPublicToken)).status),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('once on, answer the 61st call of a minute with the public key with 429, Retry-After and the error body', async () => {
    expect((await setLimits({ enabled: true })).status).toBe(200);
    for (let call = 0; call < 60; call++)
      expect((await readCollections(LOCAL_DEFAULTS.surecartPublicToken)).status).toBe(200);
    const refused = await readCollections(LOCAL_DEFAULTS.surecartPublicToken);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(platformError.parse(await refused.json()).http_status).toBe('too_many_requests');
    // The secret key has its own, larger limit.
    expect((await readCollections(LOCAL_DEFAULTS.surecartSecretKey)).status).toBe(200);
  });

  it('are off again after a reset', async () => {
    await setLimits({ enabled: true, saturated_for_seconds: 60 });
    expect((await readCollections(LOCAL_DEFAULTS.surecartSecretKey)).status).toBe(429);
    expect((await fetch(`${origin()}/_local/reset`, { method: 'POST' })).status).toBe(200);
    expect((await readCollections(LOCAL_DEFAULTS.surecartSecretKey)).status).toBe(200);
  });
});
