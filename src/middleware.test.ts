import { describe, expect, it, vi } from 'vitest';
import type { APIContext, MiddlewareNext } from 'astro';

vi.mock('astro:middleware', () => ({ defineMiddleware: (handler: unknown) => handler }));
const { onRequest } = await import('./middleware.ts');

function call(method: string) {
  const next = vi.fn<MiddlewareNext>(async () => new Response('the page'));
  const context = { request: new Request('https://shop.example/shop', { method }) } as APIContext;
  return { answer: onRequest(context, next) as Promise<Response> | Response, next };
}

describe('methods on rendered pages', () => {
  it.each(['GET', 'HEAD'])('%s renders the page', async (method) => {
    const { answer, next } = call(method);
    expect(await (await answer).text()).toBe('the page');
    expect(next).toHaveBeenCalledOnce();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s is refused with 405 and what is allowed, nothing rendered',
    async (method) => {
      const { answer, next } = call(method);
      const response = await answer;
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(next).not.toHaveBeenCalled();
    },
  );

  it('OPTIONS says what is allowed, with no body', async () => {
    const { answer, next } = call('OPTIONS');
    const response = await answer;
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(next).not.toHaveBeenCalled();
  });
});
