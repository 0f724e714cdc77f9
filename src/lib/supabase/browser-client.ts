/**
 * The browser's Supabase client, created on first use: supabase-js is
 * fetched with a dynamic import only when there is a stored session, an auth
 * token in the address, or the shopper opens an auth dialog or page.
 * Anonymous views of the shop never download it.
 */
import type { ShopSupabase } from './types.ts';

let loading: Promise<ShopSupabase> | undefined;

export function loadBrowserClient(): Promise<ShopSupabase> {
  loading ??= import('./create-browser-client.ts').then(({ createBrowserClient }) => createBrowserClient());
  // A failed download may succeed later (a flaky connection): let the next call try again.
  loading.catch(() => (loading = undefined));
  return loading;
}
