import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.ts';

describe('robots.txt', () => {
  const text = robotsTxt('https://velonord.ca');

  it('points crawlers at the sitemap on the site origin', () => {
    expect(text).toContain('Sitemap: https://velonord.ca/sitemap.xml');
  });

  it('keeps crawlers off personal pages, the JSON endpoints and search results', () => {
    for (const path of ['/account', '/thank-you', '/auth/', '/api/', '/search'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
  });
});
