/**
 * What the accounts' browser journeys share: fresh addresses, the mail
 * outbox, accounts made through the Auth admin API, and signing in through
 * the header's dialog.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import type { StoredMail } from '../../local/platform/mail.ts';
import { initialsFromEmail } from '../../src/features/auth/initials.ts';
import { localeOfPath, type Locale } from '../../src/i18n/locales.ts';
import { backendOrigin, expect, waitForIslands } from './fixtures.ts';

export const PASSWORD = 'Velo2026Nord';

/** An address no other test uses; the local part has dots, so the initials come from two names. */
export function freshEmail(first = 'marie', last = 'tremblay'): string {
  return `${first}.${last}.${randomUUID().slice(0, 8)}@velonord.test`;
}

const asService = {
  apikey: LOCAL_DEFAULTS.supabaseServiceRoleKey,
  Authorization: `Bearer ${LOCAL_DEFAULTS.supabaseServiceRoleKey}`,
  'Content-Type': 'application/json',
};

/**
 * A confirmed account with a password. `passwordSet: false` marks it as opened by an order, so the
 * Set Your Password dialog opens once signed in.
 */
export async function createAccount(email: string, password = PASSWORD, passwordSet = true): Promise<string> {
  const response = await fetch(`${backendOrigin}/auth/v1/admin/users`, {
    method: 'POST',
    headers: asService,
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { password_set: passwordSet } }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).id;
}

/** Ends every session of a user on the server, as a sign-out from another device would. */
export async function revokeSessions(accessToken: string): Promise<void> {
  const response = await fetch(`${backendOrigin}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: LOCAL_DEFAULTS.supabaseAnonKey, Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(204);
}

export interface AuthMail extends StoredMail {
  /** Its link to the Auth service's verify endpoint. */
  link: string;
}

/** The newest e-mail with a link to the Auth service's verify endpoint sent to `email` after `count` such links, once it arrives. */
export async function mailedAuthMail(email: string, count = 0): Promise<AuthMail> {
  let found: AuthMail[] = [];
  await expect
    .poll(
      async () => {
        const mails: Omit<AuthMail, 'link'>[] = await (
          await fetch(`${backendOrigin}/_local/mail?to=${encodeURIComponent(email)}`)
        ).json();
        found = mails.flatMap((mail) =>
          mail.links.filter((link) => link.includes('/auth/v1/verify')).map((link) => ({ ...mail, link })),
        );
        return found.length;
      },
      { message: `an auth link mailed to ${email}` },
    )
    .toBeGreaterThan(count);
  return found[0]!;
}

/** The newest link to the Auth service's verify endpoint mailed to `email` after `count` such links, once it arrives. */
export async function mailedAuthLink(email: string, count = 0): Promise<string> {
  return (await mailedAuthMail(email, count)).link;
}

/** The sign-in dialogs' words in each language. */
const SIGN_IN: Record<
  Locale,
  Record<'title' | 'email' | 'password' | 'emailLink' | 'linkDialog' | 'sendLink' | 'linkSent', string>
> = {
  'en-CA': {
    title: 'Sign In',
    email: 'Email',
    password: 'Password',
    emailLink: 'Sign in with Email Link',
    linkDialog: 'Sign in with Email',
    sendLink: 'Send Login Link',
    linkSent: 'Login link sent! Please check your email.',
  },
  'fr-CA': {
    title: 'Se connecter',
    email: 'Courriel',
    password: 'Mot de passe',
    emailLink: 'Se connecter avec un lien par courriel',
    linkDialog: 'Se connecter par courriel',
    sendLink: 'Envoyer le lien de connexion',
    linkSent: 'Lien de connexion envoyé! Consultez vos courriels.',
  },
};

/** Opens the header's sign-in dialog on `path`, in the language of that address. */
export async function openSignIn(page: Page, path = '/about') {
  const { title } = SIGN_IN[localeOfPath(path)];
  await page.goto(path);
  await waitForIslands(page);
  await page.getByRole('banner').getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Asks for a sign-in link by e-mail through the header's dialog on `path`, and waits for the notice that it left. */
export async function requestSignInLink(page: Page, email: string, path = '/about') {
  const words = SIGN_IN[localeOfPath(path)];
  const dialog = await openSignIn(page, path);
  await dialog.getByRole('button', { name: words.emailLink }).click();
  const linkDialog = page.getByRole('dialog', { name: words.linkDialog });
  await linkDialog.getByLabel(words.email).fill(email);
  await linkDialog.getByRole('button', { name: words.sendLink }).click();
  await expect(page.getByText(words.linkSent)).toBeVisible();
}

/** Creates an account on /login (the confirmation e-mail is left unopened) and waits for Check Your Email. */
export async function signUpOnLoginPage(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Create an account' }).click();
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel('Confirm Password').fill(password);
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(main.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
}

/** The header's account menu button, present once signed in. */
export function accountMenuButton(page: Page, email: string, locale: Locale = 'en-CA') {
  const initials = initialsFromEmail(email);
  const name = locale === 'fr-CA' ? `${initials}, menu du compte ${email}` : `${initials}, account menu for ${email}`;
  return page.getByRole('banner').getByRole('button', { name });
}

/** Signs in with e-mail and password through the header's dialog, and waits for the avatar. */
export async function signInWithPassword(page: Page, email: string, password = PASSWORD, path = '/about') {
  const locale = localeOfPath(path);
  const words = SIGN_IN[locale];
  const dialog = await openSignIn(page, path);
  await dialog.getByLabel(words.email).fill(email);
  await dialog.getByLabel(words.password).fill(password);
  await dialog.getByRole('button', { name: words.title, exact: true }).click();
  await expect(accountMenuButton(page, email, locale)).toBeVisible();
}

/** The keys the auth client keeps in this page's local storage. */
export const authStorageKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sb-')));

/** The access token of the session this page holds. */
export async function storedAccessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    return key ? localStorage.getItem(key) : null;
  });
  expect(raw, 'a stored session').not.toBeNull();
  return JSON.parse(raw!).access_token;
}
