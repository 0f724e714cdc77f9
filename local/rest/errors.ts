/**
 * PostgREST's error answers: `{code, message, details, hint}` (null for an
 * absent field), with the status PostgREST gives each Postgres error code.
 */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): PostgrestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** A query string PostgREST cannot parse (a filter, `select`, `order`, `limit`, ...). */
export const parseError = (message: string, details: string | null = null) =>
  new PostgrestError(400, 'PGRST100', message, details);

/** A request body that is not the JSON PostgREST expects. */
export const bodyError = (message = 'Empty or invalid json', details: string | null = null) =>
  new PostgrestError(400, 'PGRST102', message, details);

export const unknownTable = (table: string) =>
  new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

/** An unknown column in `select`, a filter or `order`: Postgres's own error. */
export const unknownColumn = (table: string, column: string) =>
  new PostgrestError(400, '42703', `column ${table}.${column} does not exist`);

/** An unknown column in a body to insert or update. */
export const unknownBodyColumn = (table: string, column: string) =>
  new PostgrestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export const notSingle = (rows: number) =>
  new PostgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

/** Why a token was refused, with the `WWW-Authenticate` header PostgREST sends. */
export function jwtError(reason: 'invalid' | 'expired' | 'missing'): PostgrestError {
  if (reason === 'missing') {
    return new PostgrestError(
      401,
      'PGRST302',
      'No API key found in request',
      null,
      'No `apikey` request header or `Authorization: Bearer` token was found.',
      { 'WWW-Authenticate': 'Bearer' },
    );
  }
  const [code, message] = reason === 'expired' ? ['PGRST303', 'JWT expired'] : ['PGRST301', 'Invalid JWT'];
  return new PostgrestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

interface DatabaseError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

function statusOf(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01') return 404;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  // Everything else a request can cause (bad values, failed checks, missing WHERE) is the caller's fault.
  return 400;
}

/**
 * A Postgres error raised by a request, as PostgREST answers it; undefined when
 * `error` is not a database error (a real failure of the backend).
 */
export function fromDatabaseError(error: unknown, anonymous: boolean): PostgrestError | undefined {
  const e = error as DatabaseError;
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return undefined;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const status = statusOf(e.code, anonymous);
  return new PostgrestError(
    status,
    e.code,
    text(e.message) ?? 'Database error',
    text(e.detail),
    text(e.hint),
    status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
  );
}
