/**
 * resend-activation must not tell who has an account, by its answer or by when the answer comes. The
 * answer is sent before the account is looked up, so its timing cannot depend on the lookup: shown
 * here with a directory that answers only when the test lets it. (How long each path takes on a real
 * server is measured by `npm run bench`, never in a test.)
 */
import { describe, expect, it } from 'vitest';
import type { AccountUser } from '../_shared/account-directory.ts';
import { WindowLimiter } from '../_shared/window-limiter.ts';
import { createResendActivationHandler, RESEND_TEXTS } from './handler.ts';

const WAITING: AccountUser = { id: 'u-1', email: 'waiting@example.ca', user_metadata: { password_set: false } };

/** The handler over a directory whose lookup is `findByEmail`; the work handed over after the answer is kept. */
function handlerWith(findByEmail: (email: string) => Promise<AccountUser | undefined>) {
  const mailed: string[] = [];
  const logged: string[] = [];
  const after: Promise<void>[] = [];
  const handler = createResendActivationHandler({
    directory: {
      findByEmail,
      createPending: async () => undefined,
      reclaimUnconfirmed: async () => {
        throw new Error('resend-activation never hands an account over');
      },
      signInLink: async (email, redirectTo) => `https://auth.example/verify?for=${email}&to=${redirectTo}`,
    },
    mail: { send: async (mail) => void mailed.push(mail.to) },
    siteUrl: 'https://shop.example',
    limits: {
      perAddress: new WindowLimiter({ max: 10, windowSeconds: 60 }),
      perIp: new WindowLimiter({ max: 10, windowSeconds: 3600 }),
    },
    clientIp: () => '203.0.113.7',
    afterAnswer: (work) => void after.push(work),
    log: (message) => void logged.push(message),
  });
  const ask = (email: string) =>
    handler(new Request('http://functions/resend-activation', { method: 'POST', body: JSON.stringify({ email }) }));
  return { ask, mailed, logged, settled: () => Promise.all(after) };
}

/** A directory whose lookups stay pending until `release()`. */
function heldDirectory() {
  const lookups: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const shop = handlerWith(async (email) => {
    lookups.push(email);
    await released;
    return email === WAITING.email ? WAITING : undefined;
  });
  return { ...shop, lookups, release };
}

describe('resend-activation answers before it looks the account up', () => {
  it('answers a waiting account and an unknown address alike while their lookups are still pending', async () => {
    const { ask, lookups, mailed, release, settled } = heldDirectory();
    const waiting = await ask(WAITING.email);
    const unknown = await ask('nobody@example.ca');
    // Both answers are complete, yet neither lookup has returned.
    expect(lookups).toEqual([WAITING.email, 'nobody@example.ca']);
    expect(mailed).toEqual([]);
    const bodies = [await waiting.text(), await unknown.text()];
    expect([waiting.status, unknown.status]).toEqual([200, 200]);
    expect(bodies[0]).toBe(bodies[1]);
    expect(JSON.parse(bodies[0]!)).toEqual({ message: RESEND_TEXTS.en.answer });
    // Once the lookups return, only the waiting account is mailed.
    release();
    await settled();
    expect(mailed).toEqual([WAITING.email]);
  });

  it('a failing lookup changes nothing in the answer', async () => {
    const { ask, logged, settled } = handlerWith(() => Promise.reject(new Error('auth down')));
    const answer = await ask(WAITING.email);
    expect({ status: answer.status, body: await answer.json() }).toEqual({
      status: 200,
      body: { message: RESEND_TEXTS.en.answer },
    });
    await settled();
    expect(logged).toEqual(['resend-activation: sending the link failed']);
  });
});
