/**
 * Searching as a rider would, in English and French: rider words ("mtb",
 * « VTT ») in the header's suggestions, whole names there, "See all results"
 * by the keyboard, and a search that finds nothing offering collections and
 * featured bikes; axe in both themes. `SEARCH_SCREENSHOTS_DIR` also saves the
 * open suggestions and the no-results page at 390 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, useTheme, waitForIslands } from './fixtures.ts';

const screenshotsDir = process.env.SEARCH_SCREENSHOTS_DIR;

const WORDS = {
  en: {
    home: '/',
    box: 'Search the shop',
    seeAll: 'See all results',
    noProducts: 'No products found',
    collections: 'Browse a collection',
    mountainBikes: 'Mountain Bikes',
    featured: 'Featured bikes',
    rider: 'mtb',
    mountainBike: 'Bromont Hardtail 29',
    searchPage: '/search',
    shop: '/shop',
  },
  fr: {
    home: '/fr/',
    box: 'Rechercher dans la boutique',
    seeAll: 'Voir tous les résultats',
    noProducts: 'Aucun produit trouvé',
    collections: 'Parcourir une collection',
    mountainBikes: 'Vélos de montagne',
    featured: 'Vélos en vedette',
    rider: 'VTT',
    mountainBike: 'Bromont semi-rigide 29',
    searchPage: '/fr/search',
    shop: '/fr/shop',
  },
} as const;

async function shoot(page: Page, name: string) {
  if (screenshotsDir) await page.screenshot({ path: `${screenshotsDir}/${name}.png`, fullPage: true });
}

for (const [language, words] of Object.entries(WORDS)) {
  test.describe(`search in ${language === 'en' ? 'English' : 'French'}`, () => {
    test(`"${words.rider}" suggests the mountain bikes by their whole names, and "${words.seeAll}" opens their listing by the keyboard`, async ({
      page,
    }) => {
      await page.goto(words.home);
      await waitForIslands(page);
      const box = page.getByRole('combobox', { name: words.box });
      await box.fill(words.rider);
      const options = page.getByRole('listbox').getByRole('option');
      const bromont = options.filter({ hasText: words.mountainBike });
      await expect(bromont).toBeVisible();
      // Whole names: no text inside an option is cut (nothing wider than the box that shows it).
      const clipped = await bromont.evaluate((option) =>
        [...option.querySelectorAll('span')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent),
      );
      expect(clipped).toEqual([]);
      await shoot(page, `suggestions-${language}-1280`);

      const seeAll = page.getByRole('option', { name: words.seeAll });
      await expect(options.last()).toHaveText(words.seeAll);
      // Up from the text box reaches the list's last option.
      await box.press('ArrowUp');
      await expect(seeAll).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await seeAll.getAttribute('id'))!);
      await box.press('Enter');
      await expect(page).toHaveURL(`${words.searchPage}?query=${words.rider}`);
      await expect(page.getByRole('link', { name: new RegExp(words.mountainBike) }).first()).toBeVisible();
    });

    test(`the shop's address with q= opens the search page for the same words`, async ({ page }) => {
      await page.goto(`${words.shop}?q=${words.rider}`);
      await expect(page).toHaveURL(`${words.searchPage}?query=${words.rider}`);
      await expect(page.getByRole('link', { name: new RegExp(words.mountainBike) }).first()).toBeVisible();
    });

    test('a search that finds nothing offers the collections and the featured bikes', async ({ page }) => {
      await page.goto(`${words.searchPage}?query=zzzz`);
      await waitForIslands(page);
      await expect(page.getByText(words.noProducts)).toBeVisible();
      const collections = page.getByRole('navigation', { name: words.collections });
      await expect(collections.getByRole('link', { name: words.mountainBikes, exact: true })).toBeVisible();
      const featured = page.getByRole('list', { name: words.featured });
      await expect(featured.getByRole('listitem')).toHaveCount(4);
      await collections.getByRole('link', { name: words.mountainBikes, exact: true }).click();
      await expect(page).toHaveURL(/\/collection\/bike-mountain-bike$/);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`axe finds nothing on the open suggestions and the no-results page (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(words.home);
        await waitForIslands(page);
        await page.getByRole('combobox', { name: words.box }).fill(words.rider);
        await expect(page.getByRole('option', { name: words.seeAll })).toBeVisible();
        await page.getByRole('combobox', { name: words.box }).press('ArrowUp');
        await expectNoAxeViolations(page);

        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 844 });
          await page.goto(`${words.searchPage}?query=zzzz`);
          await waitForIslands(page);
          await expect(page.getByRole('list', { name: words.featured })).toBeVisible();
          await expectNoAxeViolations(page);
          await shoot(page, `no-results-${language}-${width}-${theme}`);
        }
      });
    }
  });
}
