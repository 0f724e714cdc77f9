/**
 * The accounts' screens a signed-out visitor reaches: the header's sign-in
 * dialog and its modes, the reset dialog, and the /login, /account and
 * /auth/* pages. Journeys that need a signed-in session run against the
 * backend's auth service.
 */
import { expect, expectNoAxeViolations, test, useTheme, waitForIslands } from './fixtures.ts';

test.describe('sign-in dialog', () => {
  test('opens from the person icon on the first field, switches modes, and Escape gives focus back', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForIslands(page);
    const icon = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await icon.click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();

    await dialog.getByRole('button', { name: 'Sign in with Email Link' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in with Email' })).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Password')).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: 'Need to activate your account?' }).click();
    await expect(page.getByRole('dialog', { name: 'Activate Account' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(icon).toBeFocused();
    await icon.click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    await page.goto('/about');
    await waitForIslands(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the sign-in and reset dialogs have no accessibility violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/about');
      await waitForIslands(page);
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Forgot Password?' }).click();
      await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('account pages', () => {
  for (const path of ['/login', '/account', '/auth/reset-password', '/auth/update-password', '/auth/confirm']) {
    test(`${path} is never cached`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('private, no-store');
    });
  }

  test('/account sends a signed-out visitor to /login, to come back after signing in', async ({ page, baseURL }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(`${baseURL}/login?next=/account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  test('/auth/update-password without a session sends the visitor to ask for a reset link', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/auth/update-password');
    await expect(page).toHaveURL(`${baseURL}/auth/reset-password`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`/login, its account creation and /auth/reset-password have no accessibility violations (${theme})`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await page.goto('/login');
      await waitForIslands(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Create an account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/auth/reset-password');
      await waitForIslands(page);
      await expectNoAxeViolations(page);
    });
  }
});
