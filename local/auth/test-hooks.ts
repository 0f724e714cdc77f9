/**
 * The local Auth's test hooks (`/_local/auth/*`): its rate limits and its
 * clock, so tests reach a limit or an expiry without waiting. Refused (403)
 * outside test mode.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AuthClock } from './clock.ts';
import { limitsPatchSchema, type AuthRateLimits } from './rate-limits.ts';
import { readBody } from './requests.ts';

/** Mounts the test hooks on `app` (the backend's root router). */
export function authTestHooks(app: Hono, testMode: boolean, clock: AuthClock, limits: AuthRateLimits) {
  app.use('/_local/auth/*', async (c, next) => {
    if (!testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
    await next();
  });
  app.get('/_local/auth/rate-limits', (c) => c.json(limits.current()));
  app.put('/_local/auth/rate-limits', async (c) => {
    limits.configure(await readBody(c, limitsPatchSchema));
    return c.json(limits.current());
  });
  app.delete('/_local/auth/rate-limits', (c) => {
    limits.reset();
    return c.json(limits.current());
  });
  app.get('/_local/auth/clock', (c) => c.json({ offset_seconds: clock.offsetSeconds }));
  app.put('/_local/auth/clock', async (c) => {
    const body = await readBody(
      c,
      z.object({
        offset_seconds: z
          .number()
          .int()
          .min(0)
          .max(10 * 365 * 86_400),
      }),
    );
    clock.setOffset(body.offset_seconds);
    return c.json({ offset_seconds: clock.offsetSeconds });
  });
}
