import { expect, expectNoAxeViolations, test, useTheme, waitForIslands } from './fixtures.ts';

test.describe('404 page', () => {
  test('answers an unknown path with status 404 and the Page Not Found screen', async ({ page }) => {
    const response = await page.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('Back to Home goes home', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/');
    await page.goto('/missing-bike');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/no-such-page');
      await waitForIslands(page);
      await expectNoAxeViolations(page);
    });
  }
});
