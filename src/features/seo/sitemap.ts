/**
 * The sitemap (sitemaps.org protocol): the shop's public pages, every
 * collection and every product, as absolute URLs on the site's origin, in
 * each of the shop's languages, each entry naming its twins and the default
 * language (`xhtml:link` alternates, the form search engines read in sitemaps).
 */
import { LOCALES } from '~/i18n/locales.ts';
import { languageAlternates } from './alternates.ts';

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

/** Every page is listed once per language. */
const MAX_PAGES = Math.floor(SITEMAP_MAX_URLS / LOCALES.length);

/** Every page of the sitemap (its English path): static pages, then collections, then products, without repeats. */
export function sitemapPaths({ collectionSlugs, productSlugs }: SitemapCatalog): string[] {
  const paths = [
    ...SITEMAP_PAGES,
    ...collectionSlugs.map((slug) => `/collection/${encodeURIComponent(slug)}`),
    ...productSlugs.map((slug) => `/product/${encodeURIComponent(slug)}`),
  ];
  return [...new Set(paths)].slice(0, MAX_PAGES);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The sitemap document for these pages (English paths) on the site's origin, each in every language. */
export function renderSitemap(paths: string[], siteUrl: string): string {
  const urls = paths.flatMap((path) => {
    const alternates = languageAlternates(path, siteUrl);
    const links = alternates
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`)
      .join('');
    // One entry per language's own address; x-default names one of them again.
    return alternates
      .filter(({ hreflang }) => hreflang !== 'x-default')
      .map(({ href }) => `  <url><loc>${xml(href)}</loc>${links}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
