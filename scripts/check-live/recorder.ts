/**
 * Watches the shop's own clients at work: every request they send and the
 * answer as it came (before the shop's schemas read it, and so tolerate or
 * drop what they do not understand), and what they log on the way. The check
 * calls the shop's functions rather than rebuilding their requests, so what
 * it judges is exactly what the shop asks for and receives.
 */

export interface Exchange {
  method: string;
  url: URL;
  /** Null when no answer came (refused connection, timeout). */
  status: number | null;
  /** The parsed JSON, or the text where the answer was not JSON. */
  body: unknown;
  /** Why no answer came. */
  failure?: string;
}

export interface Observed<T> {
  value?: T;
  error?: unknown;
  exchanges: Exchange[];
  /** What the shop logged with console.error and console.warn: the failures it swallows (a media batch, a count). */
  logged: unknown[][];
}

function requestOf(input: string | URL | Request, init?: RequestInit): { method: string; url: URL } {
  const request = input instanceof Request ? input : null;
  return {
    method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
    url: new URL(request ? request.url : String(input)),
  };
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * Runs `work` with `fetch` and the console watched, and gives back its result
 * (or error) with every exchange and every log line it caused. Nothing the
 * shop logs is printed: it is judged instead. Calls must not overlap.
 */
export async function observe<T>(work: () => Promise<T>): Promise<Observed<T>> {
  const exchanges: Exchange[] = [];
  const logged: unknown[][] = [];
  const { fetch: shopFetch } = globalThis;
  const { error: logError, warn: logWarn } = console;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const { method, url } = requestOf(input, init);
    try {
      const response = await shopFetch(input, init);
      exchanges.push({ method, url, status: response.status, body: await bodyOf(response) });
      return response;
    } catch (error) {
      exchanges.push({
        method,
        url,
        status: null,
        body: undefined,
        failure: String((error as Error)?.message ?? error),
      });
      throw error;
    }
  };
  console.error = (...args: unknown[]) => void logged.push(args);
  console.warn = (...args: unknown[]) => void logged.push(args);
  try {
    return { value: await work(), exchanges, logged };
  } catch (error) {
    return { error, exchanges, logged };
  } finally {
    globalThis.fetch = shopFetch;
    console.error = logError;
    console.warn = logWarn;
  }
}
