/**
 * The tab's auth client, started once: created (downloading supabase-js)
 * and subscribed by the first caller, the page's start-up, a dialog or an
 * account page; later callers get the same client.
 */
import { loadBrowserClient } from '~/lib/supabase/browser-client.ts';
import type { ShopSupabase } from '~/lib/supabase/types.ts';
import { startAuth } from './session.ts';
import { setAuthLoading } from './store.ts';

let started: Promise<ShopSupabase> | undefined;

export function ensureAuthStarted(): Promise<ShopSupabase> {
  if (!started) {
    const starting = loadBrowserClient().then(async (client) => {
      await startAuth(client);
      return client;
    });
    started = starting;
    starting.catch(() => {
      // Not reachable now (offline): the next caller tries again.
      started = undefined;
      setAuthLoading(false);
    });
  }
  return started;
}
