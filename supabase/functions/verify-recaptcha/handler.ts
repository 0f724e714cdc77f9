/**
 * verify-recaptcha: `POST {token, action?}` → `{score}` or `{error}`.
 *
 * Checks a reCAPTCHA v3 token with Google's siteverify, requires one of the
 * shop's actions (and the one the browser named, when it names one) and one of
 * the shop's host names, then records the token with its score through the
 * service role. The database accepts a contact message or a subscription only
 * with a token recorded here, once, before it expires, and stores this score:
 * the browser never decides it. The record also refuses a token seen before
 * and a client address over its limit (429).
 */
import { errorResponse, jsonResponse, parseJsonObject, readPost } from '../_shared/function-http.ts';
import { guarded, isRecaptchaToken } from '../_shared/recaptcha-token.ts';

export const RECAPTCHA_ACTIONS = ['subscribe_newsletter', 'contact', 'product_support', 'back_in_stock'] as const;
export type RecaptchaAction = (typeof RECAPTCHA_ACTIONS)[number];

export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const VERIFY_FAILED = 'Failed to verify reCAPTCHA';
/**
 * How long a client over its limit is told to wait: the database counts a
 * client's verifications over a sliding window (10 minutes unless
 * `app.recaptcha_ip_window` says otherwise), so after one whole window the
 * oldest of them has left it.
 */
export const RATE_LIMITED_RETRY_AFTER_SECONDS = 600;

export interface Verification {
  token: string;
  action: RecaptchaAction;
  score: number;
  hostname: string;
  clientIp: string | null;
}

/** The outcome of recording a verified token: its stored score, or why it was refused. */
export type RecordResult =
  { ok: true; score: number } | { ok: false; reason: 'duplicate' | 'rate_limited'; message: string };

export interface VerifyRecaptchaDeps {
  /** Calls siteverify (the global fetch in production). */
  fetch: typeof fetch;
  siteverifyUrl?: string;
  secret: string;
  /** Host names the shop is served from; a token solved elsewhere is refused. */
  allowedHostnames: readonly string[];
  /** Writes the verification with the service role. */
  record: (verification: Verification) => Promise<RecordResult>;
}

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

const isAction = (value: unknown): value is RecaptchaAction =>
  typeof value === 'string' && (RECAPTCHA_ACTIONS as readonly string[]).includes(value);

async function siteverify(deps: VerifyRecaptchaDeps, token: string, clientIp: string | null) {
  const form = new URLSearchParams({ secret: deps.secret, response: token });
  if (clientIp) form.set('remoteip', clientIp);
  let response: Response;
  try {
    response = await deps.fetch(deps.siteverifyUrl ?? GOOGLE_SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
  } catch (error) {
    console.error('siteverify unreachable', error);
    return null;
  }
  if (!response.ok) {
    console.error('siteverify answered', response.status);
    return null;
  }
  try {
    return (await response.json()) as SiteverifyAnswer;
  } catch {
    console.error('siteverify answered something other than JSON');
    return null;
  }
}

/** The function's handler, given the client's address as the platform sees it. */
export function createVerifyRecaptcha(deps: VerifyRecaptchaDeps) {
  const handle = async (request: Request, clientIp: string | null): Promise<Response> => {
    const text = await readPost(request);
    if (text instanceof Response) return text;
    const body = parseJsonObject(text);
    if (!body) return errorResponse(400, 'The request body must be a JSON object.');
    const { token, action: expected } = body;
    if (!isRecaptchaToken(token)) return errorResponse(400, 'token is required.');
    if (expected !== undefined && !isAction(expected)) return errorResponse(400, 'action is not one of the shop’s.');

    const answer = await siteverify(deps, token, clientIp);
    if (!answer) return errorResponse(503, 'reCAPTCHA verification is unavailable. Please try again later.');
    const { success, score, action, hostname } = answer;
    const passed =
      success === true &&
      typeof score === 'number' &&
      score >= 0 &&
      score <= 1 &&
      isAction(action) &&
      (expected === undefined || action === expected) &&
      typeof hostname === 'string' &&
      deps.allowedHostnames.includes(hostname);
    if (!passed) return errorResponse(403, VERIFY_FAILED);

    const recorded = await deps.record({ token, action, score, hostname, clientIp });
    if (!recorded.ok && recorded.reason === 'rate_limited') {
      return errorResponse(429, recorded.message, { 'Retry-After': String(RATE_LIMITED_RETRY_AFTER_SECONDS) });
    }
    if (!recorded.ok) return errorResponse(403, recorded.message);
    return jsonResponse(200, { score: recorded.score });
  };
  return (request: Request, clientIp: string | null) =>
    guarded(
      'verify-recaptcha',
      (r) => handle(r, clientIp),
      () => errorResponse(500, VERIFY_FAILED),
    )(request);
}
