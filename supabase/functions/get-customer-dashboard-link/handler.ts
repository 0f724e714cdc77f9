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

import { errorResponse, jsonResponse, parseJsonObject, readPost } from '../_shared/function-http.ts';

export interface DashboardLinkDeps {
  /** The user an access token belongs to, or null when it is not a valid user's token (the anon key included). */
  userFromToken(token: string): Promise<{ id: string } | null>;
  /** The commerce customer id on the user's own profile, read with the caller's token; null when there is none. */
  customerIdOf(token: string, userId: string): Promise<string | null>;
  /** Asks the commerce platform for a signed-in link into the customer's dashboard. */
  createDashboardUrl(customerId: string): Promise<string>;
}

/** A refusal the shop can show or log: `{error}`, never cached. */
const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  errorResponse(status, error, { 'Cache-Control': 'no-store', ...headers });

export function createDashboardLinkHandler(deps: DashboardLinkDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    const text = await readPost(request);
    if (text instanceof Response) return text;

    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const user = token ? await deps.userFromToken(token) : null;
    if (!token || !user) {
      return refuse(401, 'Sign in to open your customer dashboard', { 'WWW-Authenticate': 'Bearer' });
    }

    // The shop's call names the user and the customer; both are optional, and only ever compared.
    const ids = text.trim() ? parseJsonObject(text) : {};
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
      const dashboardUrl = await deps.createDashboardUrl(customerId);
      return jsonResponse(200, { dashboardUrl }, { 'Cache-Control': 'no-store' });
    } catch (error) {
      console.error('get-customer-dashboard-link: the commerce platform refused a customer link', error);
      return refuse(502, 'The customer dashboard is unavailable right now');
    }
  };
}
