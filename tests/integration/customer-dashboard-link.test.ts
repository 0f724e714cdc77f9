/**
 * get-customer-dashboard-link and the customer portal behind it: only a
 * signed-in caller gets a link, always to their own customer's dashboard,
 * whatever the body names; the link opens a page of that customer's orders.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { backendOrigin, getJson, placeTestOrder } from './helpers.ts';
import { signedInClient } from './auth-helpers.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, supabaseWith, type TestUser } from './supabase-clients.ts';

const FUNCTION = '/functions/v1/get-customer-dashboard-link';

/** The shop's call: JSON, a bearer, the environment header, and the ids in the body. */
const ask = (token: string, body: unknown = undefined) =>
  getJson(FUNCTION, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'x-environment': 'production' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A new customer signed in through Auth, so the token belongs to a live session the function can check. */
async function signedInUser(): Promise<TestUser> {
  const { client, id, email } = await signedInClient();
  const token = (await client.auth.getSession()).data.session!.access_token;
  return { id, email, token, client };
}

let buyer: TestUser;
let other: TestUser;
let customerId: string;
let otherCustomerId: string;
let checkoutId: string;

beforeAll(async () => {
  buyer = await signedInUser();
  other = await signedInUser();
  ({ customerId, checkoutId } = await placeTestOrder(buyer.email));
  ({ customerId: otherCustomerId } = await placeTestOrder(other.email));
  // The server links a paid order's customer to the profile; tests do it with the service role.
  const service = supabaseWith(SERVICE_ROLE_KEY);
  for (const [user, id] of [
    [buyer, customerId],
    [other, otherCustomerId],
  ] as const) {
    const { error } = await service.from('users').update({ surecart_customer_id: id }).eq('user_id', user.id);
    expect(error).toBeNull();
  }
}, 30_000);

describe('get-customer-dashboard-link', () => {
  it('answers a signed-in customer with a link to their own dashboard, listing their order', async () => {
    const { status, body } = await ask(buyer.token, { userId: buyer.id, customerId });
    expect(status).toBe(200);
    expect(body).toEqual({
      dashboardUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/portal\?link=[\w-]{43}$/),
    });
    const portal = await fetch(body.dashboardUrl);
    expect(portal.status).toBe(200);
    expect(portal.headers.get('cache-control')).toBe('no-store');
    expect(portal.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await portal.text();
    expect(page).toContain('<h1 id="orders-title">Your orders</h1>');
    expect(page).toContain(`/thank-you?sc_order=${checkoutId}`);
    expect(page).toContain(buyer.email);
    expect(page).not.toContain(other.email);
  });

  it('works through supabase-js functions.invoke with the session token', async () => {
    const { data, error } = await buyer.client.functions.invoke('get-customer-dashboard-link', {
      body: { userId: buyer.id, customerId },
      headers: { 'x-environment': 'production' },
    });
    expect(error).toBeNull();
    expect(data.dashboardUrl).toMatch(/\/portal\?link=/);
  });

  it('refuses the public anon key, as the literal call sends it, with 401 and an error', async () => {
    const { status, body } = await ask(ANON_KEY, { userId: buyer.id, customerId });
    expect(status).toBe(401);
    expect(body).toEqual({ error: expect.any(String) });
  });

  it('refuses a missing or forged token with 401', async () => {
    const missing = await getJson(FUNCTION, { method: 'POST', body: JSON.stringify({ userId: buyer.id, customerId }) });
    expect(missing.status).toBe(401);
    const [header, payload] = buyer.token.split('.');
    const forged = await ask(`${header}.${payload}.invalidsignature`, { userId: buyer.id, customerId });
    expect(forged.status).toBe(401);
    const serviceRole = await ask(LOCAL_DEFAULTS.supabaseServiceRoleKey, { userId: buyer.id, customerId });
    expect(serviceRole.status).toBe(401);
  });

  it('refuses the token of a session ended by a global sign-out, as Auth does, with 401', async () => {
    const leaving = await signedInUser();
    const { customerId: leavingCustomer } = await placeTestOrder(leaving.email);
    const service = supabaseWith(SERVICE_ROLE_KEY);
    await service.from('users').update({ surecart_customer_id: leavingCustomer }).eq('user_id', leaving.id);
    expect((await ask(leaving.token, { userId: leaving.id })).status).toBe(200);

    const logout = await getJson('/auth/v1/logout?scope=global', {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${leaving.token}` },
    });
    expect(logout.status).toBe(204);
    const user = await getJson('/auth/v1/user', {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${leaving.token}` },
    });
    expect(user.status).toBe(403);
    // The token's signature and expiry are still good; only Auth knows the session has ended.
    const refused = await ask(leaving.token, { userId: leaving.id });
    expect(refused).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    expect(refused.body.dashboardUrl).toBeUndefined();
  });

  it("refuses a body naming another user's id or another customer with 403, and gives no link", async () => {
    const otherUser = await ask(buyer.token, { userId: other.id, customerId: otherCustomerId });
    expect(otherUser).toMatchObject({ status: 403, body: { error: expect.any(String) } });
    const otherCustomer = await ask(buyer.token, { userId: buyer.id, customerId: otherCustomerId });
    expect(otherCustomer).toMatchObject({ status: 403, body: { error: expect.any(String) } });
    expect(otherCustomer.body.dashboardUrl).toBeUndefined();
  });

  it("uses the caller's own customer when the body names none", async () => {
    const { status, body } = await ask(other.token, {});
    expect(status).toBe(200);
    const page = await (await fetch(body.dashboardUrl)).text();
    expect(page).toContain(other.email);
  });

  it('answers a user without a customer id with 404 and an error', async () => {
    const newcomer = await signedInUser();
    const { status, body } = await ask(newcomer.token, { userId: newcomer.id });
    expect(status).toBe(404);
    expect(body).toEqual({ error: expect.any(String) });
  });

  it('answers malformed bodies with 400, other methods with 405, and the preflight with CORS headers', async () => {
    const bad = await getJson(FUNCTION, {
      method: 'POST',
      headers: { Authorization: `Bearer ${buyer.token}`, 'Content-Type': 'application/json' },
      body: '{"userId":',
    });
    expect(bad).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    const list = await ask(buyer.token, [buyer.id]);
    expect(list.status).toBe(400);
    const get = await getJson(FUNCTION, { headers: { Authorization: `Bearer ${buyer.token}` } });
    expect(get.status).toBe(405);
    const preflight = await fetch(`${backendOrigin()}${FUNCTION}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });
});

describe('customer links and the portal', () => {
  it('creates customer links only with the secret key, for a known customer', async () => {
    const request = (token: string, body: unknown) =>
      getJson('/v1/customer_links', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const publicToken = await request(LOCAL_DEFAULTS.surecartPublicToken, { customer_link: { customer: customerId } });
    expect(publicToken.status).toBe(401);
    const unknown = await request(LOCAL_DEFAULTS.surecartSecretKey, { customer_link: { customer: 'cus_nobody' } });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'customer.not_found' } });
    const malformed = await request(LOCAL_DEFAULTS.surecartSecretKey, { customer_link: { customer: 42 } });
    expect(malformed.status).toBe(400);
    const created = await request(LOCAL_DEFAULTS.surecartSecretKey, {
      customer_link: { customer: customerId, live_mode: true },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^cl_/),
      object: 'customer_link',
      customer: customerId,
      url: expect.stringContaining('/portal?link='),
      expires_at: expect.any(Number),
    });
    const lifetime = created.body.expires_at - created.body.created_at;
    expect(lifetime).toBe(3600);
  });

  it('answers an unknown or malformed link with a 404 page', async () => {
    for (const link of ['', 'short', 'x'.repeat(43), '<script>alert(1)</script>']) {
      const response = await fetch(`${backendOrigin()}/portal?link=${encodeURIComponent(link)}`);
      expect(response.status).toBe(404);
      const page = await response.text();
      expect(page).toContain('This link is not valid');
      expect(page).not.toContain('<script>alert(1)</script>');
    }
  });
});
