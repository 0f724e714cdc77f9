/**
 * What each page makes the browser download: every JavaScript module the
 * page's HTML references, followed through its imports. "At first" is what
 * loads without any interaction (page scripts, islands hydrating on load or
 * idle, and their static imports); "in all" adds islands hydrating when
 * scrolled into view and everything loaded on demand (dynamic imports: the
 * carousel, the cart drawer's dialog, toasts).
 */
import type { APIRequestContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { SMALL_FILE_BYTES } from '../../integrations/small-shared-modules.mjs';
import { localePath } from '../../src/i18n/locales.ts';
import { backendOrigin, commerceApi, SHOWN_PRODUCTS, expect, test, waitForIslands } from './fixtures.ts';

interface Chunk {
  url: string;
  source: string;
  atFirst: boolean;
}

const resolve = (url: string, from: string) => new URL(url, new URL(from, 'http://placeholder')).pathname;

async function pageScripts(request: APIRequestContext, path: string): Promise<Chunk[]> {
  const html = await (await request.get(path)).text();
  const entries: [string, boolean][] = [];
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) entries.push([match[1]!, true]);
  for (const match of html.matchAll(/<astro-island([^>]*)>/g)) {
    const attrs = match[1]!;
    const atFirst = !/client="visible"/.test(attrs);
    for (const url of attrs.matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g))
      entries.push([url[1]!, atFirst]);
  }
  for (const match of html.matchAll(/import\((?:"|')([^"']+\.js)(?:"|')\)|from\s*(?:"|')([^"']+\.js)(?:"|')/g)) {
    entries.push([(match[1] ?? match[2])!, true]);
  }
  const chunks = new Map<string, Chunk>();
  const pending = entries.map(([url, atFirst]) => ({ url: resolve(url, path), atFirst }));
  while (pending.length) {
    const { url, atFirst } = pending.shift()!;
    const known = chunks.get(url);
    if (known && (known.atFirst || !atFirst)) continue;
    const source = known?.source ?? (await (await request.get(url)).text());
    chunks.set(url, { url, source, atFirst });
    // The bundler quotes module addresses with ', " or ` (template literals).
    for (const match of source.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g))
      pending.push({ url: resolve(match[1]!, url), atFirst: false });
    for (const match of source.matchAll(/(?:from|import)\s*["'`]([^"'`]+\.js)["'`]/g))
      pending.push({ url: resolve(match[1]!, url), atFirst });
  }
  return [...chunks.values()];
}

const ZOD = /ZodError|\$ZodType|_zod\b/;
/** supabase-js, recognisable in any build by the names its clients log under. */
const SUPABASE = /GoTrueClient|PostgrestClient/;
/** The form libraries, loaded on demand when a contact message or a subscription is sent. */
const isFormLibrary = (c: Chunk) => !c.atFirst && (ZOD.test(c.source) || SUPABASE.test(c.source));
/** supabase-js (about 55 KB gzip) and the contact rules on zod/mini (about 6 KB). */
const FORM_LIBRARIES_BUDGET = 70;
/**
 * The words a page carries for what its islands show at first, in its HTML (KB gzip): the most is a French
 * product page's, 3.6 KB (the words of dialogs opened on demand come with them, not with the page).
 */
const WORDS_BUDGET = 4;

const gzipKb = (chunks: Chunk[]) => chunks.reduce((sum, c) => sum + gzipSync(c.source).length, 0) / 1024;

test.describe('page weight', () => {
  // The forms load both on demand, when one is sent: only the JavaScript a page loads at first is checked.
  test('no JavaScript the home page loads at first contains zod or supabase-js', async ({ request }) => {
    const chunks = (await pageScripts(request, '/')).filter((c) => c.atFirst);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(chunk.source, `${chunk.url} has zod`).not.toMatch(ZOD);
      expect(chunk.source, `${chunk.url} has supabase-js`).not.toMatch(SUPABASE);
    }
    // Both exist, on demand only: otherwise the checks above would prove nothing.
    const all = await pageScripts(request, '/');
    expect(all.some((c) => !c.atFirst && SUPABASE.test(c.source))).toBe(true);
    expect(all.some((c) => !c.atFirst && ZOD.test(c.source))).toBe(true);
  });

  /**
   * Budgets in KB gzip, at first and in all, and in script files at first.
   * React alone is about 67 KB, two files every page loads (React DOM, and
   * React's core with the bundler's helpers); what the
   * layout's islands load at once (the header's search box, menu bar and
   * cart count; the page start it draws) is one more, about 14 KB (decision 0093).
   * The header's menus (Radix NavigationMenu, about 9 KB) load on the first
   * hover, focus or click. The words are not in the JavaScript: the page
   * carries them (see below). At first: 85 KB on pages without products, 95 KB
   * on the listing and the product page. "In all" includes the footer's forms
   * (newsletter, contact dialog, about 10 KB) and the accounts' dialogs (about
   * 11 KB), each loaded when first used; supabase-js and zod, which only a
   * form or an account loads, have a budget of their own. The product page's
   * "in all" also holds what only a bike shopper's choices load: the size
   * finder's dialog with its sold-out alternatives (about 4.5 KB) and the
   * back-in-stock form with its service (about 2 KB), hence its larger budget.
   */
  const budgets: [string, () => Promise<string>, number, number, number][] = [
    ['home page', async () => '/', 85, 168, 12],
    ['about page', async () => '/about', 85, 168, 12],
    [
      'product page',
      async () => `/product/${(await commerceApi(`/products?limit=1&${SHOWN_PRODUCTS}&sort=name:asc`)).data[0].slug}`,
      95,
      190,
      12,
    ],
    ['shop listing', async () => '/shop', 95, 174, 12],
    ['collections overview', async () => '/collections', 85, 168, 12],
    // The contact page's form is what the page is for: it hydrates at once, with its own budget.
    ['contact page', async () => '/contact', 92, 168, 12],
  ];
  for (const [name, path, atFirstBudget, allBudget, filesBudget] of budgets) {
    test(`the ${name} loads at most ${atFirstBudget} KB of JavaScript in ${filesBudget} files at first, none under 1 KB, ${allBudget} KB in all (gzip)`, async ({
      request,
    }) => {
      const everything = await pageScripts(request, await path());
      // supabase-js and zod load only when a visitor sends a form: they have their own budget below.
      const chunks = everything.filter((c) => !isFormLibrary(c));
      const firstChunks = chunks.filter((c) => c.atFirst);
      const atFirst = gzipKb(firstChunks);
      const all = gzipKb(chunks);
      const forms = gzipKb(everything.filter(isFormLibrary));
      console.log(
        `${name} JavaScript: ${atFirst.toFixed(1)} KB in ${firstChunks.length} files at first, ${all.toFixed(1)} KB in all, and ${forms.toFixed(1)} KB when a form is sent (gzip)`,
      );
      expect(atFirst).toBeLessThan(atFirstBudget);
      expect(firstChunks.length).toBeLessThanOrEqual(filesBudget);
      // A file under 1 KB costs a request and its headers for less than it carries (decision 0093).
      for (const chunk of firstChunks) {
        expect(chunk.source.length, `${chunk.url}, loaded at first, is under 1 KB`).toBeGreaterThanOrEqual(
          SMALL_FILE_BYTES,
        );
      }
      expect(all).toBeLessThan(allBudget);
      expect(forms).toBeLessThan(FORM_LIBRARIES_BUDGET);
    });
  }
});

/**
 * One build of the islands serves every language: a French page loads the very scripts of its English twin,
 * and only the words its islands show differ, carried in the page (`#page-words`). What those words add to
 * the page is its gzip size with them less its gzip size without them.
 */
test.describe('French pages weight', () => {
  const twins: [string, () => Promise<string>][] = [
    ['home page', async () => '/'],
    ['shop listing', async () => '/shop'],
    [
      'product page',
      async () => `/product/${(await commerceApi(`/products?limit=1&${SHOWN_PRODUCTS}&sort=name:asc`)).data[0].slug}`,
    ],
    ['about page', async () => '/about'],
  ];
  const WORDS_BLOCK = /<script type="application\/json" id="page-words">[\s\S]*?<\/script>/;
  for (const [name, path] of twins) {
    test(`the French ${name} loads the English one's scripts, and its words add at most ${WORDS_BUDGET} KB gzip`, async ({
      request,
    }) => {
      const english = await path();
      const scripts = [];
      for (const address of [english, localePath(english, 'fr-CA')]) {
        const chunks = (await pageScripts(request, address)).filter((c) => c.atFirst);
        expect(chunks.length, address).toBeGreaterThan(0);
        scripts.push(chunks.map((c) => c.url).sort());
        const html = await (await request.get(address)).text();
        const block = WORDS_BLOCK.exec(html)?.[0];
        expect(block, `${address} carries its words`).toBeDefined();
        const words = (gzipSync(html).length - gzipSync(html.replace(block!, '')).length) / 1024;
        console.log(
          `${address}: ${gzipKb(chunks).toFixed(1)} KB of JavaScript at first, ${words.toFixed(1)} KB of words in its HTML (gzip)`,
        );
        expect(words).toBeLessThan(WORDS_BUDGET);
      }
      expect(scripts[1]).toEqual(scripts[0]);
    });
  }
});

/**
 * The content pages add no JavaScript of their own: what they load is the
 * shared islands (the header, with the page start it draws, which runs the navigation
 * feedback, the cart drawer, the footer's language link and the suggestion of French, whose
 * card loads only for French browsers; the footer's theme menu, its
 * newsletter form and its support link, which opens the contact dialog). No
 * page links a module script: moving between pages is the browser's own.
 */
const CONTENT_PAGES = ['/about', '/faq', '/shipping', '/privacy', '/terms'];
const SHARED_ISLANDS = /^\/_astro\/(Header|ThemeMenu|Newsletter[A-Za-z]*|ContactDialogLink)\.[\w-]+\.js$/;

test.describe('content pages weight', () => {
  for (const path of CONTENT_PAGES) {
    test(`${path} ships no JavaScript of its own`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const islands = [...html.matchAll(/<astro-island[^>]*component-url="([^"]+)"/g)].map((m) => m[1]!);
      expect(islands.length).toBeGreaterThan(0);
      for (const island of islands) expect(island).toMatch(SHARED_ISLANDS);
      expect(html, 'no module script, linked or inline').not.toMatch(/<script[^>]*type="module"/);

      const chunks = await pageScripts(request, path);
      const atFirst = gzipKb(chunks.filter((c) => c.atFirst));
      console.log(
        `${path} JavaScript: ${atFirst.toFixed(1)} KB at first, ${gzipKb(chunks).toFixed(1)} KB in all (gzip)`,
      );
      expect(atFirst).toBeLessThan(105);
    });
  }
});

/**
 * What the browser really downloads: supabase-js only for a visitor with a
 * stored session, tokens in the address, or an auth dialog or page open.
 */
test.describe('supabase-js on demand', () => {
  /** Records whether any script the page downloads is supabase-js. */
  function watchForSupabase(page: Page) {
    const seen: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (SUPABASE.test(body)) seen.push(response.url());
    });
    return seen;
  }

  test('an anonymous shopper browsing, opening the phone menu and the cart never downloads it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const seen = watchForSupabase(page);
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Open cart/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/about');
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
  });

  test('opening the sign-in dialog downloads it', async ({ page }) => {
    const seen = watchForSupabase(page);
    await page.goto('/about');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await expect.poll(() => seen.length).toBeGreaterThan(0);
  });

  test('a stored session downloads it on every page', async ({ page, consoleErrors }) => {
    // The stored session is made up: the backend refuses it, which the page may log.
    consoleErrors.allow(/Failed to load resource/);
    const seen = watchForSupabase(page);
    const key = `sb-${new URL(backendOrigin).hostname.split('.')[0]}-auth-token`;
    await page.addInitScript(
      ([storageKey, expiresAt]) =>
        localStorage.setItem(
          storageKey,
          JSON.stringify({
            access_token: 'made-up',
            refresh_token: 'made-up',
            expires_in: 3600,
            expires_at: expiresAt,
            token_type: 'bearer',
            user: { id: '00000000-0000-4000-8000-000000000000', email: 'marie.tremblay@example.ca' },
          }),
        ),
      [key, Math.floor(Date.now() / 1000) + 3600] as const,
    );
    await page.goto('/about');
    await expect.poll(() => seen.length).toBeGreaterThan(0);
  });
});
