import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, SITEMAP_PAGES, renderSitemap, sitemapPaths } from './sitemap.ts';

describe('sitemap', () => {
  it('lists the public pages, then every collection and every product', () => {
    const paths = sitemapPaths({ collectionSlugs: ['bike-road-bike'], productSlugs: ['summit-29', 'ridge-helmet'] });
    expect(paths).toEqual([
      ...SITEMAP_PAGES,
      '/collection/bike-road-bike',
      '/product/summit-29',
      '/product/ridge-helmet',
    ]);
    for (const page of ['/', '/shop', '/collections', '/about', '/faq', '/shipping', '/privacy', '/terms'])
      expect(paths).toContain(page);
  });

  it('leaves out personal and endless pages', () => {
    for (const page of ['/search', '/login', '/account', '/thank-you', '/auth/reset-password'])
      expect(SITEMAP_PAGES).not.toContain(page);
  });

  // Renders a sitemap at the protocol's limit (50,000 addresses): seconds on a loaded two-core machine.
  it('lists a product only once and stays within the protocol limit', { timeout: 30_000 }, () => {
    expect(
      sitemapPaths({ collectionSlugs: [], productSlugs: ['a', 'a'] }).filter((p) => p === '/product/a'),
    ).toHaveLength(1);
    const many = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, i) => `p${i}`);
    const pages = sitemapPaths({ collectionSlugs: [], productSlugs: many });
    // Each page is listed in English and in French.
    expect(pages).toHaveLength(SITEMAP_MAX_URLS / 2);
    expect(renderSitemap(pages, 'https://velonord.ca').match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });

  it('writes absolute URLs on the site origin, escaped for XML', () => {
    const xml = renderSitemap(['/', '/product/a&b'], 'https://velonord.ca');
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain('<loc>https://velonord.ca/</loc>');
    expect(xml).toContain('<loc>https://velonord.ca/product/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://velonord.ca/fr/product/a&amp;b</loc>');
  });

  it('lists each page in both languages, each naming both and the default', () => {
    const xml = renderSitemap(['/shop'], 'https://velonord.ca');
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en-CA" href="https://velonord.ca/shop"/>' +
      '<xhtml:link rel="alternate" hreflang="fr-CA" href="https://velonord.ca/fr/shop"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://velonord.ca/shop"/>';
    expect(xml).toContain(`<url><loc>https://velonord.ca/shop</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://velonord.ca/fr/shop</loc>${alternates}</url>`);
    expect(renderSitemap(['/'], 'https://velonord.ca')).toContain('<loc>https://velonord.ca/fr/</loc>');
  });

  it('encodes slugs that are not plain ASCII', () => {
    expect(sitemapPaths({ collectionSlugs: [], productSlugs: ['vélo'] })).toContain('/product/v%C3%A9lo');
  });
});
