/**
 * What the cross-engine journeys read and prepare on the test backend over
 * HTTP: the catalogue, carts made on the server, accounts made through the
 * Auth admin API. The Playwright suite's helpers do the same with
 * Playwright's `expect`; these use none, so no browser library is loaded twice.
 */
import { randomUUID } from 'node:crypto';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { E2E_BACKEND_PORT, E2E_SITE_PORT } from '../support/backend-env.ts';
import { checkoutAnswer, localCollections, localProducts, type LocalProduct } from '../support/commerce-wire.ts';

/** The shop and its backend, on the ports of this engine's run (TEST_PORT_OFFSET, set by run.ts). */
export const siteOrigin = `http://127.0.0.1:${E2E_SITE_PORT}`;
export const backendOrigin = `http://127.0.0.1:${E2E_BACKEND_PORT}`;

/** A product of the commerce API, with its prices and variants expanded. */
export type ApiProduct = LocalProduct<'prices' | 'variants'>;

/** GET on the commerce API with the public token: the answer, to be read with ../support/commerce-wire.ts. */
export async function commerceApi(path: string): Promise<unknown> {
  const response = await fetch(`${backendOrigin}/v1${path}`, {
    headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartPublicToken}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

export async function catalogue(): Promise<ApiProduct[]> {
  const body = await commerceApi('/products?limit=100&sort=name:asc&expand[]=prices&expand[]=variants');
  return localProducts(body, 'prices', 'variants').data;
}

/** Simple products (one price, no options), in name order: one click adds them. */
export async function simpleProducts(): Promise<ApiProduct[]> {
  return (await catalogue()).filter((p) => !p.variants.data.length && p.prices.data.length === 1);
}

/** Names of one listing page, as the shop's own listing API gives them (`query` as in the page's address). */
export async function listingNames(query: string): Promise<string[]> {
  const response = await fetch(`${siteOrigin}/api/products?${query}`);
  if (!response.ok) throw new Error(`listing ${query}: ${response.status}`);
  return ((await response.json()) as { cards: { name: string }[] }).cards.map((card) => card.name);
}

export async function collectionId(slug: string): Promise<string> {
  const { data } = localCollections(await commerceApi('/product_collections?limit=100'));
  const found = data.find((c) => c.slug === slug);
  if (!found) throw new Error(`no collection ${slug}`);
  return found.id;
}

/**
 * A cart made on the server, as if the shopper had filled it earlier on an English page: its checkout id.
 * It names the thank-you page as its way back after paying, as every checkout the shop creates does
 * (`checkoutMetadata` in src/lib/surecart/checkout.ts; decision 0069).
 */
export async function serverCart(lines: { price: string; quantity: number }[]): Promise<string> {
  const response = await fetch(`${backendOrigin}/wp-json/surecart/v1/checkouts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ line_items: lines, live_mode: true, metadata: { page_url: `${siteOrigin}/thank-you` } }),
  });
  if (!response.ok) throw new Error(`creating a cart: ${response.status}`);
  return checkoutAnswer(await response.json()).id;
}

export const PASSWORD = 'Velo2026Nord';

/** An address no other journey uses; dots in the local part give two initials. */
export function freshEmail(label: string): string {
  return `marie.${label}.${randomUUID().slice(0, 8)}@velonord.test`;
}

/** A confirmed account with a password, made through the Auth admin API. */
export async function createAccount(email: string, password = PASSWORD): Promise<void> {
  const response = await fetch(`${backendOrigin}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_DEFAULTS.supabaseServiceRoleKey,
      Authorization: `Bearer ${LOCAL_DEFAULTS.supabaseServiceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { password_set: true } }),
  });
  if (response.status !== 200) throw new Error(`creating an account: ${response.status}`);
}

/** Rows of a table for one e-mail address, read as the service role. */
export async function rowsFor(table: 'contact_forms' | 'subscribers', email: string): Promise<unknown[]> {
  const response = await fetch(`${backendOrigin}/rest/v1/${table}?email=eq.${encodeURIComponent(email)}&select=*`, {
    headers: {
      apikey: LOCAL_DEFAULTS.supabaseServiceRoleKey,
      Authorization: `Bearer ${LOCAL_DEFAULTS.supabaseServiceRoleKey}`,
    },
  });
  return (await response.json()) as unknown[];
}

export function money(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;
}
