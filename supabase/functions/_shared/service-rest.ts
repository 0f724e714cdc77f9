/**
 * PostgREST with the service-role key, through plain `fetch` (the same code
 * runs on Deno and in Node): the database functions the Edge Functions call,
 * their names, arguments and rows typed by the migrations' schema.
 */
import type { Database } from './database.types.ts';

type DatabaseFunctions = Database['public']['Functions'];
/** A database function PostgREST exposes as `/rpc/{name}`. */
export type DatabaseFunction = keyof DatabaseFunctions;
/**
 * Arguments a function takes as null on purpose. Postgres keeps no
 * nullability for a function's arguments, so the generated types make each
 * one required and non-null; these are the exceptions the functions handle.
 */
interface NullArguments {
  /** No client address known: the verification is recorded without a per-address limit. */
  record_recaptcha_verification: 'client_ip';
}
type NullArgument<F extends DatabaseFunction> = F extends keyof NullArguments ? NullArguments[F] : never;

/** Its arguments, by name as PostgREST passes them. */
export type FunctionArgs<F extends DatabaseFunction> = {
  [K in keyof DatabaseFunctions[F]['Args']]:
    DatabaseFunctions[F]['Args'][K] | (K extends NullArgument<F> ? null : never);
};
/** What it returns (the rows, for a function that returns a table). */
export type FunctionResult<F extends DatabaseFunction> = DatabaseFunctions[F]['Returns'];

export interface ServiceRestOptions {
  /** The Supabase project URL. */
  url: string;
  serviceRoleKey: string;
  fetch: typeof fetch;
}

export interface RestError {
  code?: string;
  message?: string;
  details?: string | null;
}

export function serviceRest({ url, serviceRoleKey, fetch }: ServiceRestOptions) {
  const base = `${url.replace(/\/$/, '')}/rest/v1`;
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  /** Calls a database function; its JSON answer, or the PostgREST error. */
  async function rpc<F extends DatabaseFunction>(
    name: F,
    args: FunctionArgs<F>,
  ): Promise<{ data: FunctionResult<F> | null; error: RestError | null }> {
    const response = await fetch(`${base}/rpc/${name}`, { method: 'POST', headers, body: JSON.stringify(args) });
    const body: unknown = await response.json().catch(() => null);
    // The JSON is what the function returns, as the schema types it (supabase-js trusts PostgREST the same way).
    return response.ok
      ? { data: body as FunctionResult<F>, error: null }
      : { data: null, error: (body ?? {}) as RestError };
  }
  return { rpc };
}

/** `rpc` of `serviceRest`, or of anything that calls the database functions as PostgREST does. */
export type Rpc = ReturnType<typeof serviceRest>['rpc'];
