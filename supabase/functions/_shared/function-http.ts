/** HTTP helpers of the account functions: CORS as Supabase's functions answer it, JSON answers, bodies. */

export const FUNCTION_CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-environment',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...FUNCTION_CORS_HEADERS, 'Content-Type': 'application/json', ...headers },
  });
}

/** The functions' error answer: `{error}` with a 4xx or 5xx status. */
export function errorResponse(status: number, error: string, headers: Record<string, string> = {}): Response {
  return jsonResponse(status, { error }, headers);
}

/** Answers the browser's preflight, or refuses any method but POST; undefined when the request may go on. */
export function preflightOrMethod(request: Request): Response | undefined {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: FUNCTION_CORS_HEADERS });
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed', { Allow: 'POST, OPTIONS' });
  return undefined;
}

/** The largest body the account functions read. */
export const MAX_FUNCTION_BODY = 16 * 1024;

/** The body as text, or undefined when it is larger than `limit` bytes (`MAX_FUNCTION_BODY` unless said). */
export async function readLimitedText(request: Request, limit = MAX_FUNCTION_BODY): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return undefined;
  const text = await request.text();
  return new TextEncoder().encode(text).length > limit ? undefined : text;
}

/** A JSON object body, or undefined when the body is not one. */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An address: no spaces, none of the characters that delimit addresses in a
 * mail header, and no control character (NUL, CR, LF, DEL: none can be in an
 * address, and Auth's database cannot even look up one holding NUL).
 */
const EMAIL =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  /^[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+@[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+\.[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+$/;

/** A trimmed, lower-cased e-mail address, or undefined when `value` is not one. */
export function normaliseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email.length <= 255 && EMAIL.test(email) ? email : undefined;
}

/**
 * The start of every account function: the preflight answered, other methods
 * refused, the body read within its size limit. A Response to send back at
 * once, or the raw body text.
 */
export async function readPost(request: Request, limit = MAX_FUNCTION_BODY): Promise<Response | string> {
  const early = preflightOrMethod(request);
  if (early) return early;
  const text = await readLimitedText(request, limit);
  return text ?? errorResponse(413, 'Request body too large');
}
