import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecaptchaStandIn } from '../../../local/recaptcha/stand-in.ts';
import { malformedRequests } from '../_shared/malformed-requests.ts';
import { createVerifyRecaptcha, type RecordResult, type Verification } from './handler.ts';

const keys = { siteKey: 'site', secret: 'secret' };

function setup(options: { record?: (v: Verification) => Promise<RecordResult>; siteverify?: typeof fetch } = {}) {
  const google = new RecaptchaStandIn(keys);
  const routes = google.routes('http://google.test', true);
  const recorded: Verification[] = [];
  const handle = createVerifyRecaptcha({
    fetch: options.siteverify ?? ((input, init) => Promise.resolve(routes.fetch(new Request(input, init)))),
    siteverifyUrl: 'http://google.test/recaptcha/api/siteverify',
    secret: keys.secret,
    allowedHostnames: ['shop.test'],
    record:
      options.record ??
      (async (v) => {
        recorded.push(v);
        return { ok: true, score: v.score };
      }),
  });
  const call = async (body: unknown, ip: string | null = '198.51.100.7') => {
    const response = await handle(
      new Request('http://function.test/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
      ip,
    );
    return { status: response.status, body: await response.json(), headers: response.headers };
  };
  return { google, handle, recorded, call };
}

afterEach(() => vi.restoreAllMocks());

describe('verify-recaptcha', () => {
  it('answers the verified score and records the token with its action, host name and client address', async () => {
    const { google, recorded, call } = setup();
    const token = google.issue('subscribe_newsletter', 'shop.test');
    const result = await call({ token });
    expect(result).toMatchObject({ status: 200, body: { score: 0.9 } });
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
    expect(recorded).toEqual([
      { token, action: 'subscribe_newsletter', score: 0.9, hostname: 'shop.test', clientIp: '198.51.100.7' },
    ]);
  });

  it('passes a low score on: the database, not the function, holds the threshold', async () => {
    const { google, call } = setup();
    google.scoreNext(0.1, 1);
    expect(await call({ token: google.issue('contact', 'shop.test'), action: 'contact' })).toMatchObject({
      status: 200,
      body: { score: 0.1 },
    });
  });

  it('refuses a token used twice, unknown, for another action, another host or an unknown action', async () => {
    const { google, recorded, call } = setup();
    const refused = { status: 403, body: { error: 'Failed to verify reCAPTCHA' } };
    const token = google.issue('contact', 'shop.test');
    expect((await call({ token })).status).toBe(200);
    expect(await call({ token })).toEqual(expect.objectContaining(refused));
    expect(await call({ token: 'never-issued' })).toEqual(expect.objectContaining(refused));
    expect(await call({ token: google.issue('contact', 'shop.test'), action: 'subscribe_newsletter' })).toEqual(
      expect.objectContaining(refused),
    );
    expect(await call({ token: google.issue('contact', 'evil.test') })).toEqual(expect.objectContaining(refused));
    expect(await call({ token: google.issue('login', 'shop.test') })).toEqual(expect.objectContaining(refused));
    expect(recorded).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    let now = Date.now();
    const google = new RecaptchaStandIn(keys, () => now);
    const routes = google.routes('http://google.test', true);
    const handle = createVerifyRecaptcha({
      fetch: (input, init) => Promise.resolve(routes.fetch(new Request(input, init))),
      siteverifyUrl: 'http://google.test/recaptcha/api/siteverify',
      secret: keys.secret,
      allowedHostnames: ['shop.test'],
      record: async (v) => ({ ok: true, score: v.score }),
    });
    const token = google.issue('contact', 'shop.test');
    now += 2 * 60 * 1000 + 1;
    const response = await handle(
      new Request('http://f.test/', { method: 'POST', body: JSON.stringify({ token }) }),
      null,
    );
    expect(response.status).toBe(403);
  });

  it('answers 429 with the database message and when to try again when the client address is over its limit', async () => {
    const { google, call } = setup({
      record: async () => ({
        ok: false,
        reason: 'rate_limited',
        message: 'Too many attempts. Please try again later.',
      }),
    });
    const answer = await call({ token: google.issue('contact', 'shop.test') });
    expect(answer).toMatchObject({ status: 429, body: { error: 'Too many attempts. Please try again later.' } });
    // One whole counting window: by then the oldest verification has left it.
    expect(answer.headers.get('retry-after')).toBe('600');
  });

  it('answers 503 when siteverify cannot be reached or answers nonsense', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = setup({ siteverify: () => Promise.reject(new TypeError('fetch failed')) });
    expect(await down.call({ token: 't' })).toMatchObject({ status: 503 });
    const html = setup({ siteverify: async () => new Response('<html>', { status: 200 }) });
    expect(await html.call({ token: 't' })).toMatchObject({ status: 503 });
    const failing = setup({ siteverify: async () => new Response('', { status: 500 }) });
    expect(await failing.call({ token: 't' })).toMatchObject({ status: 503 });
  });

  it('answers the preflight with the headers supabase-js sends', async () => {
    const { handle } = setup();
    const response = await handle(new Request('http://f.test/', { method: 'OPTIONS' }), null);
    expect(response.ok).toBe(true);
    expect(response.headers.get('access-control-allow-headers')).toContain(
      'authorization, x-client-info, apikey, content-type',
    );
  });

  const malformed = malformedRequests({ token: 'valid-looking-token', action: 'contact' }, [['token'], ['action']]);
  // An action that is present but not one of the shop's is malformed too; a missing action is allowed.
  const cases = malformed.filter((c) => c.label !== 'action: missing');

  it(`refuses ${cases.length} malformed requests with a 4xx in the {error} shape and records nothing`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const { handle, recorded } = setup();
    for (const { label, request } of cases) {
      const response = await handle(request(), '198.51.100.7');
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(await response.json(), label).toEqual({ error: expect.any(String) });
    }
    expect(recorded).toEqual([]);
  });
});
