/**
 * Where supabase-js keeps a browser's session: the local-storage key
 * `sb-<project ref>-auth-token`, the project ref being the first label of the
 * backend's host name. The shop reads it to decide whether the auth client
 * is worth downloading at all, and wipes every `sb-` key when a sign-out
 * finds the session already gone.
 */
import { supabaseUrl } from '~/lib/env.ts';

const AUTH_KEY_PREFIX = 'sb-';

/** The storage key supabase-js uses for a project's session. */
export function authStorageKey(projectUrl: string = supabaseUrl): string {
  return `${AUTH_KEY_PREFIX}${new URL(projectUrl).hostname.split('.')[0]}-auth-token`;
}

/** Whether this browser holds a stored session for the project (storage may be blocked: then it does not). */
export function hasStoredSession(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(storage?.getItem(authStorageKey()));
  } catch {
    return false;
  }
}

/** Deletes every local-storage key that starts with `sb-` (sessions, code verifiers). */
export function clearAuthStorage(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(AUTH_KEY_PREFIX) ?? false,
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing stored to delete.
  }
}
