/**
 * The backend project's account calls: the shopper's profile (table
 * `users`, read and updated under the database's row-level security, with
 * the id of their open cart), the customer dashboard link and the activation e-mail (Edge Functions).
 */
import { currentLocale } from '~/i18n/index.ts';
import { ROUTING_CODE } from '~/i18n/locales.ts';
import { functionErrorText, serviceMessage } from '../service-message.ts';
import type { ProfileChanges, ShopSupabase, UserProfile } from './types.ts';

export const PROFILE_COLUMNS =
  'id,user_id,surecart_customer_id,full_name,email,phone,first_name,last_name,cart_checkout_id,created_at,updated_at';

/** PostgREST's answer when `.single()` finds no row. */
const NO_SINGLE_ROW = 'PGRST116';

/** Functions are told which environment they serve (the commerce platform has a test mode). */
const ENVIRONMENT_HEADERS = { 'x-environment': 'production' };

/**
 * The profile row of a user, or null when the user has none yet (a shopper
 * who signed up before buying). Throws when the read fails.
 */
export async function fetchProfile(client: ShopSupabase, userId: string): Promise<UserProfile | null> {
  const { data, error } = await client.from('users').select(PROFILE_COLUMNS).eq('user_id', userId).single();
  if (error) {
    if (error.code === NO_SINGLE_ROW) return null;
    throw new Error(error.message);
  }
  return data;
}

/**
 * Saves the shopper's name and phone on their own profile and returns the
 * saved row; throws when refused, failed, or when there is no row to save
 * (the database's policies only let a user change their own).
 */
export async function updateProfile(
  client: ShopSupabase,
  userId: string,
  changes: ProfileChanges,
): Promise<UserProfile> {
  const { data, error } = await client
    .from('users')
    .update(changes)
    .eq('user_id', userId)
    .select(PROFILE_COLUMNS)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/**
 * Keeps the id of the shopper's open cart on their own profile (null: no
 * cart), so another browser they sign in on finds it. Throws when refused,
 * failed, or when there is no row to write.
 */
export async function saveCartCheckoutId(
  client: ShopSupabase,
  userId: string,
  checkoutId: string | null,
): Promise<void> {
  const { error } = await client
    .from('users')
    .update({ cart_checkout_id: checkoutId })
    .eq('user_id', userId)
    .select('cart_checkout_id')
    .single();
  if (error) throw new Error(error.message);
}

/** Only a web address may be opened as the dashboard: never `javascript:` or any other scheme. */
function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export const DASHBOARD_LINK_RETRIES = 3;
export const DASHBOARD_LINK_RETRY_DELAY_MS = 1000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The customer dashboard's address for a signed-in shopper, from the
 * `get-customer-dashboard-link` function; null without a customer id (no
 * call is made), or after the first try and 3 retries 1 s apart have failed.
 * The function identifies the shopper by the session's access token, which
 * the client sends as the bearer; the ids in the body are only checked
 * against it.
 */
export async function fetchDashboardLink(
  client: ShopSupabase,
  userId: string,
  customerId: string | null | undefined,
): Promise<string | null> {
  if (!customerId) return null;
  for (let attempt = 0; attempt <= DASHBOARD_LINK_RETRIES; attempt += 1) {
    if (attempt > 0) await pause(DASHBOARD_LINK_RETRY_DELAY_MS);
    try {
      const { data, error } = await client.functions.invoke<{ dashboardUrl?: unknown }>('get-customer-dashboard-link', {
        body: { userId, customerId },
        headers: ENVIRONMENT_HEADERS,
      });
      const url = error ? null : webAddress(data?.dashboardUrl);
      if (url) return url;
    } catch {
      // A network failure: try again like any other failure.
    }
  }
  return null;
}

/**
 * Asks the `resend-activation` function for a new activation link, in the
 * page's language (`locale`: the e-mail, its link and the function's answers).
 * Resolves on success; otherwise rejects with the server's own message, or
 * with `fallback` when it gave none.
 */
export async function resendActivation(client: ShopSupabase, email: string, fallback: string): Promise<void> {
  let failure: unknown;
  try {
    const { data, error } = await client.functions.invoke<{ error?: unknown }>('resend-activation', {
      body: { email, locale: ROUTING_CODE[currentLocale()] },
      headers: ENVIRONMENT_HEADERS,
    });
    if (!error && !(data && typeof data.error === 'string')) return;
    failure = error ? await functionErrorText(error) : data?.error;
  } catch {
    failure = undefined;
  }
  // The function was told the page's language and answers in it.
  throw new Error(serviceMessage(failure, fallback, { inPageLanguage: true }));
}
