/**
 * GET /api/search-suggestions?query=&lang= : up to 5 products for the header's
 * search box, in the shape the box shows, in the language `lang` names (`fr`:
 * French names, prices and `/fr/` links, French names matched too). The
 * catalogue client and its schemas stay on the server.
 */
import type { APIRoute } from 'astro';
import { searchRequest } from '~/features/catalog/catalogue-search.server.ts';
import { LANG_ERROR, requestLocale } from '~/i18n/locales.ts';
import { MAX_QUERY_LENGTH } from '~/features/catalog/query-length.ts';
import { MAX_SUGGESTIONS, suggestionQuery } from '~/features/catalog/search-suggestions.ts';
import { toSuggestions } from '~/features/catalog/search-suggestions.server.ts';
import { CARD_EXPANSIONS, listProducts } from '~/lib/surecart/index.ts';
import { CATALOG_CACHE_CONTROL } from '~/lib/cache-headers.ts';

export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const query = suggestionQuery(url.searchParams.get('query') ?? '');
  if (!query || query.length > MAX_QUERY_LENGTH) {
    return Response.json(
      { code: 'invalid_query', message: `query must have from 2 to ${MAX_QUERY_LENGTH} characters` },
      { status: 400 },
    );
  }
  const locale = requestLocale(url.searchParams);
  if (!locale) return Response.json({ code: 'invalid_parameters', message: LANG_ERROR }, { status: 400 });
  try {
    const request = await searchRequest({ query, limit: MAX_SUGGESTIONS, page: 1, expand: CARD_EXPANSIONS }, locale);
    const { products } = await listProducts(request);
    return Response.json(
      { suggestions: await toSuggestions(products, locale) },
      { headers: { 'Cache-Control': CATALOG_CACHE_CONTROL } },
    );
  } catch (error) {
    console.error('Failed to fetch suggestions', error);
    return Response.json({ code: 'catalog_unavailable', message: 'Failed to fetch suggestions' }, { status: 502 });
  }
};
