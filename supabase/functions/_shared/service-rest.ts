/**
 * PostgREST with the service-role key, through plain `fetch` (the same code
 * runs on Deno and in Node): what the contact functions read and write.
 */
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
  return {
    /** Calls a database function; its JSON answer, or the PostgREST error. */
    async rpc(name: string, args: Record<string, unknown>): Promise<{ data: unknown; error: RestError | null }> {
      const response = await fetch(`${base}/rpc/${name}`, { method: 'POST', headers, body: JSON.stringify(args) });
      const body: unknown = await response.json().catch(() => null);
      return response.ok ? { data: body, error: null } : { data: null, error: (body ?? {}) as RestError };
    },
    /** Updates the rows matching `filters` (PostgREST syntax) and returns them with `columns`. */
    async update<T>(table: string, filters: Record<string, string>, values: object, columns: string): Promise<T[]> {
      const query = new URLSearchParams({ ...filters, select: columns });
      const response = await fetch(`${base}/${table}?${query}`, {
        method: 'PATCH',
        headers: { ...headers, Prefer: 'return=representation' },
        body: JSON.stringify(values),
      });
      if (!response.ok) throw new Error(`updating ${table} failed with HTTP ${response.status}`);
      return (await response.json()) as T[];
    },
  };
}
