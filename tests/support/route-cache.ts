/**
 * Test support for the route-cache provider: rendered answers marked
 * cacheable as Astro's cache API marks them (`CDN-Cache-Control` and
 * `Cache-Tag`), a renderer that counts its renders and can hold them open so
 * requests overlap, and a request driven through `onRequest` as Astro drives it.
 */
import type { createRouteCache } from '../../server/route-cache/provider.mjs';
import { CACHE_HEADER } from '../../server/route-cache/provider.mjs';

export const ORIGIN = 'http://shop.test';
export const logger = { info: () => {}, warn: () => {}, error: () => {} };

export interface PageOptions {
  maxAge?: number;
  swr?: number;
  tags?: string[];
  status?: number;
  headers?: Record<string, string>;
}

/** A rendered answer, cacheable for `maxAge` seconds unless told otherwise. */
export function page(body: string, { maxAge = 300, swr = 0, tags = [], status = 200, headers = {} }: PageOptions = {}) {
  const all = new Headers({ 'Content-Type': 'text/html', ...headers });
  if (maxAge > 0) all.set('CDN-Cache-Control', `max-age=${maxAge}, stale-while-revalidate=${swr}`);
  if (tags.length) all.set('Cache-Tag', tags.join(', '));
  return new Response(body, { status, headers: all });
}

/** A renderer that counts its renders; `hold()` keeps the next ones open until `release()`. */
export function renderer(make: (n: number) => Response = (n) => page(`render ${n}`)) {
  let renders = 0;
  let gate: Promise<void> | null = null;
  let open = () => {};
  return {
    get renders() {
      return renders;
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = null;
    },
    next: async () => {
      renders += 1;
      const n = renders;
      if (gate) await gate;
      return make(n);
    },
  };
}

export type Cache = ReturnType<typeof createRouteCache>;

export async function ask(cache: Cache, path: string, next: () => Promise<Response>, init: RequestInit = {}) {
  const request = new Request(`${ORIGIN}${path}`, init);
  const response = await cache.onRequest!({ request, url: new URL(request.url), logger }, next);
  return { status: response.status, outcome: response.headers.get(CACHE_HEADER), body: await response.text() };
}
