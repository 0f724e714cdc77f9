/**
 * The sitemap (sitemaps.org protocol): the shop's public pages, every
 * collection and every product, as absolute URLs on the site's origin.
 */

/**
 * The shop's public pages that search engines should know. Search results,
 * sign-in, account, password and order pages are personal or endless, so they
 * are left out (robots.txt keeps crawlers off them).
 */
export const SITEMAP_PAGES = [
  '/',
  '/shop',
  '/collections',
  '/about',
  '/contact',
  '/faq',
  '/shipping',
  '/privacy',
  '/terms',
];

/** The sitemaps.org protocol allows at most this many URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapCatalog {
  collectionSlugs: string[];
  productSlugs: string[];
}

/** Every path of the sitemap: static pages, then collections, then products, without repeats. */
export function sitemapPaths({ collectionSlugs, productSlugs }: SitemapCatalog): string[] {
  const paths = [
    ...SITEMAP_PAGES,
    ...collectionSlugs.map((slug) => `/collection/${encodeURIComponent(slug)}`),
    ...productSlugs.map((slug) => `/product/${encodeURIComponent(slug)}`),
  ];
  return [...new Set(paths)].slice(0, SITEMAP_MAX_URLS);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The sitemap document for these paths on the site's origin. */
export function renderSitemap(paths: string[], siteUrl: string): string {
  const urls = paths.map((path) => {
    const loc = new URL(path, siteUrl).href.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
    return `  <url><loc>${loc}</loc></url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
