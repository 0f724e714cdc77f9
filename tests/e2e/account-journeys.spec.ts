/**
 * The accounts' journeys through the real pages, the local Auth service and
 * its mail outbox: a guest's order opening an account, e-mail links,
 * password reset, sign-out, the account page and the redirects around it.
 */
import { expect, test, waitForIslands } from './fixtures.ts';
import { buyAsGuest } from './checkout-helpers.ts';
import {
  PASSWORD,
  accountMenuButton,
  authStorageKeys,
  createAccount,
  freshEmail,
  mailedAuthLink,
  openSignIn,
  requestSignInLink,
  revokeSessions,
  signInWithPassword,
  signUpOnLoginPage,
  storedAccessToken,
} from './account-helpers.ts';

test.describe('a guest order opens an account', () => {
  test('activation e-mail, signed in, Set Your Password, avatar initials, and the portal lists the order', async ({
    page,
    context,
  }) => {
    const email = freshEmail('marie', 'tremblay');
    const thankYou = await buyAsGuest(page, email);
    await expect(thankYou.getByRole('heading', { name: 'Activate Your Account' })).toBeVisible();
    const total = (await thankYou.getByTestId('order-total').textContent())!.trim();
    await thankYou.close();

    await page.goto(await mailedAuthLink(email));
    await expect(page).toHaveURL(/\/auth\/confirm$/);
    const setPassword = page.getByRole('dialog', { name: 'Set Your Password' });
    await expect(setPassword).toBeVisible();
    await setPassword.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await setPassword.getByLabel('Confirm Password').fill(PASSWORD);
    await setPassword.getByRole('button', { name: 'Set Password & Continue' }).click();
    await expect(page.getByText('Password set successfully!')).toBeVisible();
    await expect(setPassword).toHaveCount(0);

    const avatar = accountMenuButton(page, email);
    await expect(avatar).toHaveText('MT');
    await avatar.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(email)).toBeVisible();
    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      menu.getByRole('menuitem', { name: 'Access Account' }).click(),
    ]);
    await expect(portal).toHaveURL(/\/portal\?link=/);
    await expect(portal.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
    const row = portal.getByRole('table').getByRole('row').nth(1);
    await expect(portal.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(row.getByRole('cell').nth(0).getByRole('link')).toHaveText(/^#\d{4,}$/);
    await expect(row.getByRole('cell').nth(2)).toHaveText(total);

    // Signed in now, the thank-you page no longer asks to activate an account.
    await page.goto(thankYou.url());
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await waitForIslands(page);
    await expect(accountMenuButton(page, email)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Activate Your Account' })).toHaveCount(0);
  });
});

test.describe('signing in', () => {
  test('by e-mail link: the dialog sends it, the link signs in on the home page', async ({ page }) => {
    const email = freshEmail('jean', 'roy');
    await createAccount(email);
    await requestSignInLink(page, email);

    await page.goto(await mailedAuthLink(email));
    await expect(accountMenuButton(page, email)).toBeVisible();
    await expect(accountMenuButton(page, email)).toHaveText('JR');
    // The tokens never stay in the address bar, nor in the history behind it.
    await expect(page).toHaveURL(/\/$/);
    expect(await authStorageKeys(page)).not.toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('an unknown address in e-mail link mode is told so', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 422/);
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Sign in with Email Link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Sign in with Email' });
    await linkDialog.getByLabel('Email').fill(freshEmail('nobody', 'here'));
    await linkDialog.getByRole('button', { name: 'Send Login Link' }).click();
    await expect(linkDialog.getByText('No account found with this email address')).toBeVisible();
  });

  test('a wrong password, then an unconfirmed account, each get their message; editing clears it', async ({
    page,
    consoleErrors,
  }) => {
    // The refused sign-ins are 400 answers, which the browser logs.
    consoleErrors.allow(/status of 400/);
    const email = freshEmail('luc', 'gagnon');
    await createAccount(email);
    const dialog = await openSignIn(page);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('Wrong2026Pass');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog.getByText('Invalid email or password')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await dialog.getByLabel('Password').fill('Another2026');
    await expect(dialog.getByText('Invalid email or password')).toHaveCount(0);

    // Signed up on /login but the confirmation e-mail never opened.
    const pending = freshEmail('anne', 'pending');
    await signUpOnLoginPage(page, pending);
    const again = await openSignIn(page);
    await again.getByLabel('Email').fill(pending);
    await again.getByLabel('Password').fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(again.getByText('Please verify your email address first')).toBeVisible();
    expect(await authStorageKeys(page)).toEqual([]);
  });
});

test.describe('password reset', () => {
  test('Reset Password → e-mail → new password → Password Updated; only the new password signs in', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    const email = freshEmail('paul', 'cote');
    await createAccount(email);
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByLabel('Email').fill(email);
    await reset.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('dialog', { name: 'Check Your Email' }).getByText(email)).toBeVisible();

    await page.goto(await mailedAuthLink(email));
    await expect(page).toHaveURL(/\/auth\/update-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Update Password' })).toBeVisible();
    const newPassword = 'Fresh2026Nord';
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('main').getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password Updated' })).toBeVisible();

    await accountMenuButton(page, email).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();

    const old = await openSignIn(page);
    await old.getByLabel('Email').fill(email);
    await old.getByLabel('Password').fill(PASSWORD);
    await old.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(old.getByText('Invalid email or password')).toBeVisible();
    await old.getByLabel('Password').fill(newPassword);
    await old.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(accountMenuButton(page, email)).toBeVisible();
  });
});

test.describe('signing out', () => {
  test('with a session already revoked on the server: every sb- key goes and the shopper lands on /', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // The server refuses to end a session it has already ended.
    consoleErrors.allow(/status of 403/);
    const email = freshEmail('eve', 'lavoie');
    await createAccount(email);
    await signInWithPassword(page, email, PASSWORD, '/about');
    await revokeSessions(await storedAccessToken(page));
    await accountMenuButton(page, email).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await authStorageKeys(page)).toEqual([]);
  });
});

test.describe('/account', () => {
  test('shows the profile, saves name and phone, changes the password and logs out', async ({ page, baseURL }) => {
    const email = freshEmail('sophie', 'bouchard');
    await createAccount(email);
    await signInWithPassword(page, email);
    await page.goto('/account');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Email')).toHaveValue(email);
    await main.getByLabel('Full name').fill('Sophie Bouchard');
    await main.getByLabel('Phone').fill('514-555-0100');
    await main.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await expect(main.getByLabel('Full name')).toHaveValue('Sophie Bouchard');
    await expect(main.getByLabel('Phone')).toHaveValue('514-555-0100');

    await main.getByLabel('Password', { exact: true }).fill('Change2026Me');
    await main.getByLabel('Confirm Password').fill('Change2026Me');
    await main.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();

    await main.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(await authStorageKeys(page)).toEqual([]);
    await signInWithPassword(page, email, 'Change2026Me');
  });

  test('signed out goes to /login and comes back after signing in; /login signed in goes to /account', async ({
    page,
    baseURL,
  }) => {
    const email = freshEmail('marc', 'pelletier');
    await createAccount(email);
    await page.goto('/account');
    await expect(page).toHaveURL(`${baseURL}/login?next=/account`);
    await waitForIslands(page);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/account`);
    await expect(main.getByLabel('Email')).toHaveValue(email);

    await page.goto('/login');
    await expect(page).toHaveURL(`${baseURL}/account`);
  });
});
