/**
 * The backend outside test mode (as `npm run dev` and `npm start` run it):
 * nobody may move Auth's limits or clock, nor make the backend fail or stall
 * on demand. The hooks answer 403 and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalApp, type LocalApp } from '../../local/app.ts';
import { loadCatalog } from '../../local/catalog/index.ts';
import { CatalogStore } from '../../local/commerce/catalog-store.ts';
import { openDatabase, type Database } from '../../local/db.ts';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';

const origin = 'http://127.0.0.1:1';
let db: Database;
let local: LocalApp;

beforeAll(async () => {
  db = await openDatabase(null);
  local = createLocalApp({
    db,
    loadStore: () => new CatalogStore(loadCatalog({ mediaOrigin: origin })),
    keys: { publicToken: LOCAL_DEFAULTS.surecartPublicToken, secretKey: LOCAL_DEFAULTS.surecartSecretKey },
    origin,
    siteUrl: LOCAL_DEFAULTS.siteUrl,
    testMode: false,
  });
});
afterAll(async () => db?.close());

const request = (method: string, path: string, body?: unknown) =>
  local.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('outside test mode', () => {
  it('refuses to set or clear faults with 403, and the catalogue keeps answering', async () => {
    const set = await request('POST', '/_local/faults', { path: '/v1/products', status: 500, times: 5 });
    expect(set.status).toBe(403);
    expect(await set.json()).toEqual({ code: 'forbidden', message: 'Only allowed in test mode.' });
    expect(local.faults.pending).toEqual([]);
    expect((await request('DELETE', '/_local/faults')).status).toBe(403);

    const products = await local.app.request('/v1/products', {
      headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartPublicToken}` },
    });
    expect(products.status).toBe(200);
  });

  it("refuses to move Auth's limits or clock with 403", async () => {
    for (const [method, path, body] of [
      ['PUT', '/_local/auth/rate-limits', { token: { max: 0, windowSeconds: 60 } }],
      ['DELETE', '/_local/auth/rate-limits', undefined],
      ['PUT', '/_local/auth/clock', { offset_seconds: 3601 }],
    ] as const) {
      expect((await request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
  });
});
