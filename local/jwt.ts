/**
 * The JSON Web Tokens of the local Supabase: the anon and service-role keys and
 * every user's access token are HS256 tokens signed with one secret, as a real
 * Supabase project's legacy keys are. Auth signs them; PostgREST, the functions
 * and Auth itself read a caller's role and identity only through `verifyJwt`.
 */
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { RequestClaims } from './db.ts';

const ROLES = new Set<RequestClaims['role']>(['anon', 'authenticated', 'service_role']);

/** Why a token was refused: missing, malformed or badly signed, or past its expiry. */
export type JwtFailure = 'invalid' | 'expired';

export type JwtResult = { ok: true; claims: RequestClaims & JWTPayload } | { ok: false; reason: JwtFailure };

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Checks a token's signature (HS256 only, so `alg: none` and other algorithms
 * are refused), its expiry, and that its `role` is one the database knows.
 */
export async function verifyJwt(token: string, secret: string): Promise<JwtResult> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string' || !ROLES.has(payload.role as RequestClaims['role'])) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: payload as RequestClaims & JWTPayload };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { ok: false, reason: code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' };
  }
}

/** Signs claims as an HS256 token without a `kid` (clients then ask `/auth/v1/user` to read it). */
export async function signJwt(claims: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}
