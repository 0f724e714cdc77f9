/** A non-OK answer from a service, with its status and text; it is logged to the console, never shown as is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    /** The answer's headers (a 429's Retry-After, say). */
    readonly headers: Headers = new Headers(),
  ) {
    super(`HTTP ${status} ${statusText}`.trim());
  }

  /** The service's own message, when its error body carries one. */
  get serviceMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : undefined;
  }
}

export interface FetchJsonOptions extends RequestInit {
  /** Gives up after this long (default 10 s) so a stuck service never hangs a page. */
  timeoutMs?: number;
}

/** Fetches JSON; throws HttpError on a non-OK status, and aborts on timeout or on the caller's signal. */
export async function fetchJson(
  url: string,
  { timeoutMs = 10_000, signal, ...init }: FetchJsonOptions = {},
): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text, callers only read it for messages.
  }
  if (!response.ok) throw new HttpError(response.status, response.statusText, body, response.headers);
  return body;
}
