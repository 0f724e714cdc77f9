/**
 * For unit tests of the server's catalogue pages: the demo catalogue's
 * commerce API and media API, run in the test's own process. The shop's
 * clients call `fetch` with their configured addresses; this answers those
 * calls from the local backend's own handlers, so the builders are tested
 * against the same requests and answers as in production, without a server.
 */
import { Hono } from 'hono';
import { vi } from 'vitest';
import { loadCatalog } from '../../local/catalog/index.ts';
import type { StoreShape } from '../../local/catalog/types.ts';
import { catalogApi } from '../../local/commerce/catalog-api.ts';
import { CatalogStore } from '../../local/commerce/catalog-store.ts';
import type { SureCartRateLimits } from '../../local/commerce/rate-limits.ts';
import { mediaApi } from '../../local/wordpress/media-api.ts';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { commerceApiUrl, commercePublicToken, mediaApiUrl } from '~/lib/env.ts';

/** The backend's own rule for which products a listing shows, for tests that count what the shop should list. */
export { isShown } from '../../local/commerce/catalog-store.ts';

export interface LocalCatalog {
  store: CatalogStore;
  /** Every address the shop asked the commerce API for, in order. */
  commerceCalls: URL[];
}

/**
 * Answers the shop's catalogue and media calls from a fresh demo catalogue
 * (of `scale` products, when given; a standard store unless `shape` says
 * otherwise), behind SureCart's rate limits when `limits` is given; undo
 * with `vi.unstubAllGlobals()`.
 */
export function serveLocalCatalog(
  scale?: number,
  shape: StoreShape = 'standard',
  limits?: SureCartRateLimits,
): LocalCatalog {
  const store = new CatalogStore(loadCatalog({ mediaOrigin: new URL(mediaApiUrl).origin, scale, shape }));
  const commerce = new Hono();
  if (limits) commerce.use('*', limits.middleware());
  commerce.route(
    '/',
    catalogApi(() => store, { publicToken: commercePublicToken, secretKey: LOCAL_DEFAULTS.surecartSecretKey }),
  );
  const media = mediaApi(() => store);
  const commerceCalls: URL[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(`${commerceApiUrl}/`)) {
      const target = new URL(url);
      commerceCalls.push(target);
      return commerce.request(url.slice(commerceApiUrl.length), init);
    }
    if (url.startsWith(mediaApiUrl)) return media.request(url.slice(new URL(mediaApiUrl).origin.length), init);
    throw new Error(`unexpected request in a unit test: ${url}`);
  });
  return { store, commerceCalls };
}
