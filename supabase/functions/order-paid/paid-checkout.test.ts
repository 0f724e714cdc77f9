import { describe, expect, it, vi } from 'vitest';
import { paidCheckoutClient } from './paid-checkout.ts';

const client = (answer: () => Response | Promise<Response>) =>
  paidCheckoutClient({ apiUrl: 'https://api.example/v1', secretKey: 'sk_1', fetch: async () => answer() });

describe("reading an order's checkout from the commerce platform", () => {
  it('asks GET /checkouts/{id} with its customer expanded and the secret key, and answers the checkout', async () => {
    const checkout = { id: 'co 1', customer: { id: 'cus_1', email: 'ana@example.com' }, metadata: { locale: 'fr' } };
    const fetch = vi.fn(async () => Response.json(checkout));
    const read = paidCheckoutClient({ apiUrl: 'https://api.example/v1/', secretKey: 'sk_1', fetch });
    await expect(read('co 1')).resolves.toEqual(checkout);
    expect(fetch).toHaveBeenCalledWith('https://api.example/v1/checkouts/co%201?expand[]=customer', {
      headers: { Authorization: 'Bearer sk_1', Accept: 'application/json' },
    });
  });

  it.each([
    ['an error answer', () => new Response('{"code":"not_found"}', { status: 404 }), '404'],
    ['a limit answer', () => new Response('{}', { status: 429 }), '429'],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), ''],
    ['a JSON body that is not a checkout', () => Response.json([1]), 'other than a checkout'],
    ['no answer at all', () => Promise.reject(new TypeError('fetch failed')), 'fetch failed'],
  ])('rejects on %s', async (_case, answer, message) => {
    await expect(client(answer)('co_1')).rejects.toThrow(message);
  });
});
