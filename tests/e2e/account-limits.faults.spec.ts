/**
 * Account journeys that move the auth service's shared limits or clock:
 * they run alone, after the other browser tests, and put both back.
 */
import { backendOrigin, expect, test, waitForIslands } from './fixtures.ts';
import {
  PASSWORD,
  accountMenuButton,
  authStorageKeys,
  createAccount,
  freshEmail,
  mailedAuthLink,
  openSignIn,
  requestSignInLink,
  signUpOnLoginPage,
} from './account-helpers.ts';

const hook = (path: string, body: unknown) =>
  fetch(`${backendOrigin}${path}`, {
    method: body === null ? 'DELETE' : 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: body === null ? undefined : JSON.stringify(body),
  });

test.describe('auth limits and expired links', () => {
  test.afterEach(async () => {
    expect((await hook('/_local/auth/rate-limits', null)).ok).toBe(true);
    expect((await hook('/_local/auth/clock', { offset_seconds: 0 })).ok).toBe(true);
  });

  test('a sign-in over the limit is refused with the rate-limit message, and signs nobody in', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 429/);
    const email = freshEmail('rita', 'limit');
    await createAccount(email);
    const dialog = await openSignIn(page);
    // No sign-in is left in the window, whatever earlier tests used (the count is per address of the caller).
    expect((await hook('/_local/auth/rate-limits', { token: { max: 0, windowSeconds: 60 } })).ok).toBe(true);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog.getByText('Too many attempts. Please try again later')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    expect(await authStorageKeys(page)).toEqual([]);

    // Once the limit is back, the same form signs in.
    expect((await hook('/_local/auth/rate-limits', null)).ok).toBe(true);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(accountMenuButton(page, email)).toBeVisible();
  });

  test('an e-mail sign-in link older than an hour says so on the page it lands on, and signs nobody in', async ({
    page,
    baseURL,
  }) => {
    const email = freshEmail('theo', 'late');
    await createAccount(email);
    await requestSignInLink(page, email);
    const link = await mailedAuthLink(email);

    expect((await hook('/_local/auth/clock', { offset_seconds: 3601 })).ok).toBe(true);
    await page.goto(link);
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
    await waitForIslands(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(accountMenuButton(page, email)).toHaveCount(0);
    expect(await authStorageKeys(page)).toEqual([]);
  });

  test('an expired reset link leads to asking for a new one, saying why', async ({ page, baseURL }) => {
    const email = freshEmail('nora', 'late');
    await createAccount(email);
    await page.goto('/auth/reset-password');
    await waitForIslands(page);
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    const link = await mailedAuthLink(email);

    expect((await hook('/_local/auth/clock', { offset_seconds: 3601 })).ok).toBe(true);
    await page.goto(link);
    await expect(page).toHaveURL(`${baseURL}/auth/reset-password`);
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    expect(await authStorageKeys(page)).toEqual([]);
  });

  test('an expired activation link: /auth/confirm says the link is invalid or has expired', async ({ page }) => {
    const email = freshEmail('ines', 'late');
    // Signed up on /login: the confirmation link returns to /auth/confirm.
    await signUpOnLoginPage(page, email);
    const link = await mailedAuthLink(email);

    expect((await hook('/_local/auth/clock', { offset_seconds: 3601 })).ok).toBe(true);
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This confirmation link is invalid or has expired' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/confirm$/);
    expect(await authStorageKeys(page)).toEqual([]);
  });
});
