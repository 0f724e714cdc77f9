/**
 * Auth users as the API shows them: the user object of Supabase Auth (with
 * its `email` identity), and the obfuscated user a sign-up of an address that
 * already has an account gets. Like Supabase Auth's, that look-alike has no
 * identities where a new user has one, which tells a careful caller the
 * address is taken; the shop keeps Supabase's answer rather than differ from it.
 */
import { randomUUID } from 'node:crypto';

/** The columns of auth.users the local Auth reads. */
export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
}

export const DEFAULT_APP_METADATA = { provider: 'email', providers: ['email'] };

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

/** Keys whose value is undefined are left out, as Supabase Auth omits empty timestamps. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function userJson(user: UserRow) {
  const created = user.created_at.toISOString();
  return compact({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    invited_at: iso(user.invited_at),
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { email: user.email, email_verified: Boolean(user.email_confirmed_at), sub: user.id },
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at) ?? created,
        created_at: created,
        updated_at: user.updated_at.toISOString(),
        email: user.email,
      },
    ],
    created_at: created,
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  });
}

/** What a sign-up of an already registered address answers: a look-alike user with a new id and no identity. */
export function obfuscatedUserJson(email: string, data: Record<string, unknown>, now: Date) {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: DEFAULT_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

/**
 * The most a user's or app metadata may weigh, as JSON in UTF-8. Both ride in
 * every access token, which browsers send in a header: past Node's 16 KB of
 * headers a token makes the account unusable. GoTrue documents no bound; 4 KB
 * is several times what the shop keeps there (`password_set`, a name).
 */
export const METADATA_MAX_BYTES = 4096;

/** Whether `metadata` fits in `METADATA_MAX_BYTES`. */
export const metadataFits = (metadata: Record<string, unknown>) =>
  Buffer.byteLength(JSON.stringify(metadata), 'utf8') <= METADATA_MAX_BYTES;

export const METADATA_TOO_LARGE = `Metadata may not be larger than ${METADATA_MAX_BYTES} bytes`;

/**
 * Merges `data` into user metadata as Supabase Auth does: keys are set, and a
 * key whose value is null is removed. Undefined when the result would be too large.
 */
export function mergeMetadata(
  current: Record<string, unknown>,
  data: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(data)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return metadataFits(merged) ? merged : undefined;
}
