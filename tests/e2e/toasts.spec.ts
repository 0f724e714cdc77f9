import type { Page } from '@playwright/test';
import { expect, test, waitForIslands } from './fixtures.ts';

/** Adds a simple product to the cart, which announces itself with a toast. */
async function showToast(page: Page) {
  await page.goto('/product/glacier-steel-bottle');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toContainText('Added to cart');
  return toast;
}

/** The toast's width and its distances from the right and bottom edges of the viewport, once it has settled. */
async function placement(page: Page, toast: ReturnType<Page['locator']>) {
  const box = await toast.boundingBox();
  const viewport = await page.evaluate(() => [document.documentElement.clientWidth, window.innerHeight]);
  if (!box) return null;
  return [box.width, viewport[0]! - box.x - box.width, viewport[1]! - box.y - box.height].map(Math.round);
}

test.describe('toasts', () => {
  for (const [device, viewport] of [
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 800 }],
  ] as const) {
    test(`on ${device} a toast is 356 px wide, 32 px from the right and bottom edges`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, isMobile: viewport.width < 600, hasTouch: true });
      const page = await context.newPage();
      const toast = await showToast(page);
      await expect.poll(() => placement(page, toast)).toEqual([356, 32, 32]);
      // Its close button stays whole on the screen.
      const close = (await toast.getByRole('button', { name: 'Close toast' }).boundingBox())!;
      expect(close.x).toBeGreaterThanOrEqual(0);
      expect(close.x + close.width).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }

  test('a toast closed by hand is not shown again on the next page; one left open follows the shopper', async ({
    page,
  }) => {
    const toasts = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    const closed = await showToast(page);
    await closed.getByRole('button', { name: 'Close toast' }).click();
    await expect(toasts).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toasts).toHaveCount(1);

    await page.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    // The page shows what it was handed in one go: the toast left open, not the one closed.
    await expect(toasts.first()).toContainText('Added to cart');
    await expect(toasts).toHaveCount(1);
  });

  test('a swipe of 20 px dismisses a toast, a shorter one does not', async ({ page }) => {
    // Swipes are slow on this clock, so only their length counts, not their speed.
    await page.clock.install();
    const toast = await showToast(page);
    await expect.poll(() => placement(page, toast)).toEqual([356, 32, 32]);
    const box = (await toast.boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 15, start.y, { steps: 5 });
    await page.clock.fastForward(1000);
    await page.mouse.up();
    await expect.poll(() => placement(page, toast)).toEqual([356, 32, 32]);

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 22, start.y, { steps: 5 });
    await page.clock.fastForward(1000);
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });
});
