/** The handler alone, with its dependencies replaced: what it trusts and what it answers when the platform fails. */
import { describe, expect, it, vi } from 'vitest';
import { createDashboardLinkHandler, type DashboardLinkDeps } from './handler.ts';

const USER = { id: 'user-1' };

function handlerWith(overrides: Partial<DashboardLinkDeps> = {}) {
  const deps: DashboardLinkDeps = {
    userFromToken: vi.fn(async (token: string) => (token === 'user-token' ? USER : null)),
    customerIdOf: vi.fn(async () => 'cus_own'),
    createDashboardUrl: vi.fn(async (customerId: string) => `https://portal.test/${customerId}`),
    ...overrides,
  };
  return { deps, handle: createDashboardLinkHandler(deps) };
}

const post = (body: unknown, token = 'user-token') =>
  new Request('https://functions.test/get-customer-dashboard-link', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('get-customer-dashboard-link handler', () => {
  it("links to the customer on the caller's profile, read with the caller's token", async () => {
    const { deps, handle } = handlerWith();
    const response = await handle(post({ userId: USER.id, customerId: 'cus_own' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ dashboardUrl: 'https://portal.test/cus_own' });
    expect(deps.customerIdOf).toHaveBeenCalledWith('user-token', USER.id);
    expect(deps.createDashboardUrl).toHaveBeenCalledWith('cus_own');
  });

  it('never asks the platform for a customer the body names but the profile does not hold', async () => {
    const { deps, handle } = handlerWith();
    const response = await handle(post({ userId: USER.id, customerId: 'cus_someone_else' }));
    expect(response.status).toBe(403);
    expect(deps.createDashboardUrl).not.toHaveBeenCalled();
  });

  it('refuses a token that is not a user before reading anything', async () => {
    const { deps, handle } = handlerWith();
    const response = await handle(post({ userId: USER.id, customerId: 'cus_own' }, 'anon-key'));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(deps.customerIdOf).not.toHaveBeenCalled();
  });

  it('answers 502 with an error when the commerce platform fails', async () => {
    const { handle } = handlerWith({
      createDashboardUrl: async () => {
        throw new Error('platform down');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await handle(post({ userId: USER.id }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'The customer dashboard is unavailable right now' });
  });
});
