/**
 * The signed-in account screens in both themes: no accessibility
 * violations. With ACCOUNT_SCREENSHOTS_DIR set, each state is also saved as
 * a screenshot at phone and desktop widths, for a visual review.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, useTheme, waitForIslands } from './fixtures.ts';
import { PASSWORD, accountMenuButton, createAccount, freshEmail, signInWithPassword } from './account-helpers.ts';

const screenshotsDir = process.env.ACCOUNT_SCREENSHOTS_DIR;

/**
 * Waits until the toast saying `text` has faded fully in, so its colours are the ones checked. A modal
 * dialog hides the rest of the page from assistive technology, the toasts included, hence includeHidden.
 */
async function toastShown(page: Page, text: string) {
  await expect(page.getByRole('listitem', { includeHidden: true }).filter({ hasText: text })).toHaveCSS('opacity', '1');
}

/**
 * The pointer resting on a toast holds it open (as it does for a shopper reading it), so it cannot start
 * fading out while the page is checked, however slowly the machine runs. Only where no modal covers it.
 */
async function holdToastOpen(page: Page, text: string) {
  await page.getByRole('listitem').filter({ hasText: text }).hover();
}

/** Checks the page, and saves it at 390 and 1280 px wide when screenshots are asked for. */
async function review(page: Page, name: string, theme: string) {
  // A toast fading in is checked once its colours have settled.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await expectNoAxeViolations(page);
  if (!screenshotsDir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${screenshotsDir}/${name}-${width}-${theme}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`signed in (${theme})`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('the account menu, /account and /auth/update-password have no accessibility violations', async ({ page }) => {
      const email = freshEmail('claire', 'axe');
      await createAccount(email);
      await signInWithPassword(page, email);
      await toastShown(page, 'Signed in successfully!');
      await holdToastOpen(page, 'Signed in successfully!');
      // Opened from the keyboard, so the pointer stays on the toast.
      await accountMenuButton(page, email).press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await review(page, 'account-menu', theme);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);

      await page.goto('/account');
      await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(email);
      await review(page, 'account-page', theme);

      await page.goto('/auth/update-password');
      await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
      await review(page, 'update-password', theme);
      await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Axe2026Check');
      await page.getByRole('main').getByLabel('Confirm Password').fill('Axe2026Check');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Password Updated' })).toBeVisible();
      await toastShown(page, 'Password updated successfully!');
      await review(page, 'password-updated', theme);
    });

    test('the Set Your Password dialog has no accessibility violations', async ({ page }) => {
      const email = freshEmail('hugo', 'axe');
      await createAccount(email, undefined, false);
      await page.goto('/about');
      await waitForIslands(page);
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      const signIn = page.getByRole('dialog', { name: 'Sign In' });
      await signIn.getByLabel('Email').fill(email);
      await signIn.getByLabel('Password').fill(PASSWORD);
      await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Set Your Password' });
      await expect(dialog).toBeVisible();
      await toastShown(page, 'Signed in successfully!');
      await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
      await review(page, 'set-password', theme);
    });
  });
}
