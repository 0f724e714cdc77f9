/**
 * The one-time tokens behind the local Auth's e-mail links: issued hashed,
 * only the latest of a type working, used once before they expire.
 */
import type { Database } from '../db.ts';
import type { Queryable } from './queryable.ts';
import { hashToken, randomToken } from './tokens.ts';

export type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery';

/** Which link types a verification of `type` may use (`email` stands for any sign-in or sign-up link). */
export function linkTypesFor(type: string): LinkType[] {
  if (type === 'email') return ['signup', 'magiclink', 'invite'];
  if (type === 'signup' || type === 'invite' || type === 'magiclink' || type === 'recovery') return [type];
  return [];
}

export class LinkTokenStore {
  constructor(private readonly db: Database) {}

  /**
   * Issues an e-mail link token for a user (returned in clear, stored hashed),
   * replacing any earlier unused one of the same type, as only the latest link works.
   */
  async issue(userId: string, type: LinkType, now: Date, ttlSeconds: number, db: Queryable = this.db) {
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
  async consume(
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
