/**
 * GET /api/products?category=&featured=&sort=&query=&page=&lang= : one page of
 * the shop listing as product cards, for the listing island, with the same
 * parameters as the listing's address (sort `name-asc`, or the older
 * `name:asc`), in the language `lang` names (`fr`: French names, prices and
 * `/fr/` links, and a search that matches French names). It keeps the
 * commerce client and its schemas on the server, and shares the server's
 * catalogue cache and the CDN's.
 */
import type { APIRoute } from 'astro';
import { LANG_ERROR, requestLocale } from '~/i18n/locales.ts';
import { loadListingPage } from '~/features/catalog/listing.server.ts';
import { listingParamErrors, parseListingState } from '~/features/catalog/listing-state.ts';
import { CATALOG_CACHE_CONTROL } from '~/lib/cache-headers.ts';

export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const locale = requestLocale(url.searchParams);
  const errors = [...listingParamErrors(url.searchParams), ...(locale ? [] : [LANG_ERROR])];
  if (errors.length || !locale) {
    return Response.json({ code: 'invalid_parameters', message: errors.join('; ') }, { status: 400 });
  }
  try {
    const page = await loadListingPage(parseListingState(url.searchParams), undefined, locale);
    return Response.json(page, { headers: { 'Cache-Control': CATALOG_CACHE_CONTROL } });
  } catch (error) {
    console.error('Failed to fetch products', error);
    return Response.json({ code: 'catalog_unavailable', message: 'Failed to fetch products' }, { status: 502 });
  }
};
