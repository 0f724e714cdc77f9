import { expect, hydrated, test } from './fixtures.ts';

test.describe('colour theme', () => {
  test('follows the system by default', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await hydrated(page.getByRole('button', { name: /Colour theme/ }));
    await expect(page.getByRole('button', { name: 'Colour theme: System' })).toBeVisible();
    await context.close();
  });

  test('the footer menu switches theme, and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await (await hydrated(page.getByRole('button', { name: /Colour theme/ }))).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await hydrated(page.getByRole('button', { name: /Colour theme/ }));
    await expect(page.getByRole('button', { name: 'Colour theme: Dark' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('the button names the stored choice from the first paint, before its island hydrates', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.emulateMedia({ colorScheme: 'light' });
    // The footer's island hydrates only once it is scrolled into view: at the top of the page it has not.
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Colour theme: Dark' });
    await expect(button.getByText('Dark', { exact: true })).toBeVisible();
    await expect(button.getByText('System', { exact: true })).toBeHidden();
    // Still the server's HTML: Astro drops an island's `ssr` mark when it hydrates.
    await expect(page.locator('astro-island[ssr]', { has: button })).toHaveCount(1);
    await page.goto('/fr/');
    const french = page.getByRole('button', { name: 'Thème de couleur\u00a0: Sombre' });
    await expect(french.getByText('Sombre', { exact: true })).toBeVisible();
  });

  test('the menu works by keyboard', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const trigger = await hydrated(page.getByRole('button', { name: /Colour theme/ }));
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('menuitemradio', { name: 'Light' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('a change in one tab applies to the other tabs', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/');
    await (await hydrated(first.getByRole('button', { name: /Colour theme/ }))).click();
    await first.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(second.locator('html')).toHaveClass(/dark/);
    await first.getByRole('button', { name: /Colour theme/ }).click();
    await first.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(second.locator('html')).not.toHaveClass(/dark/);
  });
});
