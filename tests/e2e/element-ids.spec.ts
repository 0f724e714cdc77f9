/**
 * Every id on a page names one element, and every label and description points at an element
 * that is there: a label whose `for` matches two fields focuses the wrong one, and a screen reader
 * reads the wrong description. The ids come from React's `useId` in islands, and each island's
 * render is given its own prefix so two islands on one page never make the same id (decision 0097:
 * a faster way of rendering React on the server was turned down because it dropped that prefix,
 * and the contact page's two name fields then shared an id).
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForIslands } from './fixtures.ts';
import { SHOP_PAGES, french, withProduct } from './french-helpers.ts';

/** Ids held by more than one element, and `for` / `aria-labelledby` / `aria-describedby` naming none. */
function idProblems(page: Page) {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    const repeated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))].map((id) => `#${id} twice`);
    const dangling: string[] = [];
    for (const attribute of ['for', 'aria-labelledby', 'aria-describedby']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) dangling.push(`${attribute}="${id}" names nothing`);
        }
      }
    }
    return [...repeated, ...dangling];
  });
}

/** Every page but the account page, which sends a visitor who is not signed in to the sign-in page (checked too). */
const PAGES = SHOP_PAGES.filter((path) => path !== '/account');

async function checkPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    expect(await idProblems(page), `${path}, as the server drew it`).toEqual([]);
    await waitForIslands(page);
    // The islands that wait to be seen (the footer's) hydrate once the page is scrolled to its end;
    // scrolled again if the page moved on meanwhile (/auth/confirm without a link sends the visitor on).
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('astro-island[ssr][client="visible"]:visible')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
    expect(await idProblems(page), `${path}, once its islands hydrated`).toEqual([]);
  }
}

test.describe('ids on the page', () => {
  test('are unique, and labels and descriptions reach their element, on every English page', async ({ page }) => {
    await checkPages(page, await Promise.all(PAGES.map(withProduct)));
  });

  test('are unique, and labels and descriptions reach their element, on every French page', async ({ page }) => {
    await checkPages(page, (await Promise.all(PAGES.map(withProduct))).map(french));
  });
});
