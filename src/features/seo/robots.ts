/**
 * robots.txt: crawlers are welcome everywhere except personal pages
 * (account, order confirmation, password pages), the shop's own JSON
 * endpoints and endless search results, in every language; the sitemap
 * lists the rest.
 */
import { DEFAULT_LOCALE, LOCALES, localePath } from '~/i18n/locales.ts';

const PERSONAL_PATHS = ['/account', '/thank-you', '/auth/', '/search'];
export const ROBOTS_DISALLOWED = [
  ...PERSONAL_PATHS,
  '/api/',
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    PERSONAL_PATHS.map((path) => localePath(path, locale)),
  ),
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
