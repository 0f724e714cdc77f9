/**
 * Secrets handed to people and clients: refresh tokens and e-mail link tokens
 * are random and stored only as their SHA-256 hash, so a copy of the database
 * cannot be replayed; access tokens are HS256 JWTs signed through `local/jwt.ts`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { signJwt } from '../jwt.ts';

/** A random, URL-safe token with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The hash a token is stored and looked up by. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** How long an access token lives, as Supabase's default. */
export const ACCESS_TOKEN_SECONDS = 3600;

/**
 * How long a refresh token just exchanged may be presented again, as Supabase's default
 * (`GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL`): tabs or requests refreshing at the same moment
 * all keep the session. Past it, a second use looks like a stolen token and ends the session.
 */
export const REFRESH_TOKEN_REUSE_SECONDS = 10;

export interface AccessTokenSubject {
  userId: string;
  email: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  /** How this session was opened: `password` or `otp` (an e-mail link). */
  method: 'password' | 'otp';
  /** Unix seconds when the session was opened. */
  signedInAt: number;
}

/** The claims of a user's access token, as Supabase Auth writes them. */
export function accessTokenClaims(subject: AccessTokenSubject, issuer: string, nowSeconds: number) {
  return {
    iss: issuer,
    sub: subject.userId,
    aud: 'authenticated',
    exp: nowSeconds + ACCESS_TOKEN_SECONDS,
    iat: nowSeconds,
    email: subject.email,
    phone: '',
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: subject.method, timestamp: subject.signedInAt }],
    session_id: subject.sessionId,
    is_anonymous: false,
  };
}

export async function signAccessToken(
  subject: AccessTokenSubject,
  issuer: string,
  nowSeconds: number,
  secret: string,
): Promise<{ token: string; expiresAt: number }> {
  const claims = accessTokenClaims(subject, issuer, nowSeconds);
  return { token: await signJwt(claims, secret), expiresAt: claims.exp };
}
