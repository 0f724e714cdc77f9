import { describe, expect, it } from 'vitest';
import { authAdminDirectory, reclaimedMetadata } from './account-directory.ts';

describe('handing an unconfirmed account back to whoever proves the address', () => {
  it('removes every key the sign-up set and says no password was chosen', () => {
    expect(reclaimedMetadata({ password_set: true, full_name: 'Eve', phone: '514 555 0100' })).toEqual({
      password_set: false,
      full_name: null,
      phone: null,
    });
    expect(reclaimedMetadata({})).toEqual({ password_set: false });
  });

  it("asks Auth's admin API to replace the sign-up's password and metadata for that user only", async () => {
    const requests: Array<{ url: string; method: string; body: Record<string, unknown> }> = [];
    const directory = authAdminDirectory({
      url: 'https://project.example/',
      serviceRoleKey: 'service-role',
      fetch: async (input, init) => {
        requests.push({
          url: String(input),
          method: init?.method ?? 'GET',
          body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        });
        return Response.json({ id: 'u-1', email: 'ana@example.com', user_metadata: { password_set: false } });
      },
    });
    await directory.reclaimUnconfirmed({
      id: 'u-1',
      email: 'ana@example.com',
      user_metadata: { password_set: true, full_name: 'Eve' },
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe('https://project.example/auth/v1/admin/users/u-1');
    expect(request!.method).toBe('PUT');
    expect(request!.body.user_metadata).toEqual({ password_set: false, full_name: null });
    // A fresh random password with the letters and digit any password rule asks for, which no one is told.
    expect(request!.body.password).toEqual(expect.stringMatching(/^[0-9a-f]{64}Aa1$/));
  });
});
