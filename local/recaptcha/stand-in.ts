/**
 * Google reCAPTCHA v3, as far as the shop uses it: the browser script
 * (`grecaptcha.ready` and `grecaptcha.execute`, whose tokens come from this
 * backend) and `siteverify`, with Google's request and answer. Tokens live two
 * minutes and verify once. In test mode the next tokens can be told to score
 * low, as a bot would.
 */
import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** Google's tokens are valid for two minutes. */
export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;
/** The score of an ordinary visitor. */
export const HUMAN_SCORE = 0.9;
const MAX_TOKENS = 10_000;

interface IssuedToken {
  action: string;
  hostname: string;
  issuedAt: number;
  score: number;
  verified: boolean;
}

export interface RecaptchaKeys {
  siteKey: string;
  secret: string;
}

const tokenRequest = z.object({
  siteKey: z.string().max(200),
  action: z
    .string()
    .regex(/^[A-Za-z0-9_/]{1,100}$/)
    .optional(),
  hostname: z.string().min(1).max(255),
});

const scoresRequest = z.object({
  score: z.number().min(0).max(1),
  times: z.number().int().min(1).max(1000).default(1),
});

/** The browser script: a tiny `grecaptcha` that asks this backend for tokens. */
function browserScript(origin: string): string {
  return `(() => {
  const origin = ${JSON.stringify(origin)};
  window.grecaptcha = {
    ready(callback) { Promise.resolve().then(callback); },
    execute(siteKey, options) {
      return fetch(origin + '/recaptcha/api/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ siteKey, action: options && options.action, hostname: location.hostname }),
      }).then((r) => (r.ok ? r.json() : Promise.reject(new Error('reCAPTCHA execute failed: ' + r.status))))
        .then((body) => body.token);
    },
  };
})();
`;
}

export class RecaptchaStandIn {
  private readonly tokens = new Map<string, IssuedToken>();
  private lowScores: { score: number; times: number } | null = null;

  constructor(
    private readonly keys: RecaptchaKeys,
    private readonly now: () => number = Date.now,
  ) {}

  /** The next `times` tokens score `score` (test mode). */
  scoreNext(score: number, times: number): void {
    this.lowScores = { score, times };
  }

  reset(): void {
    this.lowScores = null;
    this.tokens.clear();
  }

  issue(action: string, hostname: string): string {
    if (this.tokens.size >= MAX_TOKENS) this.forgetExpired();
    const token = `local-${randomBytes(24).toString('base64url')}`;
    let score = HUMAN_SCORE;
    if (this.lowScores) {
      score = this.lowScores.score;
      if (--this.lowScores.times <= 0) this.lowScores = null;
    }
    this.tokens.set(token, { action, hostname, issuedAt: this.now(), score, verified: false });
    return token;
  }

  /** Google's siteverify answer for a form body. */
  verify(form: URLSearchParams): Record<string, unknown> {
    const secret = form.get('secret');
    const response = form.get('response');
    const refuse = (code: string) => ({ success: false, 'error-codes': [code] });
    if (!secret) return refuse('missing-input-secret');
    if (secret !== this.keys.secret) return refuse('invalid-input-secret');
    if (!response) return refuse('missing-input-response');
    const issued = this.tokens.get(response);
    if (!issued) return refuse('invalid-input-response');
    if (issued.verified || this.now() - issued.issuedAt > TOKEN_LIFETIME_MS) return refuse('timeout-or-duplicate');
    issued.verified = true;
    return {
      success: true,
      score: issued.score,
      action: issued.action,
      challenge_ts: new Date(issued.issuedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      hostname: issued.hostname,
      'error-codes': [],
    };
  }

  private forgetExpired(): void {
    const cutoff = this.now() - TOKEN_LIFETIME_MS;
    for (const [token, issued] of this.tokens) if (issued.issuedAt < cutoff) this.tokens.delete(token);
    if (this.tokens.size >= MAX_TOKENS) this.tokens.clear();
  }

  routes(origin: string, testMode: boolean): Hono {
    const app = new Hono();
    app.get('/recaptcha/api.js', (c) =>
      c.body(browserScript(origin), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      }),
    );
    app.post('/recaptcha/api/token', async (c) => {
      const body = tokenRequest.safeParse(await c.req.json().catch(() => null));
      if (!body.success) return c.json({ error: 'bad-request' }, 400);
      if (body.data.siteKey !== this.keys.siteKey) return c.json({ error: 'invalid-site-key' }, 400);
      return c.json({ token: this.issue(body.data.action ?? 'submit', body.data.hostname) });
    });
    // Google answers 200 with `success: false` for every refusal, including a malformed request.
    app.post('/recaptcha/api/siteverify', async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!type.startsWith('application/x-www-form-urlencoded')) {
        return c.json({ success: false, 'error-codes': ['bad-request'] });
      }
      return c.json(this.verify(new URLSearchParams(await c.req.text())));
    });
    app.post('/_local/recaptcha/scores', async (c) => {
      if (!testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
      const body = scoresRequest.parse(await c.req.json());
      this.scoreNext(body.score, body.times);
      return c.json({ ok: true });
    });
    app.delete('/_local/recaptcha/scores', (c) => {
      if (!testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
      this.lowScores = null;
      return c.body(null, 204);
    });
    return app;
  }
}
