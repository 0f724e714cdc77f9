/**
 * robots.txt: crawlers are welcome everywhere except personal pages
 * (account, order confirmation, password pages), the shop's own JSON
 * endpoints and endless search results; the sitemap lists the rest.
 */
export const ROBOTS_DISALLOWED = ['/account', '/thank-you', '/auth/', '/api/', '/search'];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}
