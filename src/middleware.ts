/**
 * Every page renders in its address's language: islands and the modules they
 * use read that language's words (src/i18n/render-words.ts).
 *
 * The methods rule for rendered pages wherever they run (Vercel's functions,
 * `astro dev`): every page and endpoint of the shop is only read, so OPTIONS
 * says what is allowed and any other method but GET and HEAD is refused with
 * 405, before a page is rendered for it. The Node server applies the same
 * rule in front of Astro, static files included.
 */
import { defineMiddleware } from 'astro:middleware';
import { ALLOWED_METHODS } from '~shared/shop-http.mjs';
import { withPageWords } from '~/i18n/render-words.ts';
import { localeOfPath } from '~/i18n/locales.ts';

export const onRequest = defineMiddleware((context, next) => {
  const { method } = context.request;
  if (method === 'GET' || method === 'HEAD') return withPageWords(localeOfPath(context.url.pathname), next);
  const headers = { Allow: ALLOWED_METHODS.join(', '), 'Cache-Control': 'no-store' };
  return new Response(null, { status: method === 'OPTIONS' ? 204 : 405, headers });
});
