/**
 * resend-activation: `{email, locale?}` → a new activation link for an account
 * waiting for activation. Every address gets the same answer in the same time,
 * whether it has such an account, an active one or none, so the function
 * cannot be used to learn who has an account: the answer is given once the
 * request is checked and counted, and the account is looked up and mailed
 * only after it has gone. Limited per address and per IP; errors are
 * `{error}`. `locale: "fr"` (a French page asked) makes the e-mail, its link
 * (`/fr/auth/confirm`) and the answers French; any other value is English.
 */
import { sendActivation, type MailSender } from '../_shared/activation-email.ts';
import type { AccountDirectory } from '../_shared/account-directory.ts';
import { errorResponse, jsonResponse, normaliseEmail, parseJsonObject, readPost } from '../_shared/function-http.ts';
import { mailLanguage, type MailLanguage } from '../_shared/mail-language.ts';
import type { WindowLimiter } from '../_shared/window-limiter.ts';

export interface ResendActivationDeps {
  directory: AccountDirectory;
  mail: MailSender;
  siteUrl: string;
  limits: { perAddress: WindowLimiter; perIp: WindowLimiter };
  /** The caller's IP as the platform reports it. */
  clientIp: (request: Request) => string;
  /**
   * Keeps work running after the answer has been sent (on Supabase, `EdgeRuntime.waitUntil`).
   * Without it the work simply runs on, which a long-lived process allows.
   */
  afterAnswer?: (work: Promise<void>) => void;
  log?: (message: string, error?: unknown) => void;
}

/** One activation e-mail per address per minute; twenty requests per IP per hour. */
export const RESEND_LIMITS = {
  perAddress: { max: 1, windowSeconds: 60 },
  perIp: { max: 20, windowSeconds: 3600 },
};

/** The function's answers in each language (the shop shows the errors as they are). */
export const RESEND_TEXTS: Record<MailLanguage, { answer: string; invalidEmail: string; tooMany: string }> = {
  en: {
    answer: 'If this address has an account waiting for activation, a new activation link is on its way.',
    invalidEmail: 'Please enter a valid email address',
    tooMany: 'Too many requests. Please try again later.',
  },
  fr: {
    answer: 'Si cette adresse a un compte en attente d’activation, un nouveau lien d’activation est en route.',
    invalidEmail: 'Veuillez entrer une adresse courriel valide',
    tooMany: 'Trop de demandes. Veuillez réessayer plus tard.',
  },
};

export function createResendActivationHandler(deps: ResendActivationDeps): (request: Request) => Promise<Response> {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const afterAnswer = deps.afterAnswer ?? (() => {});

  /** Mails a new link when the address has an account waiting for activation; nothing otherwise. */
  async function activateIfWaiting(email: string, language: MailLanguage): Promise<void> {
    try {
      const user = await deps.directory.findByEmail(email);
      if (user && !user.email_confirmed_at) await sendActivation(deps, email, language);
    } catch (error) {
      log('resend-activation: sending the link failed', error);
    }
  }

  return async (request) => {
    const text = await readPost(request);
    if (text instanceof Response) return text;
    const body = parseJsonObject(text);
    const language = mailLanguage(body?.locale);
    const answers = RESEND_TEXTS[language];
    const email = normaliseEmail(body?.email);
    if (!email) return errorResponse(400, answers.invalidEmail);

    for (const [limiter, key] of [
      [deps.limits.perIp, deps.clientIp(request)],
      [deps.limits.perAddress, email],
    ] as const) {
      const decision = limiter.take(key);
      if (!decision.ok) {
        return errorResponse(429, answers.tooMany, { 'Retry-After': String(decision.retryAfterSeconds) });
      }
    }

    // Looking the account up and mailing it would take longer for an account waiting for activation
    // than for any other address, and a failure would show only for such an account: both happen after
    // the answer, which is therefore the same, in the same time, for every address.
    afterAnswer(activateIfWaiting(email, language));
    return jsonResponse(200, { message: answers.answer });
  };
}
