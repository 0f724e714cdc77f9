/**
 * GET /api/search-suggestions?query= : up to 5 products for the header's search
 * box, in the shape the box shows. The catalogue client and its schemas stay on
 * the server.
 */
import type { APIRoute } from 'astro';
import { MAX_QUERY_LENGTH } from '~/features/catalog/query-length.ts';
import { MAX_SUGGESTIONS, suggestionQuery, toSuggestions } from '~/features/catalog/search-suggestions.ts';
import { listProducts } from '~/lib/surecart/index.ts';
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
  try {
    const { products } = await listProducts({
      query,
      limit: MAX_SUGGESTIONS,
      page: 1,
      expand: ['variants', 'prices', 'product_collections'],
    });
    return Response.json(
      { suggestions: toSuggestions(products) },
      { headers: { 'Cache-Control': CATALOG_CACHE_CONTROL } },
    );
  } catch (error) {
    console.error('Failed to fetch suggestions', error);
    return Response.json({ code: 'catalog_unavailable', message: 'Failed to fetch suggestions' }, { status: 502 });
  }
};
