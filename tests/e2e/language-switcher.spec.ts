/**
 * Moving between English and French: the link to the same page in the other
 * language (header, phone menu, footer), the choice remembered in a cookie,
 * and the suggestion of French to French browsers on English pages, which
 * never redirects.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, useTheme, waitForIslands } from './fixtures.ts';

const TO_FRENCH = 'Lire cette page en français';
const TO_ENGLISH = 'Read this page in English';
const SUGGESTION = 'Ce site est aussi offert en français.';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const headerLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name });
const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name });
const suggestion = (page: Page) => page.getByRole('region', { name: SUGGESTION });

async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'shop-language');
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
}

test.describe('the language link', () => {
  test('opens the same page, query and hash kept, in French, and remembers the choice for a year', async ({
    page,
    context,
  }) => {
    await openPage(page, '/shop?sort=name-asc#results');
    const link = headerLink(page, TO_FRENCH);
    await expect(link).toHaveText('Français');
    await expect(link).toHaveAttribute('lang', 'fr-CA');
    await expect(link).toHaveAttribute('href', '/fr/shop?sort=name-asc#results');
    await link.click();
    await expect(page).toHaveURL('/fr/shop?sort=name-asc#results');
    const cookie = await languageCookie(context);
    expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax', httpOnly: false });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 60);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  });

  test('leads back from a French page to the English one', async ({ page, context }) => {
    await openPage(page, '/fr/faq');
    const link = headerLink(page, TO_ENGLISH);
    await expect(link).toHaveText('English');
    await expect(link).toHaveAttribute('lang', 'en-CA');
    await link.click();
    await expect(page).toHaveURL('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    expect((await languageCookie(context))?.value).toBe('en');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`a French page with its link to English passes axe in ${theme}`, async ({ page }) => {
      await useTheme(page, theme);
      await openPage(page, '/fr/shop');
      await expect(headerLink(page, TO_ENGLISH)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('follows client-side navigations, and keeps a query the listing rewrote in place', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Featured' }).click();
    await expect(page).toHaveURL('/shop?featured=true');
    await expect(headerLink(page, TO_FRENCH)).toHaveAttribute('href', '/fr/shop?featured=true');
    await expect(footerLink(page, TO_FRENCH)).toHaveAttribute('href', '/fr/shop?featured=true');
    await waitForIslands(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A to Z' });
    await expect(page).toHaveURL(/sort=/);
    const listingUrl = new URL(page.url());
    await headerLink(page, TO_FRENCH).click();
    await expect(page).toHaveURL(`/fr${listingUrl.pathname}${listingUrl.search}`);
  });

  test('the footer carries it too, and it works by keyboard', async ({ page }) => {
    await openPage(page, '/about');
    const link = footerLink(page, TO_FRENCH);
    await expect(link).toHaveAttribute('href', '/fr/about');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fr/about');
  });

  test('is in the phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/collections');
    await expect(headerLink(page, TO_FRENCH)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const link = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: TO_FRENCH });
    await expect(link).toHaveAttribute('href', '/fr/collections');
    await link.click();
    await expect(page).toHaveURL('/fr/collections');
  });
});

test.describe('the suggestion of French', () => {
  test.use({ locale: 'fr-CA' });

  test('greets a French browser on an English page without moving it, and closing it is remembered', async ({
    page,
    context,
  }) => {
    await openPage(page, '/shop');
    await expect(suggestion(page)).toBeVisible();
    await expect(page).toHaveURL('/shop');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await suggestion(page).getByRole('button', { name: 'Fermer' }).click();
    await expect(suggestion(page)).toBeHidden();
    expect((await languageCookie(context))?.value).toBe('en');
    await openPage(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(suggestion(page)).toHaveCount(0);
  });

  test('taking it opens this page in French', async ({ page, context }) => {
    await openPage(page, '/faq');
    await suggestion(page).getByRole('link', { name: 'Voir cette page en français' }).click();
    await expect(page).toHaveURL('/fr/faq');
    expect((await languageCookie(context))?.value).toBe('fr');
    await expect(suggestion(page)).toHaveCount(0);
  });

  test('closes with Escape from inside it', async ({ page }) => {
    await openPage(page, '/');
    await suggestion(page).getByRole('link', { name: 'Voir cette page en français' }).focus();
    await page.keyboard.press('Escape');
    await expect(suggestion(page)).toBeHidden();
  });

  test('is not shown on French pages', async ({ page }) => {
    await openPage(page, '/fr/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(suggestion(page)).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`passes axe in ${theme}`, async ({ page }) => {
      await useTheme(page, theme);
      await openPage(page, '/shop');
      await expect(suggestion(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-CA' });

  test('gets no suggestion', async ({ page }) => {
    await openPage(page, '/shop');
    await expect(headerLink(page, TO_FRENCH)).toBeVisible();
    await expect(suggestion(page)).toHaveCount(0);
  });
});
