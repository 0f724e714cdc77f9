/**
 * The French shop under /fr/: every page answers in French (the page's
 * language, its words and its names for assistive technology), names its
 * English twin for search engines and back, and passes axe in both themes.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, test, useTheme, waitForIslands } from './fixtures.ts';
import {
  A_PRODUCT,
  COLLECTION_SLUG,
  ENGLISH_MESSAGES,
  SHOP_PAGES,
  englishIn,
  expectNoEnglish,
  french,
  pageWords,
  withProduct,
} from './french-helpers.ts';
import { openContactDialog, someProductSlug } from './contact-helpers.ts';
import { openSignIn } from './account-helpers.ts';

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

test.describe('French addresses', () => {
  test('every page answers 200 in fr-CA under /fr/, and in en-CA at its English address', async ({ request }) => {
    for (const path of await Promise.all(SHOP_PAGES.map(withProduct))) {
      for (const [address, lang] of [
        [french(path), 'fr-CA'],
        [path, 'en-CA'],
      ] as const) {
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(200);
        expect(htmlLang(await response.text()), address).toBe(lang);
      }
    }
  });

  test('an unknown French address gets the not-found page in French, status 404', async ({ page }) => {
    const response = await page.goto('/fr/pas-de-page/ici');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByText('La page que vous cherchez n’existe pas ou a été déplacée.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr/');
    expect(englishIn(await pageWords(page)).sort()).toEqual([]);
  });

  test('an unknown English address still gets the English not-found page', async ({ request }) => {
    const response = await request.get('/pas-de-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(htmlLang(html)).toBe('en-CA');
    expect(html).toContain('Page Not Found');
  });
});

/** What a page hides until asked: the product page's other tabs. */
const REVEAL: Record<string, (page: Page) => Promise<void>> = {
  [A_PRODUCT]: async (page) => {
    const tabs = await hydrated(page.getByRole('tablist'));
    for (const tab of await tabs.getByRole('tab').all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    }
  },
};

test.describe('no English on French pages', () => {
  // Pages that fail to find what their address names (no order, no session, no token) say so on the console.
  const EXPECTED_FAILURES = [/status of 40[0-4]/, /order/i, /session|token|link/i];

  test('the English catalogue leaves a few long messages to find', async () => {
    // The check below would pass on any page if the list were empty or held only short words.
    expect(ENGLISH_MESSAGES.length).toBeGreaterThan(200);
    expect(englishIn(['Your cart is empty'])).toEqual(['"Your cart is empty" (cartDrawer.emptyTitle)']);
    expect(englishIn(['Ajouter au panier', 'Collections', 'Vélo Nord'])).toEqual([]);
    // Whole messages only, and their letter case as written.
    expect(englishIn(['Log outside', 'LOG OUT'])).toEqual([]);
  });

  test('what a page says includes uppercase headings and names, not passages marked as English', async ({ page }) => {
    await page.setContent(`<html lang="fr-CA"><body>
      <h2 style="text-transform: uppercase">Log out</h2>
      <button aria-label="Close cart">×</button>
      <img alt="Next image" src="data:,">
      <p>La version anglaise&nbsp;: <a lang="en-CA" href="/terms" title="Terms of Service">Terms of Service</a>.</p>
      <p hidden>Your cart is empty</p>
    </body></html>`);
    expect(englishIn(await pageWords(page)).sort()).toEqual([
      '"Close cart" (cartDrawer.close)',
      '"Log out" (accountPages.account.logOut)',
      '"Next image" (productPage.nextImage)',
    ]);
  });

  for (const path of [...SHOP_PAGES, '/pas-de-page']) {
    test(`${french(path)} shows no English message`, async ({ page, consoleErrors }) => {
      consoleErrors.allow(...EXPECTED_FAILURES);
      const address = french(await withProduct(path));
      await page.goto(address);
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      await REVEAL[path]?.(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expectNoEnglish(page, page.url());
    });
  }

  test('the phone menu, the cart drawer, the sign-in and the contact dialogs speak French', async ({ page }) => {
    const signIn = await openSignIn(page, '/fr/about');
    await expect(signIn.getByLabel('Courriel')).toBeVisible();
    await expectNoEnglish(page, 'the sign-in dialog');
    await signIn.getByRole('button', { name: 'Se connecter avec un lien par courriel' }).click();
    await expect(page.getByRole('dialog', { name: 'Se connecter par courriel' })).toBeVisible();
    await expectNoEnglish(page, 'the e-mail link dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await openContactDialog(page, 'fr-CA');
    await expectNoEnglish(page, 'the contact dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoEnglish(page, 'the phone menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Ouvrir le panier/ }).click();
    await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
    await expectNoEnglish(page, 'the cart drawer');
  });
});

/** The `<link rel="alternate" hreflang>` of a page, by language, and its canonical URL. */
async function languageLinks(request: APIRequestContext, address: string) {
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  const html = await response.text();
  const alternates: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link rel="alternate"[^>]*>/g)) {
    const hreflang = /hreflang="([^"]+)"/.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (hreflang && href) alternates[hreflang] = href;
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return { alternates, canonical };
}

test.describe('language alternates', () => {
  test('English and French pages name both languages and the default, their own canonical, and each other', async ({
    request,
    baseURL,
  }) => {
    const sample = [
      '/',
      '/shop',
      `/collection/${COLLECTION_SLUG}`,
      `/product/${await someProductSlug()}`,
      '/about',
      '/faq',
      '/contact',
    ];
    for (const path of sample) {
      const expected = {
        'en-CA': new URL(path, baseURL).href,
        'fr-CA': new URL(french(path), baseURL).href,
        'x-default': new URL(path, baseURL).href,
      };
      for (const [language, address] of [
        ['en-CA', path],
        ['fr-CA', french(path)],
      ] as const) {
        const { alternates, canonical } = await languageLinks(request, address);
        expect(alternates, `${address} alternates`).toEqual(expected);
        expect(canonical, `${address} canonical`).toBe(expected[language]);
        // Reciprocal: every page it names names the same set back.
        for (const href of Object.values(alternates)) {
          expect((await languageLinks(request, new URL(href).pathname)).alternates, `${href} from ${address}`).toEqual(
            expected,
          );
        }
      }
    }
  });

  test('the sitemap lists every page in both languages, each naming both and the default', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, links]) => ({
      loc: loc!,
      links: Object.fromEntries(
        [...links!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, l, h]) => [
          l!,
          h!,
        ]),
      ),
    }));
    const locs = new Set(entries.map((entry) => entry.loc));
    for (const path of ['/', '/shop', `/collection/${COLLECTION_SLUG}`, `/product/${await someProductSlug()}`]) {
      expect(locs).toContain(new URL(path, baseURL).href);
      expect(locs).toContain(new URL(french(path), baseURL).href);
    }
    expect(entries.filter((e) => e.loc.startsWith(`${baseURL}/fr/`)).length).toBe(entries.length / 2);
    for (const { loc, links } of entries) {
      expect(Object.keys(links).sort(), loc).toEqual(['en-CA', 'fr-CA', 'x-default']);
      expect(Object.values(links), `${loc} names itself`).toContain(loc);
      expect(links['x-default'], loc).toBe(links['en-CA']);
      // Every alternate is itself listed, so search engines see the pair from both sides.
      expect(locs, `${loc}'s French twin`).toContain(links['fr-CA']);
      expect(locs, `${loc}'s English twin`).toContain(links['en-CA']);
    }
  });
});

test.describe('French pages pass axe', () => {
  const pages: [string, () => Promise<string>][] = [
    ['home', async () => '/fr/'],
    ['shop', async () => '/fr/shop'],
    ['product', async () => french(`/product/${await someProductSlug()}`)],
    ['contact', async () => '/fr/contact'],
    ['login', async () => '/fr/login'],
    ['FAQ', async () => '/fr/faq'],
    ['not-found', async () => '/fr/pas-de-page'],
  ];
  for (const [name, address] of pages) {
    for (const theme of ['light', 'dark'] as const) {
      test(`the French ${name} page has no axe violations in ${theme} theme`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(await address());
        await waitForIslands(page);
        await expectNoAxeViolations(page);
      });
    }
  }
});
