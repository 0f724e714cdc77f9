/**
 * What each page makes the browser download: every JavaScript module the
 * page's HTML references, followed through static and dynamic imports.
 */
import type { APIRequestContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';

interface Chunk {
  url: string;
  source: string;
}

async function pageScripts(request: APIRequestContext, path: string): Promise<Chunk[]> {
  const html = await (await request.get(path)).text();
  const base = new URL(path, 'http://placeholder');
  const queue = new Set<string>();
  for (const match of html.matchAll(/(?:src|component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g)) queue.add(match[1]!);
  for (const match of html.matchAll(/import\((?:"|')([^"']+\.js)(?:"|')\)|from\s*(?:"|')([^"']+\.js)(?:"|')/g)) queue.add((match[1] ?? match[2])!);
  const chunks = new Map<string, Chunk>();
  const pending = [...queue].map((u) => new URL(u, base).pathname);
  while (pending.length) {
    const url = pending.pop()!;
    if (chunks.has(url)) continue;
    const source = await (await request.get(url)).text();
    chunks.set(url, { url, source });
    for (const match of source.matchAll(/(?:import\(|from|import)\s*["']([^"']+\.js)["']/g)) {
      pending.push(new URL(match[1]!, new URL(url, 'http://placeholder')).pathname);
    }
  }
  return [...chunks.values()];
}

const gzipKb = (chunks: Chunk[]) => chunks.reduce((sum, c) => sum + gzipSync(c.source).length, 0) / 1024;

test.describe('page weight', () => {
  test('no JavaScript the home page can load contains zod or supabase-js', async ({ request }) => {
    const chunks = await pageScripts(request, '/');
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(chunk.source, `${chunk.url} has zod`).not.toMatch(/ZodError|\$ZodType|_zod\b/);
      expect(chunk.source, `${chunk.url} has supabase-js`).not.toMatch(/supabase|GoTrueClient|PostgrestClient/i);
    }
  });

  test('the home page loads at most 120 KB of JavaScript (gzip)', async ({ request }) => {
    const kb = gzipKb(await pageScripts(request, '/'));
    console.log(`home page JavaScript: ${kb.toFixed(1)} KB gzip`);
    expect(kb).toBeLessThan(120);
  });
});

/**
 * The content pages add no JavaScript of their own: what they load is the
 * layout's (client router, navigation feedback, auth-hash rule) and the
 * shared islands (the persisted header, the footer's theme menu and, later,
 * its newsletter form). `page.*.js` is Astro's own per-site script (prefetch).
 */
const CONTENT_PAGES = ['/about', '/faq', '/shipping', '/privacy', '/terms'];
const SHARED_ISLANDS = /^\/_astro\/(Header|ThemeMenu|Newsletter[A-Za-z]*)\.[\w-]+\.js$/;
const LAYOUT_SCRIPTS =
  /^\/_astro\/((ClientRouter|NavigationProgress|LoadingOverlay|AuthHashGuard)\.astro_astro_type_script_index_\d+_lang|page)\.[\w-]+\.js$/;

test.describe('content pages weight', () => {
  for (const path of CONTENT_PAGES) {
    test(`${path} ships no JavaScript of its own`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const islands = [...html.matchAll(/<astro-island[^>]*component-url="([^"]+)"/g)].map((m) => m[1]!);
      expect(islands.length).toBeGreaterThan(0);
      for (const island of islands) expect(island).toMatch(SHARED_ISLANDS);
      const modules = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
      for (const src of modules) expect(src).toMatch(LAYOUT_SCRIPTS);
      expect(html, 'no inline module script').not.toMatch(/<script type="module">/);

      const kb = gzipKb(await pageScripts(request, path));
      console.log(`${path} JavaScript: ${kb.toFixed(1)} KB gzip`);
      expect(kb).toBeLessThan(120);
    });
  }
});
