/**
 * The account functions' view of Supabase Auth, through its admin API with
 * the service-role key (plain `fetch`, so the same code runs on Deno and in
 * Node): find a user by address, create an account waiting for activation,
 * hand an unconfirmed account back to whoever owns the address, and make a
 * sign-in link without Auth mailing it (the function sends its own
 * activation e-mail).
 */

export interface AccountUser {
  id: string;
  email: string;
  email_confirmed_at?: string;
  user_metadata: Record<string, unknown>;
}

export interface AccountDirectory {
  findByEmail(email: string): Promise<AccountUser | undefined>;
  /** Creates an unconfirmed user; undefined when the address already has one. */
  createPending(email: string, userMetadata: Record<string, unknown>): Promise<AccountUser | undefined>;
  /**
   * Hands an unconfirmed account back to whoever proves the address: a password nobody knows replaces
   * the one its sign-up chose (which ends its sessions and earlier links), and the metadata the sign-up
   * brought gives way to `password_set: false`, so the person who follows the next link chooses one.
   */
  reclaimUnconfirmed(user: AccountUser): Promise<AccountUser>;
  /** A single-use link that signs the user in (confirming the address) and lands on `redirectTo`. */
  signInLink(email: string, redirectTo: string): Promise<string>;
}

export interface AuthAdminOptions {
  /** The Supabase project URL. */
  url: string;
  serviceRoleKey: string;
  fetch: typeof fetch;
}

/** True when a user still has to activate the account: the address is unconfirmed or no password was chosen. */
export function needsActivation(user: AccountUser): boolean {
  return !user.email_confirmed_at || user.user_metadata.password_set === false;
}

/**
 * A password no one is told: 32 random bytes, with the lower-case, upper-case and digit any password
 * rule asks for. Auth's admin API cannot remove a password, so one nobody knows takes its place.
 */
export function unknowablePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}Aa1`;
}

/** The metadata that hands an account back: every key the sign-up set removed (null), and no password chosen. */
export function reclaimedMetadata(current: Record<string, unknown>): Record<string, unknown> {
  return { ...Object.fromEntries(Object.keys(current).map((key) => [key, null])), password_set: false };
}

export function authAdminDirectory({ url, serviceRoleKey, fetch }: AuthAdminOptions): AccountDirectory {
  const base = `${url.replace(/\/$/, '')}/auth/v1/admin`;
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  };

  async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${base}${path}`, { ...init, headers });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  }

  function fail(what: string, status: number): never {
    throw new Error(`Auth admin ${what} failed with HTTP ${status}`);
  }

  return {
    async findByEmail(email) {
      // The admin list filters by a part of the address; keep the exact match only.
      const { status, body } = await call(`/users?filter=${encodeURIComponent(email)}&per_page=50`);
      if (status !== 200) fail('user search', status);
      const users = ((body as { users?: AccountUser[] }).users ?? []) as AccountUser[];
      return users.find((u) => u.email?.toLowerCase() === email.toLowerCase());
    },
    async createPending(email, userMetadata) {
      const { status, body } = await call('/users', {
        method: 'POST',
        body: JSON.stringify({ email, email_confirm: false, user_metadata: userMetadata }),
      });
      if (status === 422 && (body as { code?: string })?.code === 'email_exists') return undefined;
      if (status !== 200) fail('user creation', status);
      return body as AccountUser;
    },
    async reclaimUnconfirmed(user) {
      const { status, body } = await call(`/users/${encodeURIComponent(user.id)}`, {
        method: 'PUT',
        body: JSON.stringify({ password: unknowablePassword(), user_metadata: reclaimedMetadata(user.user_metadata) }),
      });
      if (status !== 200) fail('account reclaim', status);
      return body as AccountUser;
    },
    async signInLink(email, redirectTo) {
      const { status, body } = await call('/generate_link', {
        method: 'POST',
        body: JSON.stringify({ type: 'magiclink', email, redirect_to: redirectTo }),
      });
      if (status !== 200) fail('link generation', status);
      return (body as { action_link: string }).action_link;
    },
  };
}
