/**
 * The local Auth's SQL: users in auth.users (so the profile trigger runs on
 * insert) here, sessions and refresh tokens (session-store.ts) and e-mail link
 * tokens (link-token-store.ts) in the `local` schema. The Auth server is privileged, as Supabase's own is: these
 * statements run as the database owner, never as a request's role.
 */
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db.ts';
import { LinkTokenStore } from './link-token-store.ts';
import { UUID, type Queryable } from './queryable.ts';
import { SessionStore } from './session-store.ts';
import { DEFAULT_APP_METADATA, type UserRow } from './users.ts';

const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until`;

export class AuthStore {
  /** Sessions and their refresh tokens. */
  readonly sessions: SessionStore;
  /** The tokens of e-mail links. */
  readonly links: LinkTokenStore;

  constructor(private readonly db: Database) {
    this.sessions = new SessionStore(db);
    this.links = new LinkTokenStore(db);
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async userById(id: string, db: Queryable = this.db): Promise<UserRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
    return rows[0];
  }

  async userByEmail(email: string, db: Queryable = this.db): Promise<UserRow | undefined> {
    const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = lower($1)`, [email]);
    return rows[0];
  }

  /** Users whose e-mail contains `filter`, newest first, one page of them, and how many match in all. */
  async listUsers(filter: string, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
    const pattern = `%${filter.replace(/[\\%_]/g, '\\$&')}%`;
    const { rows } = await this.db.query<UserRow & { total: number }>(
      `select ${USER_COLUMNS}, count(*) over ()::integer as total from auth.users
       where email ilike $1 order by created_at desc, id limit $2 offset $3`,
      [pattern, perPage, (page - 1) * perPage],
    );
    return { users: rows, total: rows[0]?.total ?? 0 };
  }

  async createUser(
    input: {
      email: string;
      passwordHash: string | null;
      confirmedAt: Date | null;
      userMetadata: Record<string, unknown>;
      appMetadata?: Record<string, unknown>;
      now: Date;
    },
    db: Queryable = this.db,
  ): Promise<UserRow> {
    const { rows } = await db.query<UserRow>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
         lower($1), $2, $3, $4, $5, $6, $6)
       returning ${USER_COLUMNS}`,
      [
        input.email,
        input.passwordHash,
        input.confirmedAt,
        JSON.stringify({ ...DEFAULT_APP_METADATA, ...input.appMetadata }),
        JSON.stringify(input.userMetadata),
        input.now,
      ],
    );
    return rows[0]!;
  }

  async updateUser(
    id: string,
    changes: {
      email?: string;
      passwordHash?: string;
      userMetadata?: Record<string, unknown>;
      appMetadata?: Record<string, unknown>;
      confirmedAt?: Date;
      lastSignInAt?: Date;
      confirmationSentAt?: Date;
      recoverySentAt?: Date;
      invitedAt?: Date;
    },
    now: Date,
    db: Queryable = this.db,
  ): Promise<UserRow> {
    const { rows } = await db.query<UserRow>(
      `update auth.users set
         encrypted_password = coalesce($2, encrypted_password),
         raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data),
         raw_app_meta_data = coalesce($4::jsonb, raw_app_meta_data),
         email_confirmed_at = coalesce(email_confirmed_at, $5),
         last_sign_in_at = coalesce($6, last_sign_in_at),
         confirmation_sent_at = coalesce($7, confirmation_sent_at),
         recovery_sent_at = coalesce($8, recovery_sent_at),
         invited_at = coalesce($9, invited_at),
         updated_at = $10,
         email = coalesce(lower($11), email)
       where id = $1 returning ${USER_COLUMNS}`,
      [
        id,
        changes.passwordHash ?? null,
        changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
        changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
        changes.confirmedAt ?? null,
        changes.lastSignInAt ?? null,
        changes.confirmationSentAt ?? null,
        changes.recoverySentAt ?? null,
        changes.invitedAt ?? null,
        now,
        changes.email ?? null,
      ],
    );
    return rows[0]!;
  }

  async deleteUser(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const { affectedRows } = await this.db.query('delete from auth.users where id = $1', [id]);
    return (affectedRows ?? 0) > 0;
  }

  /**
   * What a new password or a new address does to what was handed out before it, as GoTrue's
   * `UpdatePassword`: every session of the user ends but `keepSessionId` (the one that made the change,
   * when a user made it), and every e-mail link issued so far stops working.
   */
  async revokeEarlierCredentials(userId: string, keepSessionId: string | null, db: Queryable = this.db): Promise<void> {
    await db.query('delete from local.auth_sessions where user_id = $1 and id is distinct from $2::uuid', [
      userId,
      keepSessionId,
    ]);
    await db.query('delete from local.auth_one_time_tokens where user_id = $1', [userId]);
  }
}
