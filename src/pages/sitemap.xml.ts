/**
 * /sitemap.xml, built on request from the catalogue (cached like the
 * catalogue pages, 5 minutes at the edge).
 */
import type { APIRoute } from 'astro';
import { CATALOG_CACHE_CONTROL } from '~/lib/cache-headers.ts';
import { siteUrl } from '~/lib/env.ts';
import { renderSitemap, sitemapPaths } from '~/features/seo/sitemap.ts';
import { loadSitemapCatalog } from '~/features/seo/sitemap.server.ts';

export const GET: APIRoute = async () => {
  try {
    const catalog = await loadSitemapCatalog();
    return new Response(renderSitemap(sitemapPaths(catalog), siteUrl), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CATALOG_CACHE_CONTROL },
    });
  } catch (error) {
    // A sitemap without its products would tell search engines they are gone: ask them to come back later instead.
    console.error('Failed to build the sitemap', error);
    return new Response('Sitemap temporarily unavailable', {
      status: 503,
      headers: { 'Retry-After': '300', 'Cache-Control': 'no-store' },
    });
  }
};
