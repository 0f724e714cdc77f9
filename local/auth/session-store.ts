/**
 * The local Auth's sessions and their refresh tokens in the `local` schema:
 * opening one, finding it from an access token's claim, exchanging a refresh
 * token for the next (with the reuse interval that keeps racing tabs signed
 * in and ends a session whose old token is replayed), and signing out.
 */
import type { Database } from '../db.ts';
import { UUID, type Queryable } from './queryable.ts';
import { hashToken, randomToken } from './tokens.ts';

export type SessionMethod = 'password' | 'otp';

export interface SessionRow {
  id: string;
  user_id: string;
  method: SessionMethod;
  created_at: Date;
}

export class SessionStore {
  constructor(private readonly db: Database) {}

  /** Opens a session and its first refresh token (returned in clear, stored hashed). */
  async open(userId: string, method: SessionMethod, now: Date, db: Queryable = this.db) {
    const { rows } = await db.query<SessionRow>(
      `insert into local.auth_sessions (user_id, method, created_at) values ($1, $2, $3) returning *`,
      [userId, method, now],
    );
    const session = rows[0]!;
    const refreshToken = await this.addRefreshToken(session.id, now, db);
    return { session, refreshToken };
  }

  async byId(id: unknown): Promise<SessionRow | undefined> {
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
  async end(userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
    await this.db.query(
      `delete from local.auth_sessions
       where user_id = $1 and ($3 = 'global' or ($3 = 'local') = (id = $2::uuid))`,
      [userId, sessionId, scope],
    );
  }
}
