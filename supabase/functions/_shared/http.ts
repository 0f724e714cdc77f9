/**
 * What every function of the shop answers with: CORS for the browser (the
 * headers supabase-js sends), JSON bodies `{…}` or `{error}`, and request
 * bodies read with a size cap, so a malformed or oversized request gets a 4xx
 * and never a crash. Standard Request/Response only: it runs on Deno (Supabase
 * Edge Functions) and on Node (the embedded backend and the tests).
 */

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '600',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

export const failure = (status: number, error: string) => json({ error }, status);

/** A request the function refuses before doing any work, with the status to answer. */
export class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The JSON object of a POST body of at most `maxBytes`, or a BadRequest
 * (405 for another method, 413 when too large, 400 when not a JSON object).
 */
export async function readJsonObject(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  if (request.method !== 'POST') throw new BadRequest(405, 'Only POST is allowed.');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new BadRequest(413, `Request bodies are limited to ${maxBytes} bytes.`);
  const text = await readTextCapped(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequest(400, 'The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequest(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BadRequest(413, `Request bodies are limited to ${maxBytes} bytes.`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequest(400, 'The request body is not valid UTF-8.');
  }
}

/** A string field of at most `max` characters, or a BadRequest naming it. */
export function requiredString(body: Record<string, unknown>, field: string, max: number): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw new BadRequest(400, `${field} is required.`);
  if (value.length > max) throw new BadRequest(400, `${field} is longer than ${max} characters.`);
  return value;
}

/**
 * Wraps a function's work: answers the CORS preflight, turns a BadRequest
 * into its 4xx, and any other failure into a logged 500 with no details.
 */
export function serveJson(work: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    try {
      return await work(request);
    } catch (error) {
      if (error instanceof BadRequest) return failure(error.status, error.message);
      console.error('function failed', error);
      return failure(500, 'Something went wrong. Please try again later.');
    }
  };
}
