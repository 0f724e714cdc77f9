/**
 * The methods rule for rendered pages wherever they run (Vercel's functions,
 * `astro dev`): every page and endpoint of the shop is only read, so OPTIONS
 * says what is allowed and any other method but GET and HEAD is refused with
 * 405, before a page is rendered for it. The Node server applies the same
 * rule in front of Astro, static files included.
 */
import { defineMiddleware } from 'astro:middleware';
import { ALLOWED_METHODS } from '~shared/shop-http.mjs';

export const onRequest = defineMiddleware((context, next) => {
  const { method } = context.request;
  if (method === 'GET' || method === 'HEAD') return next();
  const headers = { Allow: ALLOWED_METHODS.join(', '), 'Cache-Control': 'no-store' };
  return new Response(null, { status: method === 'OPTIONS' ? 204 : 405, headers });
});
