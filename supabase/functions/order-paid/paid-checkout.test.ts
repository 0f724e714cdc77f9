import { describe, expect, it, vi } from 'vitest';
import { checkoutLocaleClient } from './checkout-locale.ts';

describe("reading a checkout's language from the commerce platform", () => {
  it('asks GET /checkouts/{id} with the secret key and answers its metadata locale', async () => {
    const fetch = vi.fn(async () => Response.json({ id: 'co 1', metadata: { locale: 'fr' } }));
    const read = checkoutLocaleClient({ apiUrl: 'https://api.example/v1/', secretKey: 'sk_1', fetch });
    await expect(read('co 1')).resolves.toBe('fr');
    expect(fetch).toHaveBeenCalledWith('https://api.example/v1/checkouts/co%201', {
      headers: { Authorization: 'Bearer sk_1', Accept: 'application/json' },
    });
  });

  it('answers undefined without metadata, and fails on an error answer', async () => {
    const empty = checkoutLocaleClient({
      apiUrl: 'https://api.example/v1',
      secretKey: 'sk_1',
      fetch: async () => Response.json({ id: 'co_1', metadata: null }),
    });
    await expect(empty('co_1')).resolves.toBeUndefined();
    const missing = checkoutLocaleClient({
      apiUrl: 'https://api.example/v1',
      secretKey: 'sk_1',
      fetch: async () => new Response('{}', { status: 404 }),
    });
    await expect(missing('co_1')).rejects.toThrow('404');
  });
});
