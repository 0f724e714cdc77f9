/**
 * get-customer-dashboard-link: a link into the commerce platform's customer
 * dashboard (orders and billing) for the signed-in caller.
 *
 * The caller is whoever the bearer access token says; the customer is the one
 * on that user's own profile. The body's `userId` and `customerId` are never
 * trusted: a request naming another user or customer is refused, and the
 * public anon key (no user at all) gets 401. Written over standard
 * Request/Response with its dependencies passed in, so Supabase's Deno
 * runtime (index.ts) and the local backend run the same code.
 */

export interface DashboardLinkDeps {
  /** The user an access token belongs to, or null when it is not a valid user's token (the anon key included). */
  userFromToken(token: string): Promise<{ id: string } | null>;
  /** The commerce customer id on the user's own profile, read with the caller's token; null when there is none. */
  customerIdOf(token: string, userId: string): Promise<string | null>;
  /** Asks the commerce platform for a signed-in link into the customer's dashboard. */
  createDashboardUrl(customerId: string): Promise<string>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-environment',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...CORS_HEADERS, ...extra },
  });
}

const refuse = (status: number, error: string, extra: Record<string, string> = {}) => json(status, { error }, extra);

/** The optional ids the shop's call sends; anything else in the body is ignored. */
function namedIds(body: unknown): { userId?: unknown; customerId?: unknown } | null {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { userId, customerId } = body as Record<string, unknown>;
  return { userId, customerId };
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  return JSON.parse(text);
}

export function createDashboardLinkHandler(deps: DashboardLinkDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (request.method !== 'POST') return refuse(405, 'Method not allowed', { Allow: 'POST, OPTIONS' });

    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const user = token ? await deps.userFromToken(token) : null;
    if (!token || !user) {
      return refuse(401, 'Sign in to open your customer dashboard', { 'WWW-Authenticate': 'Bearer' });
    }

    let ids: ReturnType<typeof namedIds>;
    try {
      ids = namedIds(await readBody(request));
    } catch {
      return refuse(400, 'The request body is not valid JSON');
    }
    if (!ids) return refuse(400, 'The request body must be a JSON object');
    if (ids.userId !== undefined && ids.userId !== user.id) {
      return refuse(403, 'You can only open your own customer dashboard');
    }

    const customerId = await deps.customerIdOf(token, user.id);
    if (!customerId) return refuse(404, 'No customer account is linked to this profile yet');
    if (ids.customerId !== undefined && ids.customerId !== customerId) {
      return refuse(403, 'You can only open your own customer dashboard');
    }

    try {
      return json(200, { dashboardUrl: await deps.createDashboardUrl(customerId) });
    } catch (error) {
      console.error('get-customer-dashboard-link: the commerce platform refused a customer link', error);
      return refuse(502, 'The customer dashboard is unavailable right now');
    }
  };
}
