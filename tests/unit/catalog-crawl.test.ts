/**
 * A crawler walking the catalogue against the demo store behind SureCart's
 * documented limiters (local/commerce/rate-limits.ts): 300 distinct listing,
 * collection, search and product addresses in 60 seconds, each rendered
 * through its page's own loader and status rule (loadCatalogPage). None may
 * answer 5xx, and the shop's calls must stay within the limits. Then the
 * platform answers 429 to everything for a minute, long after the cache's
 * five minutes: the same pages still answer 200, from the last good
 * catalogue, and the shop waits out Retry-After instead of calling again.
 *
 * Time is a fake clock shared by the shop's cache and the limiters, moved
 * 200 ms between addresses, so the minute is exact and the test fast.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { SURECART_RATE_LIMITS, SureCartRateLimits } from '../../local/commerce/rate-limits.ts';
import { serveLocalCatalog, type LocalCatalog } from '../support/local-catalog.ts';
import { localeOfPath, unprefixedPath } from '~/i18n/locales.ts';
import { busiestWindow, CRAWL_ADDRESSES, CRAWL_MS, crawlAddresses } from '../support/catalog-crawl.ts';

const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);
const STEP_MS = CRAWL_MS / CRAWL_ADDRESSES;

type Modules = Awaited<ReturnType<typeof loadModules>>;

/** The shop's page modules, fresh, after the secret key is set (the server reads it as it starts). */
async function loadModules() {
  vi.resetModules();
  vi.doMock('astro:env/server', async (original) => ({
    ...(await original<Record<string, unknown>>()),
    SURECART_SECRET_KEY: LOCAL_DEFAULTS.surecartSecretKey,
  }));
  const [listing, product, collections, page] = await Promise.all([
    import('~/features/catalog/listing-page.server.ts'),
    import('~/features/product/product-page.server.ts'),
    import('~/features/catalog/collections-page.server.ts'),
    import('~/lib/catalog-page.ts'),
  ]);
  return { ...listing, ...product, ...collections, ...page };
}

interface Answer {
  status: number;
  /** What a shopper would find: the product's name, or how many cards the listing shows. */
  shows: string | number | null;
  incomplete: boolean;
}

/** One address, answered as its page answers it: the loader, then the status rule every catalogue page uses. */
async function visit(modules: Modules, address: string): Promise<Answer> {
  const url = new URL(address, 'http://shop.test');
  const locale = localeOfPath(url.pathname);
  const path = unprefixedPath(url.pathname);
  const response = { status: 200, headers: new Headers() };
  const [, kind, slug] = path.split('/');
  const loaded = await modules.loadCatalogPage(response, address, async () => {
    if (kind === 'product') {
      const page = await modules.loadProductPage(slug!, locale);
      return page && { shows: page.product.name, incomplete: false };
    }
    if (kind === 'collections') {
      const page = await modules.loadCollectionsPage(locale);
      return { shows: page.tree.length, incomplete: false };
    }
    const view =
      kind === 'collection'
        ? await modules.loadCollectionPage(slug!, url.searchParams, locale)
        : await modules.loadShopPage(kind === 'search' ? 'search' : 'shop', url.searchParams, locale);
    return view && { shows: view.island.initialPage.cards.length, incomplete: view.incomplete };
  });
  return { status: response.status, shows: loaded.data?.shows ?? null, incomplete: loaded.data?.incomplete ?? false };
}

describe('a crawl of the catalogue within SureCart’s limits', () => {
  let local: LocalCatalog;
  let limits: SureCartRateLimits;
  let modules: Modules;
  let addresses: string[];
  const first = new Map<string, Answer>();

  beforeAll(async () => {
    // Modules load on the real clock (the module runner times its own work).
    modules = await loadModules();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    limits = new SureCartRateLimits(true, {
      publicToken: LOCAL_DEFAULTS.surecartPublicToken,
      secretKey: LOCAL_DEFAULTS.surecartSecretKey,
    });
    local = serveLocalCatalog(undefined, 'standard', limits);
    addresses = crawlAddresses(
      local.store.products.filter((p) => !p.archived && p.status === 'published').map((p) => p.slug),
      local.store.collections.map((c) => c.slug),
    );
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.doUnmock('astro:env/server');
    vi.unstubAllGlobals();
  });

  it(`answers ${CRAWL_ADDRESSES} distinct addresses in a minute with no 5xx, within every limit`, async () => {
    expect(new Set(addresses).size).toBe(CRAWL_ADDRESSES);
    // Pages log what they could not read; what they answer is what is judged.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [index, address] of addresses.entries()) {
      vi.setSystemTime(T0 + index * STEP_MS);
      first.set(address, await visit(modules, address));
    }
    const answers = [...first.values()];
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.filter((answer) => answer.incomplete)).toEqual([]);

    const calls = limits.calls;
    expect(calls.filter((call) => call.limited)).toEqual([]);
    // The server reads with the secret key: the public key's 60 a minute is never spent.
    expect(calls.filter((call) => call.key !== 'secret')).toEqual([]);
    expect(busiestWindow(calls, SURECART_RATE_LIMITS.default.windowSeconds * 1000)).toBeLessThanOrEqual(
      SURECART_RATE_LIMITS.default.max,
    );
    // No count call per collection: every read of the product list is a listing, a search or the whole catalogue.
    expect(local.commerceCalls.filter((url) => url.searchParams.get('limit') === '1')).toEqual([]);
  });

  it('keeps answering those pages, from the last good catalogue, while SureCart answers 429 for a minute', async () => {
    // Long after the cache's five minutes, every entry is stale when the platform stops answering.
    const outage = T0 + CRAWL_MS + 10 * 60_000;
    vi.setSystemTime(outage);
    limits.saturate(60);
    const before = limits.calls.length;
    const sample = addresses.filter((_, index) => index % 3 === 0);
    for (const [index, address] of sample.entries()) {
      vi.setSystemTime(outage + Math.floor((index * 59_000) / sample.length));
      const answer = await visit(modules, address);
      expect({ address, ...answer }).toEqual({ address, ...first.get(address)! });
    }
    const during = limits.calls.slice(before);
    // The shop stopped calling at its first 429 and waited out Retry-After (60 s): only the first page's
    // reads, sent together, reached the platform.
    expect(during.every((call) => call.limited && call.at === outage)).toBe(true);
    expect(during.length).toBeGreaterThan(0);

    // Once the minute is over, the platform is called again and pages are fresh.
    vi.setSystemTime(outage + 60_000);
    expect(await visit(modules, '/collections')).toMatchObject({ status: 200 });
    expect(limits.calls.slice(before + during.length).some((call) => !call.limited)).toBe(true);
  });
});
