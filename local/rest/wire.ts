/**
 * How the local PostgREST reads a request and writes its answer: the caller's
 * token, the media type asked (a list, or one object for `single()`), the
 * `Prefer` header, the JSON body, and the answer's Content-Type and
 * Content-Range, each refused with PostgREST's own error when malformed.
 */
import type { Context } from 'hono';
import type { RequestClaims } from '../db.ts';
import { readJsonBytes } from '../../supabase/functions/_shared/json-body.ts';
import { verifyJwt } from '../jwt.ts';
import { bodyError, jwtError, notSingle, PostgrestError } from './errors.ts';

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

type Preferences = { representation: boolean };

/** The caller's claims from `Authorization: Bearer` (else `apikey`); both must be valid tokens when sent. */
export async function identify(c: Context, secret: string): Promise<RequestClaims> {
  const authorization = c.req.header('authorization');
  const apikey = c.req.header('apikey');
  let bearer: string | undefined;
  if (authorization !== undefined) {
    bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    if (!bearer) throw jwtError('invalid');
  }
  const token = bearer ?? apikey;
  if (!token) throw jwtError('missing');
  const checks = await Promise.all(
    [...new Set([token, apikey].filter((t): t is string => !!t))].map((t) => verifyJwt(t, secret)),
  );
  const refused = checks.find((r) => !r.ok);
  if (refused && !refused.ok) throw jwtError(refused.reason);
  const first = checks[0];
  if (!first?.ok) throw jwtError('invalid');
  return first.claims;
}

/** Whether the caller asked for one object (`single()`), refusing media types PostgREST would not serve. */
export function wantsObject(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((t) => t.split(';')[0]!.trim().toLowerCase());
  if (types.includes(OBJECT_MEDIA_TYPE)) return true;
  if (types.some((t) => t === 'application/json' || t === '*/*' || t === 'application/*' || t === '')) return false;
  throw new PostgrestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** What the caller asked of a write through `Prefer`: the written rows back, or nothing. */
export function preferences(prefer: string | undefined): Preferences {
  const values = (prefer ?? '').split(',').map((p) => p.trim().toLowerCase());
  return { representation: values.includes('return=representation') };
}

/** A JSON object (not an array, not null): what a row of a write must be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's JSON body, refused as PostgREST refuses it: a wrong Content-Type, no body, not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type');
  if (type && !/^application\/(?:[\w.+-]*\+)?json\b/i.test(type.trim())) {
    throw new PostgrestError(415, 'PGRST107', `Content-Type not acceptable: ${type}`);
  }
  const reading = readJsonBytes(await c.req.arrayBuffer());
  if (reading.ok) {
    if (reading.blank) throw bodyError();
    return reading.value;
  }
  // U+0000 in a string is what PostgREST itself answers once Postgres refuses the value (22P05, a 400);
  // local/ says so before running any statement. Anything else wrong with the body is PGRST102.
  if (reading.problem === 'nul') {
    throw new PostgrestError(
      400,
      '22P05',
      'unsupported Unicode escape sequence',
      '\\u0000 cannot be converted to text.',
    );
  }
  throw bodyError('Empty or invalid json', reading.detail);
}

/** The rows as PostgREST answers them: a list, or one object for single() (exactly one row, else an error). */
export function jsonResponse(
  c: Context,
  status: number,
  rows: unknown[],
  single: boolean,
  contentRange: string,
): Response {
  if (single && rows.length !== 1) throw notSingle(rows.length);
  const body = c.req.method === 'HEAD' ? null : JSON.stringify(single ? rows[0] : rows);
  return new Response(body, {
    status,
    headers: {
      'Content-Type': `${single ? OBJECT_MEDIA_TYPE : 'application/json'}; charset=utf-8`,
      'Content-Range': contentRange,
    },
  });
}

/** The Content-Range of `rows` rows from `offset` (the total is never counted). */
export const range = (rows: number, offset = 0) => (rows ? `${offset}-${offset + rows - 1}/*` : '*/*');
