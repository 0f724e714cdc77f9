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

/**
 * Ids held by more than one element, and `for` / `aria-labelledby` / `aria-describedby` naming none:
 * in the HTML given (parsed apart from any page), or else in the page as it is now.
 */
function idProblems(page: Page, html?: string) {
  return page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    const ids = [...doc.querySelectorAll('[id]')].map((element) => element.id);
    const repeated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))].map((id) => `#${id} twice`);
    const dangling: string[] = [];
    for (const attribute of ['for', 'aria-labelledby', 'aria-describedby']) {
      for (const element of doc.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!doc.getElementById(id)) dangling.push(`${attribute}="${id}" names nothing`);
        }
      }
    }
    return [...repeated, ...dangling];
  }, html);
}

async function checkPages(page: Page, paths: string[]) {
  // The server's HTML is read in a blank page of its own: some pages send the visitor on
  // (the account page to sign-in when signed out, /auth/confirm without a link), and a page
  // that is leaving cannot be read.
  const reader = await page.context().newPage();
  for (const path of paths) {
    const html = await (await page.request.get(path)).text();
    expect(await idProblems(reader, html), `${path}, as the server sent it`).toEqual([]);
    await page.goto(path);
    await waitForIslands(page);
    // The islands that wait to be seen (the footer's) hydrate once the page is scrolled to its end;
    // checked again on the page it lands on if it sends the visitor on meanwhile.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('astro-island[ssr][client="visible"]:visible')).toHaveCount(0, { timeout: 1000 });
      expect(await idProblems(page), `${path}, once its islands hydrated`).toEqual([]);
    }).toPass({ timeout: 20_000 });
  }
}

test.describe('ids on the page', () => {
  test('are unique, and labels and descriptions reach their element, on every English page', async ({ page }) => {
    await checkPages(page, await Promise.all(SHOP_PAGES.map(withProduct)));
  });

  test('are unique, and labels and descriptions reach their element, on every French page', async ({ page }) => {
    await checkPages(page, (await Promise.all(SHOP_PAGES.map(withProduct))).map(french));
  });
});
