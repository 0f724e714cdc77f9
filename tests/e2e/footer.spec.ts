import { expect, hydrated, test, waitForIslands } from './fixtures.ts';

const copyright = (year: number) => `© ${year} Vélo Nord Inc. All rights reserved.`;

test.describe('footer', () => {
  test('a prerendered page shows the visitor’s year, also after a client-side navigation', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-14T12:00:00'));
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(copyright(2031));
    await waitForIslands(page);
    await hydrated(footer.getByRole('button', { name: /Colour theme/ }));
    await footer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(copyright(2031));
  });

  test('words and links keep the spaces between them, as a reader sees them', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    // innerText is the text as laid out: a space the HTML compressor dropped is missing here too.
    const text = await footer.evaluate((element) => (element as HTMLElement).innerText);
    expect(text).toContain('Questions? Write to support@velonord.ca');
    expect(text).toContain(
      'This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.',
    );
  });

  test('without JavaScript the year is the build’s', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toContainText(copyright(new Date().getFullYear()));
    await context.close();
  });

  test('the theme menu opens from a click made before its island hydrates', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // Hold the menu's code, so the click certainly comes before hydration.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/ThemeMenu\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Colour theme: System' });
    await button.scrollIntoViewIfNeeded();
    const island = page.locator('astro-island').filter({ has: button });
    await expect(island).toHaveAttribute('ssr', '');
    await button.click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(island).not.toHaveAttribute('ssr');
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Colour theme: Dark' })).toBeVisible();
  });
});
