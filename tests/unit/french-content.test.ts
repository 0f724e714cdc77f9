/**
 * The French pages say what the English ones say: the same dates, the same
 * figures (delays, limits, amounts), the same number of sections, and links
 * that stay in French and land on headings that exist.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const pagesFolder = fileURLToPath(new URL('../../src/content/pages', import.meta.url));
const read = (locale: string, page: string) => readFileSync(join(pagesFolder, locale, `${page}.md`), 'utf8');
const pages = readdirSync(join(pagesFolder, 'en')).map((file) => file.replace(/\.md$/, ''));

/** The numbers a page states, once each ("24-48" and "24 à 48" both give 24 and 48; "9:00" and "9 h" give 9). */
function figures(text: string): string[] {
  const numbers = text
    .replace(/\d{1,2}:00/g, (time) => time.slice(0, -3))
    .replace(/(\d),(\d{3})/g, '$1$2')
    .match(/\d+/g);
  return [...new Set(numbers)].sort();
}

const frontMatterLine = (text: string, key: string) => new RegExp(`^${key}: .*$`, 'm').exec(text)?.[0];

/** The anchors of a page's ## and ### headings, as the site builds them. */
function anchors(text: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set([...text.matchAll(/^#{2,3} (.+)$/gm)].map((match) => slugger.slug(match[1]!)));
}

/** Links to pages of the shop: front-matter hrefs and Markdown links. */
function shopLinks(text: string): string[] {
  const hrefs = [...text.matchAll(/href: (\/\S*)/g)].map((match) => match[1]!);
  const markdown = [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]!);
  return [...hrefs, ...markdown];
}

describe.each(pages)('the French %s page', (page) => {
  const english = read('en', page);
  const french = read('fr', page);

  it('carries the same dates', () => {
    for (const key of ['effective', 'lastUpdated'])
      expect(frontMatterLine(french, key)).toBe(frontMatterLine(english, key));
  });

  it('states the same figures', () => {
    expect(figures(french)).toEqual(figures(english));
  });

  it('has as many sections, questions and list items', () => {
    const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
    for (const pattern of [/^## /gm, /^### /gm, /^ {6}- question: /gm, /^- /gm, /^\| /gm])
      expect(count(french, pattern), String(pattern)).toBe(count(english, pattern));
  });

  it('links to French pages of the shop, and to headings that exist', () => {
    for (const link of shopLinks(french)) {
      // The one deliberate exception: the terms point English readers to their version.
      if (page === 'terms' && link === '/terms') continue;
      expect(link, link).toMatch(/^\/fr\//);
      const [path, anchor] = link.split('#');
      if (!anchor) continue;
      const target = path!.replace(/^\/fr\//, '');
      expect(anchors(read('fr', target)), link).toContain(anchor);
    }
  });
});
