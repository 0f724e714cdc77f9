/**
 * Who an access token belongs to, as Supabase Auth says (`GET /auth/v1/user`).
 * A valid signature is not enough: Auth also refuses the token of a session
 * that has ended (a sign-out, on this device or everywhere), which the token
 * itself cannot show. Both the deployed function and the local backend ask
 * Auth this way.
 */

export interface AuthUserOptions {
  /** The Supabase project URL. */
  url: string;
  /** The project's anon key, which the API gateway asks of every caller. */
  anonKey: string;
  fetch: typeof fetch;
}

/** The user id of a signed-in caller's token, or null when Auth does not accept it as a user's session. */
export function authUserFromToken({ url, anonKey, fetch }: AuthUserOptions) {
  const endpoint = `${url.replace(/\/$/, '')}/auth/v1/user`;
  return async (token: string): Promise<{ id: string } | null> => {
    const response = await fetch(endpoint, { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } });
    if (!response.ok) return null;
    const user = (await response.json().catch(() => null)) as { id?: unknown } | null;
    return typeof user?.id === 'string' ? { id: user.id } : null;
  };
}
