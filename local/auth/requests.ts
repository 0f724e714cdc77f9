/** Reading Auth requests: the JSON body, the caller's IP, and the bearer token's user or admin role. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ZodError, type z } from 'zod';
import { readJsonBytes } from '../../supabase/functions/_shared/json-body.ts';
import { verifyJwt } from '../jwt.ts';
import { describeIssues } from '../commerce/errors.ts';
import { AuthError, validationFailed } from './errors.ts';
import type { AuthStore } from './store.ts';

/**
 * The request's JSON body checked against `schema`; an empty body reads as `{}`.
 *
 * A body that is not UTF-8, nests too deep or is not JSON is `bad_json`, as
 * GoTrue answers a body it cannot decode. A string holding U+0000 is refused
 * too (`validation_failed`): an address with one is no address, and GoTrue
 * says so first ("invalid format"). Stricter than GoTrue: it takes U+0000 in
 * a password or in metadata, where metadata then fails at Postgres (jsonb
 * cannot hold it) with a 500; no value of the shop may hold one, so local/
 * refuses it everywhere with a 400 rather than store what it cannot.
 */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const reading = readJsonBytes(await c.req.arrayBuffer());
  if (!reading.ok) {
    if (reading.problem !== 'nul') {
      throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reading.detail}`);
    }
    if (reading.path?.length === 1 && reading.path[0] === 'email') {
      throw validationFailed('Unable to validate email address: invalid format');
    }
    throw validationFailed(`Unable to validate request body: ${reading.detail}`);
  }
  const body = reading.blank ? {} : reading.value;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  try {
    return schema.parse(body);
  } catch (error) {
    if (error instanceof ZodError) throw validationFailed(describeIssues(error));
    throw error;
  }
}

/** The address the request came from (its socket, never a header a caller could write). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
}

function bearer(c: Context): string {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1]!;
}

async function verifiedClaims(c: Context, secret: string) {
  const result = await verifyJwt(bearer(c), secret);
  if (!result.ok) {
    const why = result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  return result.claims;
}

/** The signed-in user and session of the bearer token, refused as Supabase Auth refuses them. */
export async function requireUser(c: Context, store: AuthStore, secret: string) {
  const claims = await verifiedClaims(c, secret);
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const session = await store.sessions.byId(claims.session_id);
  if (!session || session.user_id !== claims.sub) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await store.userById(claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, session };
}

/** Refuses every caller but the service role. */
export async function requireAdmin(c: Context, secret: string): Promise<void> {
  const claims = await verifiedClaims(c, secret);
  if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

/** Supabase's gateway lets only callers with a valid key (anon or service role) reach Auth. */
export async function requireApiKey(c: Context, secret: string): Promise<void> {
  const key = c.req.header('apikey') ?? c.req.query('apikey');
  if (!key) throw new AuthError(401, 'no_api_key', 'No API key found in request');
  const result = await verifyJwt(key, secret);
  if (!result.ok || result.claims.role === 'authenticated') {
    throw new AuthError(401, 'invalid_api_key', 'Invalid API key');
  }
}
