/**
 * Every SQL statement of the local Auth: users in auth.users (so the profile
 * trigger runs on insert), sessions, refresh tokens and one-time tokens in the
 * `local` schema. The Auth server is privileged, as Supabase's own is: these
 * statements run as the database owner, never as a request's role.
 */
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db.ts';
import { hashToken, randomToken } from './tokens.ts';
import { DEFAULT_APP_METADATA, type UserRow } from './users.ts';

export type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery';
export type SessionMethod = 'password' | 'otp';

export interface SessionRow {
  id: string;
  user_id: string;
  method: SessionMethod;
  created_at: Date;
}

type Queryable = Pick<Transaction, 'query'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until`;

/** Which link types a verification of `type` may use (`email` stands for any sign-in or sign-up link). */
export function linkTypesFor(type: string): LinkType[] {
  if (type === 'email') return ['signup', 'magiclink', 'invite'];
  if (type === 'signup' || type === 'invite' || type === 'magiclink' || type === 'recovery') return [type];
  return [];
}

export class AuthStore {
  constructor(private readonly db: Database) {}

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

  /** Opens a session and its first refresh token (returned in clear, stored hashed). */
  async openSession(userId: string, method: SessionMethod, now: Date, db: Queryable = this.db) {
    const { rows } = await db.query<SessionRow>(
      `insert into local.auth_sessions (user_id, method, created_at) values ($1, $2, $3) returning *`,
      [userId, method, now],
    );
    const session = rows[0]!;
    const refreshToken = await this.addRefreshToken(session.id, now, db);
    return { session, refreshToken };
  }

  async session(id: unknown): Promise<SessionRow | undefined> {
    if (typeof id !== 'string' || !UUID.test(id)) return undefined;
    const { rows } = await this.db.query<SessionRow>('select * from local.auth_sessions where id = $1', [id]);
    return rows[0];
  }

  private async addRefreshToken(sessionId: string, now: Date, db: Queryable): Promise<string> {
    const token = randomToken(24);
    await db.query('insert into local.auth_refresh_tokens (token_hash, session_id, created_at) values ($1, $2, $3)', [
      hashToken(token),
      sessionId,
      now,
    ]);
    return token;
  }

  /**
   * Exchanges a refresh token for the next one. A token exchanged less than
   * `reuseSeconds` ago is exchanged again for another token of the same
   * session (requests that raced with the first exchange keep the session);
   * one exchanged longer ago is a sign of theft: its whole session is ended.
   */
  async rotateRefreshToken(
    token: string,
    now: Date,
    reuseSeconds: number,
  ): Promise<
    { ok: true; session: SessionRow; refreshToken: string } | { ok: false; reason: 'not_found' | 'already_used' }
  > {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; session_id: string; revoked: boolean }>(
        'select id, session_id, revoked from local.auth_refresh_tokens where token_hash = $1 for update',
        [hashToken(token)],
      );
      const row = rows[0];
      if (!row) return { ok: false, reason: 'not_found' };
      if (row.revoked) {
        // It was exchanged when its session's next token was made.
        const next = await tx.query<{ created_at: Date }>(
          `select created_at from local.auth_refresh_tokens where session_id = $1 and id > $2
           order by id limit 1`,
          [row.session_id, row.id],
        );
        const exchangedAt = next.rows[0]?.created_at;
        if (!exchangedAt || now.getTime() - exchangedAt.getTime() > reuseSeconds * 1000) {
          await tx.query('delete from local.auth_sessions where id = $1', [row.session_id]);
          return { ok: false, reason: 'already_used' };
        }
      } else {
        await tx.query('update local.auth_refresh_tokens set revoked = true where id = $1', [row.id]);
      }
      const session = await tx.query<SessionRow>(
        'update local.auth_sessions set refreshed_at = $2 where id = $1 returning *',
        [row.session_id, now],
      );
      return { ok: true, session: session.rows[0]!, refreshToken: await this.addRefreshToken(row.session_id, now, tx) };
    });
  }

  /** Ends sessions of a user: only this one (`local`), all but this one (`others`), or all (`global`). */
  async endSessions(userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
    await this.db.query(
      `delete from local.auth_sessions
       where user_id = $1 and ($3 = 'global' or ($3 = 'local') = (id = $2::uuid))`,
      [userId, sessionId, scope],
    );
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

  /**
   * Issues an e-mail link token for a user (returned in clear, stored hashed),
   * replacing any earlier unused one of the same type, as only the latest link works.
   */
  async issueLinkToken(userId: string, type: LinkType, now: Date, ttlSeconds: number, db: Queryable = this.db) {
    const token = randomToken(32);
    await db.query('delete from local.auth_one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
    await db.query(
      `insert into local.auth_one_time_tokens (user_id, token_type, token_hash, expires_at, created_at)
       values ($1, $2, $3, $4, $5)`,
      [userId, type, hashToken(token), new Date(now.getTime() + ttlSeconds * 1000), now],
    );
    return token;
  }

  /** Uses a link token once: its user and type when it exists, is of an accepted type, unused and unexpired. */
  async consumeLinkToken(
    token: string,
    types: LinkType[],
    now: Date,
    db: Queryable,
  ): Promise<{ userId: string; type: LinkType } | undefined> {
    if (!types.length) return undefined;
    const { rows } = await db.query<{ user_id: string; token_type: LinkType }>(
      `update local.auth_one_time_tokens set used_at = $3
       where token_hash = $1 and token_type = any($2::text[]) and used_at is null and expires_at > $3
       returning user_id, token_type`,
      [hashToken(token), types, now],
    );
    const row = rows[0];
    return row && { userId: row.user_id, type: row.token_type };
  }
}
