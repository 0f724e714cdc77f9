import type { Page } from '@playwright/test';
import { expect, test, waitForIslands } from './fixtures.ts';

/** Holds the client router's request for a page until the test lets it through. */
async function holdPage(page: Page, pathname: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/** The full-screen overlay, while it says Loading. */
const loadingOverlay = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading' });

test.describe('navigation feedback', () => {
  test('a navigation shows the progress bar until the next page is in', async ({ page }) => {
    await page.goto('/about');
    await waitForIslands(page);
    const release = await holdPage(page, '/faq');
    await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'FAQ' }).click();

    const bar = page.getByRole('progressbar', { name: 'Page loading' });
    await expect(bar).toBeVisible();
    await expect(loadingOverlay(page), 'no overlay on the way to a content page').toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test('the Loading overlay covers a navigation to a catalogue page for 500 ms at most, and never its first paint', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForIslands(page);
    await expect(loadingOverlay(page)).toHaveCount(0);
    const release = await holdPage(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Vélo Nord home' }).click();

    await expect(loadingOverlay(page)).toBeVisible();
    await expect(loadingOverlay(page)).toHaveCSS('opacity', '1');
    // Still waiting for the page: the overlay steps aside, the progress bar carries on.
    await expect(loadingOverlay(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Redefine Your Ride' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Page loading' })).toBeVisible();

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Ride further. Ride North.' })).toBeVisible();
    await expect(loadingOverlay(page)).toHaveCount(0);
  });

  test('a page opened directly shows no overlay', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(loadingOverlay(page)).toHaveCount(0);
  });

  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`the overlay's spinner ${reducedMotion === 'reduce' ? 'stays still' : 'turns'} with reduced motion ${reducedMotion}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/faq');
      await waitForIslands(page);
      const release = await holdPage(page, '/');
      await page.getByRole('banner').getByRole('link', { name: 'Vélo Nord home' }).click();
      await expect(loadingOverlay(page)).toBeVisible();
      const running = await page.evaluate(
        () => document.getAnimations().filter((a) => a instanceof CSSAnimation && a.playState === 'running').length,
      );
      if (reducedMotion === 'reduce') expect(running).toBe(0);
      else expect(running).toBeGreaterThan(0);
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Ride further. Ride North.' })).toBeVisible();
    });
  }

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/privacy');
    await waitForIslands(page);
    await page.getByRole('navigation', { name: 'Legal' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link to a section of the page scrolls to it, clear of the header', async ({ page }) => {
    await page.goto('/shipping');
    await waitForIslands(page);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Returns', exact: true })
      .click();
    await expect(page).toHaveURL(/\/shipping#returns$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Returns', exact: true });
    await expect(heading).toBeInViewport();
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('a link to a section of another page opens that page at the section', async ({ page }) => {
    await page.goto('/faq');
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Read the warranty terms' }).click();
    await expect(page).toHaveURL(/\/shipping#lifetime-warranty$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Lifetime warranty' });
    await expect(heading).toBeInViewport();
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('an address carrying auth tokens is read by the auth client, then loses its hash; an ordinary hash stays', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // The tokens are made up: the backend refuses them, and the browser logs that refusal.
    consoleErrors.allow(/Failed to load resource/);
    const tokenCheck = page.waitForRequest((request) => request.url().endsWith('/auth/v1/user'));
    await page.goto('/about#access_token=abc.def&expires_in=3600&refresh_token=ghi&token_type=bearer&type=magiclink');
    expect((await tokenCheck).headers()['authorization']).toBe('Bearer abc.def');
    await expect(page).toHaveURL(`${baseURL}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'Redefine Your Ride' })).toBeInViewport();

    await page.goto('/terms#type=recovery');
    await expect(page).toHaveURL(`${baseURL}/terms`);

    await page.goto('/shipping#returns');
    await expect(page).toHaveURL(`${baseURL}/shipping#returns`);
    await expect(page.getByRole('heading', { level: 2, name: 'Returns', exact: true })).toBeInViewport();
  });
});
