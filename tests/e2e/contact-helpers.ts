/**
 * What the contact and newsletter journeys read and write on the backend:
 * stored rows (through PostgREST as the service role), the mail outbox, the
 * reCAPTCHA stand-in's test hook, and accounts made through Auth's admin API.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import type { StoredMail } from '../../local/platform/mail.ts';
import type { Tables } from '../../supabase/functions/_shared/database.types.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { localProducts } from '../support/commerce-wire.ts';
import { backendOrigin, commerceApi, SHOWN_PRODUCTS, expect, hydrated } from './fixtures.ts';

export const SUPPORT_ADDRESS = 'support@velonord.ca';
export const RECAPTCHA_SCRIPT = /\/recaptcha\/api\.js\?render=/;
/** The insert supabase-js sends for a contact message. */
export const CONTACT_INSERT = /\/rest\/v1\/contact_forms(\?|$)/;

const asService = {
  apikey: LOCAL_DEFAULTS.supabaseServiceRoleKey,
  Authorization: `Bearer ${LOCAL_DEFAULTS.supabaseServiceRoleKey}`,
  'Content-Type': 'application/json',
};

/** A fresh address per test: the database caps messages per address, and rows are found by it. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.ca`;
}

export type ContactRow = Tables<'contact_forms'>;

async function rows<T>(table: string, filter: string): Promise<T[]> {
  const response = await fetch(`${backendOrigin}/rest/v1/${table}?${filter}`, { headers: asService });
  expect(response.status, `reading ${table}`).toBe(200);
  return (await response.json()) as T[];
}

export const contactRows = (email: string) =>
  rows<ContactRow>('contact_forms', `email=eq.${encodeURIComponent(email)}&select=*&order=created_at`);

export const subscriberRows = (email: string) =>
  rows<{ email: string; name: string | null; recaptcha_score: number }>(
    'subscribers',
    `email=eq.${encodeURIComponent(email)}&select=*`,
  );

/** An e-mail in the backend's outbox, with its links in order of appearance. */
export type Mail = StoredMail;

export async function mailTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${backendOrigin}/_local/mail?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/** The next `times` reCAPTCHA tokens score `score`, as a bot's would. */
export async function scoreNextTokens(score: number, times = 1) {
  const response = await fetch(`${backendOrigin}/_local/recaptcha/scores`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ score, times }),
  });
  expect(response.status).toBe(200);
}

export async function clearScores() {
  await fetch(`${backendOrigin}/_local/recaptcha/scores`, { method: 'DELETE' });
}

/** The next matching request fails with `status` (in the service's own error shape). */
export async function injectFault(method: string, path: string, status = 500) {
  const response = await fetch(`${backendOrigin}/_local/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, path, times: 1, status }),
  });
  expect(response.status).toBe(201);
}

export async function clearFaults() {
  await fetch(`${backendOrigin}/_local/faults`, { method: 'DELETE' });
}

export interface Account {
  id: string;
  email: string;
  password: string;
  name: string;
  phone: string;
}

/** A confirmed account with a password, a name and a phone on its profile. */
export async function createAccount(label: string): Promise<Account> {
  const account = {
    email: uniqueEmail(label),
    password: 'Velo-Nord-2026',
    name: 'Samuel Signed',
    phone: '418 555 0142',
  };
  const created = await fetch(`${backendOrigin}/auth/v1/admin/users`, {
    method: 'POST',
    headers: asService,
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      email_confirm: true,
      user_metadata: { full_name: account.name },
    }),
  });
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const profile = await fetch(`${backendOrigin}/rest/v1/users?user_id=eq.${id}`, {
    method: 'PATCH',
    headers: asService,
    body: JSON.stringify({ full_name: account.name, phone: account.phone }),
  });
  expect(profile.status).toBe(204);
  return { id, ...account };
}

/** Signs in through the header's sign-in dialog and waits until the dialog has closed. */
export async function signIn(page: Page, account: Account) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export function contactInput(label: string, message = 'Which frame size fits a rider of 170 cm?'): ContactInput {
  return { name: 'Marie Tremblay', email: uniqueEmail(label), phone: '514 555 0100', message };
}

/** The contact form's words in each language. */
export const CONTACT_WORDS: Record<Locale, { dialog: string } & Record<keyof ContactInput, string>> = {
  'en-CA': {
    dialog: 'Send us a Message',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'How can we help you?',
  },
  'fr-CA': {
    dialog: 'Écrivez-nous',
    name: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    message: 'Comment pouvons-nous vous aider?',
  },
};

export function contactFields(scope: Page | Locator, locale: Locale = 'en-CA') {
  const words = CONTACT_WORDS[locale];
  return {
    name: scope.getByLabel(words.name, { exact: true }),
    email: scope.getByLabel(words.email, { exact: true }),
    phone: scope.getByLabel(words.phone, { exact: true }),
    message: scope.getByLabel(words.message, { exact: true }),
  };
}

export async function fillContact(scope: Page | Locator, input: ContactInput, locale: Locale = 'en-CA') {
  const fields = contactFields(scope, locale);
  await fields.name.fill(input.name);
  await fields.email.fill(input.email);
  await fields.phone.fill(input.phone);
  await fields.message.fill(input.message);
}

/** Expects every field to hold what was typed. */
export async function expectKept(scope: Page | Locator, input: ContactInput) {
  const fields = contactFields(scope);
  await expect(fields.name).toHaveValue(input.name);
  await expect(fields.email).toHaveValue(input.email);
  await expect(fields.phone).toHaveValue(input.phone);
  await expect(fields.message).toHaveValue(input.message);
}

/**
 * The toasts. Behind the contact dialog the rest of the page, toasts included, is hidden from assistive
 * technology (the dialog is modal, and says the outcome itself: a focused heading or an alert), so hidden
 * elements are looked at too.
 */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/, includeHidden: true });

/** Resolves once every toast has faded in and stopped moving (a half-faded toast is not what anyone reads). */
export async function settled(page: Page) {
  const items = toasts(page).getByRole('listitem', { includeHidden: true });
  await expect
    .poll(() =>
      items.evaluateAll((toasts) =>
        toasts.every((toast) => getComputedStyle(toast).opacity === '1' && toast.getAnimations().length === 0),
      ),
    )
    .toBe(true);
}

/** The footer's support link, once its island has hydrated. */
export async function openContactDialog(page: Page, locale: Locale = 'en-CA') {
  const words = CONTACT_WORDS[locale];
  const link = await hydrated(page.getByRole('contentinfo').getByRole('link', { name: SUPPORT_ADDRESS }));
  await link.click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog.getByLabel(words.message)).toBeVisible();
  return dialog;
}

/** The slug of a product of the catalogue. */
export async function someProductSlug(): Promise<string> {
  const { data } = localProducts(await commerceApi(`/products?limit=1&${SHOWN_PRODUCTS}`));
  return data[0]!.slug;
}

/** A product page's Support tab, opened. */
export async function openSupportTab(page: Page, slug: string) {
  await page.goto(`/product/${slug}`);
  return showSupportTab(page);
}

/** The Support tab of the product page already shown. */
export async function showSupportTab(page: Page) {
  const tabs = await hydrated(page.getByRole('tablist', { name: 'Product information' }));
  await tabs.getByRole('tab', { name: 'Support' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Support' });
  await expect(panel.getByLabel('How can we help you?')).toBeVisible();
  return panel;
}
