import type { Page } from '@playwright/test';
import { expect, test, waitForIslands } from './fixtures.ts';

/** A slow page: the browser's request for it is held `ms` before it goes through. */
async function holdPage(page: Page, pathname: string, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
    { times: 1 },
  );
}

/** The full-screen overlay, while it says Loading. */
const loadingOverlay = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading' });

/** What the shopper sees of the navigation feedback at one moment. */
interface Seen {
  /** The page's main heading: which page is on screen. */
  heading: string;
  bar: boolean;
  /**
   * The overlay says Loading and shows: fading in or fully opaque. On a busy machine its 150 ms fade-in may not
   * have ended by the time a sample is taken.
   */
  overlay: boolean;
  /** The overlay says Loading: it is on, perhaps still fading in. */
  loading: boolean;
  /** CSS animations running on the page (the overlay's spinner). */
  animations: number;
}

/**
 * Playwright cannot look at a page while the browser is leaving it (each call waits for the next page), so the page
 * being left records what is on screen every 50 ms, by role and text as a shopper would read it, in the tab's session
 * storage; the next page reads the record back.
 */
async function recordFeedback(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sample = () => {
      const bar = document.querySelector<HTMLElement>('[role="progressbar"][aria-label="Page loading"]');
      const overlay = [...document.querySelectorAll<HTMLElement>('[role="status"]')].find(
        (status) => status.textContent?.trim() === 'Loading',
      );
      const seen = {
        heading: document.querySelector('h1')?.textContent?.trim() ?? '',
        bar: Boolean(bar && !bar.hidden),
        overlay: Boolean(overlay && Number(getComputedStyle(overlay).opacity) > 0),
        loading: Boolean(overlay),
        animations: document.getAnimations().filter((a) => a instanceof CSSAnimation && a.playState === 'running')
          .length,
      };
      sessionStorage.setItem('seen', JSON.stringify([...JSON.parse(sessionStorage.getItem('seen') ?? '[]'), seen]));
    };
    sample();
    setInterval(sample, 50);
  });
}

/** What the page that was left recorded, once the next page is in. */
const recorded = async (page: Page): Promise<Seen[]> =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen'))) ?? '[]') as Seen[];

test.describe('navigation feedback', () => {
  test('a navigation shows the progress bar until the next page is in', async ({ page }) => {
    await page.goto('/about');
    await waitForIslands(page);
    await recordFeedback(page);
    await holdPage(page, '/faq', 700);
    await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    // The page that arrives completes the bar, then hides it.
    await expect(page.getByRole('progressbar', { name: 'Page loading' })).toBeHidden();

    const seen = await recorded(page);
    expect(seen.every((s) => s.heading === 'Redefine Your Ride')).toBe(true);
    expect(seen[0]!.bar, 'no bar before the link is followed').toBe(false);
    expect(seen.at(-1)!.bar, 'the bar is still on while the next page loads').toBe(true);
    expect(
      seen.some((s) => s.overlay),
      'no overlay on the way to a content page',
    ).toBe(false);
  });

  test('the Loading overlay covers a navigation to a catalogue page for 500 ms at most, and never its first paint', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForIslands(page);
    await expect(loadingOverlay(page)).toHaveCount(0);
    await recordFeedback(page);
    await holdPage(page, '/', 1200);
    await page.getByRole('banner').getByRole('link', { name: 'Vélo Nord home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ride further. Ride North.' })).toBeVisible();
    await expect(loadingOverlay(page)).toHaveCount(0);

    const seen = await recorded(page);
    expect(seen.every((s) => s.heading === 'Redefine Your Ride')).toBe(true);
    const shown = seen.filter((s) => s.overlay).length;
    expect(shown, 'the overlay covers the page').toBeGreaterThan(0);
    // 50 ms samples: at most 500 ms of them, with one sample of slack either way.
    expect(shown).toBeLessThanOrEqual(11);
    // Still waiting for the page: the overlay steps aside, the progress bar carries on.
    expect(seen.at(-1)).toMatchObject({ overlay: false, bar: true });
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
      await recordFeedback(page);
      // Held past the overlay's 500 ms, as above, so the page is still being left while the overlay is on.
      await holdPage(page, '/', 1200);
      await page.getByRole('banner').getByRole('link', { name: 'Vélo Nord home' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ride further. Ride North.' })).toBeVisible();
      // While the overlay is on, whether or not its fade has ended: on a starved machine the browser may still be
      // fading it in when the next page arrives, and the spinner turns (or not) from the moment it is on.
      const whileShown = (await recorded(page)).filter((s) => s.loading);
      expect(whileShown.length).toBeGreaterThan(0);
      const spinning = whileShown.some((s) => s.animations > 0);
      expect(spinning).toBe(reducedMotion !== 'reduce');
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
