import { describe, expect, it, vi } from 'vitest';
import type { APIContext, MiddlewareNext } from 'astro';
import { currentLocale, header } from '~/i18n/index.ts';
import { CATALOG_CACHE, CATALOG_CACHE_CONTROL, PRIVATE_NO_STORE } from '~/lib/cache-headers.ts';
import { EVENTS_PATH } from '~shared/shop-http.mjs';

vi.mock('astro:middleware', () => ({ defineMiddleware: (handler: unknown) => handler }));
const { onRequest } = await import('./middleware.ts');

function call(method: string, address = 'https://shop.example/shop', render = async () => new Response('the page')) {
  const next = vi.fn<MiddlewareNext>(render);
  const cache = { set: vi.fn(), tags: [] as string[] };
  const context = { request: new Request(address, { method }), url: new URL(address), cache } as unknown as APIContext;
  return { answer: onRequest(context, next) as Promise<Response> | Response, next, cache };
}

const answering = (cacheControl: string) => async () =>
  new Response('the page', { headers: { 'Cache-Control': cacheControl } });

describe('the language pages render in', () => {
  it.each([
    ['https://shop.example/fr/shop', 'fr-CA', 'Ouvrir le panier'],
    ['https://shop.example/shop', 'en-CA', 'Open cart'],
  ])('%s: its islands read %s words', async (address, locale, openCart) => {
    // Read after an await, as a page's islands are drawn while it streams.
    const render = async () => {
      await Promise.resolve();
      return new Response(`${currentLocale()} ${header.openCart}`);
    };
    const { answer } = call('GET', address, render);
    expect(await (await answer).text()).toBe(`${locale} ${openCart}`);
  });
});

describe('methods on rendered pages', () => {
  it.each(['GET', 'HEAD'])('%s renders the page', async (method) => {
    const { answer, next } = call(method);
    expect(await (await answer).text()).toBe('the page');
    expect(next).toHaveBeenCalledOnce();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s is refused with 405 and what is allowed, nothing rendered',
    async (method) => {
      const { answer, next } = call(method);
      const response = await answer;
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(next).not.toHaveBeenCalled();
    },
  );

  it('OPTIONS says what is allowed, with no body', async () => {
    const { answer, next } = call('OPTIONS');
    const response = await answer;
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(next).not.toHaveBeenCalled();
  });
});

describe("Astro's route cache", () => {
  it('keeps an answer with the catalogue policy for its lifetimes, with the listings tag', async () => {
    const { answer, cache } = call('GET', 'https://shop.example/shop', answering(CATALOG_CACHE_CONTROL));
    await answer;
    expect(cache.set).toHaveBeenCalledExactlyOnceWith({ ...CATALOG_CACHE, tags: ['product-lists'] });
  });

  it("tags a collection's page with its collection too", async () => {
    const { answer, cache } = call('GET', 'https://shop.example/fr/collection/road', answering(CATALOG_CACHE_CONTROL));
    await answer;
    expect(cache.set).toHaveBeenCalledWith({ ...CATALOG_CACHE, tags: ['product-lists', 'collection:road'] });
  });

  it('keeps nothing else: a personal page is not cached', async () => {
    const { answer, cache } = call('GET', 'https://shop.example/account', answering(PRIVATE_NO_STORE));
    await answer;
    expect(cache.set).toHaveBeenCalledExactlyOnceWith(false);
  });

  it("lets the commerce platform's events through, the one POST, and caches nothing of them", async () => {
    const { answer, next, cache } = call('POST', `https://shop.example${EVENTS_PATH}`);
    expect(await (await answer).text()).toBe('the page');
    expect(next).toHaveBeenCalledOnce();
    expect(cache.set).not.toHaveBeenCalled();
  });
});
