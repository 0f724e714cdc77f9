/** Helpers of the Auth and account-function tests: real supabase-js clients against the test backend. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import type { StoredMail } from '../../local/platform/mail.ts';
import type { Database } from '../../supabase/functions/_shared/database.types.ts';
import { backendOrigin, getJson } from './helpers.ts';

/** The site the test backend sends people back to (its default). */
export const SITE_URL = LOCAL_DEFAULTS.siteUrl;

/**
 * A supabase-js client as a server would make it: session in memory, no timers, no URL reading.
 * With `bearer`, every request carries that token (a user's access token) instead of the key.
 */
export function anonClient(key = LOCAL_DEFAULTS.supabaseAnonKey, bearer?: string): SupabaseClient<Database> {
  return createClient<Database>(backendOrigin(), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {},
  });
}

export const adminClient = () => anonClient(LOCAL_DEFAULTS.supabaseServiceRoleKey);

export const uniqueEmail = (label = 'rider') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The outbox's e-mails to `address`, newest first. */
export async function mailTo(address: string): Promise<StoredMail[]> {
  return (await getJson(`/_local/mail?to=${encodeURIComponent(address)}`)).body as StoredMail[];
}

/** The newest e-mail to `address` and its link to Auth's verify endpoint. */
export async function latestLink(address: string): Promise<{ mail: StoredMail; link: string }> {
  const [mail] = await mailTo(address);
  if (!mail) throw new Error(`No e-mail to ${address}`);
  const link = mail.links.find((l) => l.includes('/auth/v1/verify'));
  if (!link) throw new Error(`No verify link in "${mail.subject}"`);
  return { mail, link };
}

/**
 * The shop pages an e-mail sends people to: its links on the shop, and the
 * return address (`redirect_to`) of each link through Auth's verify endpoint.
 */
export function shopPagesOf(mail: StoredMail): URL[] {
  return mail.links
    .map((link) => {
      const url = new URL(link);
      return url.pathname.endsWith('/auth/v1/verify') ? new URL(url.searchParams.get('redirect_to')!) : url;
    })
    .filter((url) => url.origin === new URL(SITE_URL).origin);
}

/** Whether the shop has a page at `pathname` (a file of `src/pages/`, French ones under `src/pages/fr/`). */
export function shopHasPage(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '');
  return [`src/pages${path}.astro`, `src/pages${path}/index.astro`].some((file) => existsSync(file));
}

/** Every shop page the e-mail leads to is a French page the shop has. */
export function expectFrenchPages(mail: StoredMail): void {
  const pages = shopPagesOf(mail);
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    expect(page.pathname).toMatch(/^\/fr(\/|$)/);
    expect(shopHasPage(page.pathname)).toBe(true);
  }
}

/** Opens an e-mail link as a browser would, without following the redirect: where it goes and its fragment. */
export async function openLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const url = new URL(location);
  return {
    status: response.status,
    location,
    target: `${url.origin}${url.pathname}`,
    fragment: url.hash.slice(1),
    params: Object.fromEntries(new URLSearchParams(url.hash.slice(1))),
  };
}

export function putJson(path: string, body: unknown) {
  return getJson(path, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

export const setAuthLimits = (limits: Record<string, { max: number; windowSeconds: number }>) =>
  putJson('/_local/auth/rate-limits', limits);
export const resetAuthLimits = () => getJson('/_local/auth/rate-limits', { method: 'DELETE' });
export const setAuthClock = (offsetSeconds: number) => putJson('/_local/auth/clock', { offset_seconds: offsetSeconds });

/** A confirmed user with a password, made through the admin API. */
export async function confirmedUser(password = 'Cycling2025') {
  const email = uniqueEmail();
  const { data, error } = await adminClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { email, password, id: data.user!.id };
}

/** A client signed in as a new confirmed user. */
export async function signedInClient() {
  const user = await confirmedUser();
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return { client, ...user };
}
