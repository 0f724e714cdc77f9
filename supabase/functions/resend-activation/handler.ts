/**
 * resend-activation: `{email}` → a new activation link for an account waiting
 * for activation. Every address gets the same answer, whether it has such an
 * account, an active one or none, so the function cannot be used to learn who
 * has an account. Limited per address and per IP; errors are `{error}`.
 */
import { sendActivation, type MailSender } from '../_shared/activation-email.ts';
import type { AccountDirectory } from '../_shared/account-directory.ts';
import { errorResponse, jsonResponse, normaliseEmail, parseJsonObject, readPost } from '../_shared/function-http.ts';
import type { WindowLimiter } from '../_shared/window-limiter.ts';

export interface ResendActivationDeps {
  directory: AccountDirectory;
  mail: MailSender;
  siteUrl: string;
  limits: { perAddress: WindowLimiter; perIp: WindowLimiter };
  /** The caller's IP as the platform reports it. */
  clientIp: (request: Request) => string;
  log?: (message: string, error?: unknown) => void;
}

/** One activation e-mail per address per minute; twenty requests per IP per hour. */
export const RESEND_LIMITS = {
  perAddress: { max: 1, windowSeconds: 60 },
  perIp: { max: 20, windowSeconds: 3600 },
};

export const RESEND_ANSWER = {
  message: 'If this address has an account waiting for activation, a new activation link is on its way.',
};
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

export function createResendActivationHandler(deps: ResendActivationDeps): (request: Request) => Promise<Response> {
  const log = deps.log ?? ((message, error) => console.error(message, error));

  return async (request) => {
    const text = await readPost(request);
    if (text instanceof Response) return text;
    const email = normaliseEmail(parseJsonObject(text)?.email);
    if (!email) return errorResponse(400, 'Please enter a valid email address');

    for (const [limiter, key] of [
      [deps.limits.perIp, deps.clientIp(request)],
      [deps.limits.perAddress, email],
    ] as const) {
      const decision = limiter.take(key);
      if (!decision.ok) {
        return errorResponse(429, TOO_MANY_REQUESTS, { 'Retry-After': String(decision.retryAfterSeconds) });
      }
    }

    try {
      const user = await deps.directory.findByEmail(email);
      if (user && !user.email_confirmed_at) await sendActivation(deps, email);
    } catch (error) {
      log('resend-activation: sending the link failed', error);
      return errorResponse(500, 'Failed to resend activation link');
    }
    return jsonResponse(200, RESEND_ANSWER);
  };
}
