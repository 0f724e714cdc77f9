/**
 * What every rendered page goes through wherever it runs (Vercel's
 * functions, `npm start`, `astro dev`):
 *
 * - The methods rule: every page and endpoint of the shop is only read, so
 *   OPTIONS says what is allowed and any other method but GET and HEAD is
 *   refused with 405, before a page is rendered for it; the one exception is
 *   the commerce platform posting its events. The Node server applies the
 *   same rule in front of Astro, static files included.
 * - The page's language: islands and the modules they use read that
 *   language's words while the page renders (src/i18n/render-words.ts).
 * - The route cache: an answer whose policy is the catalogue's (decided by
 *   the page, from what it found: src/lib/cache-headers.ts) is kept by
 *   Astro's cache for the same lifetimes, with its tags (decision 0085).
 */
import { defineMiddleware } from 'astro:middleware';
import { ALLOWED_METHODS, EVENTS_PATH } from '~shared/shop-http.mjs';
import { CATALOG_CACHE, CATALOG_CACHE_CONTROL } from '~/lib/cache-headers.ts';
import { defaultTags } from '~/lib/cache-tags.ts';
import { withPageWords } from '~/i18n/render-words.ts';
import { localeOfPath } from '~/i18n/locales.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const { method } = context.request;
  if (method === 'POST' && context.url.pathname === EVENTS_PATH) return next();
  if (method !== 'GET' && method !== 'HEAD') {
    const headers = { Allow: ALLOWED_METHODS.join(', '), 'Cache-Control': 'no-store' };
    return new Response(null, { status: method === 'OPTIONS' ? 204 : 405, headers });
  }
  const response = await withPageWords(localeOfPath(context.url.pathname), next);
  if (response.headers.get('Cache-Control') === CATALOG_CACHE_CONTROL) {
    context.cache.set({ ...CATALOG_CACHE, tags: defaultTags(context.url.pathname, context.cache.tags) });
  } else {
    // Not kept anywhere: tags a page set before it knew its outcome go too.
    context.cache.set(false);
  }
  return response;
});
