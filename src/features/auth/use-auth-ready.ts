import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ShopSupabase } from '~/lib/supabase/types.ts';
import { ensureAuthStarted } from './start.ts';
import { $auth } from './store.ts';

export interface AuthReady {
  /** The client, once started; null while it loads (or could not load). */
  client: ShopSupabase | null;
  /** True once the session is known: the client started and the user (if any) loaded. */
  ready: boolean;
  /** The backend could not be reached. */
  failed: boolean;
}

/** For the account and auth pages: starts the auth client on mount and says when the session is known. */
export function useAuthReady(): AuthReady {
  const { loading } = useStore($auth, { keys: ['loading'] });
  const [client, setClient] = useState<ShopSupabase | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    ensureAuthStarted().then(
      (started) => live && setClient(started),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { client, ready: Boolean(client) && !loading, failed };
}
