/**
 * robots.txt: crawlers are welcome everywhere except personal pages
 * (account, order confirmation, password pages), the shop's own JSON
 * endpoints and endless search results, in both languages; the sitemap
 * lists the rest.
 */
import { localePath } from '~/i18n/locales.ts';

const PERSONAL_PATHS = ['/account', '/thank-you', '/auth/', '/search'];
export const ROBOTS_DISALLOWED = [
  ...PERSONAL_PATHS,
  '/api/',
  ...PERSONAL_PATHS.map((path) => localePath(path, 'fr-CA')),
];

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
