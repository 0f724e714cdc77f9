/**
 * What the sign-in forms show when the auth backend refuses: its error codes
 * mapped to the shop's own words. An error with no mapping shows its own
 * message, and the shopper also gets a toast.
 */
import { auth as t } from '~/i18n/index.ts';

interface AuthErrorLike {
  code?: string | undefined;
  status?: number | undefined;
  message?: string | undefined;
}

const MAPPED: Record<string, string> = {
  invalid_credentials: t.errors.invalidCredentials,
  email_not_confirmed: t.errors.emailNotConfirmed,
  over_request_rate_limit: t.errors.rateLimited,
  over_email_send_rate_limit: t.errors.rateLimited,
  // A login link asked for an address with no account (new users are not created by it).
  otp_disabled: t.errors.noAccount,
};

export interface SignInFailure {
  /** The inline message under the form's header. */
  message: string;
  /** Whether the error was unexpected: the shopper also gets the generic failure toast. */
  unexpected: boolean;
}

export function signInFailure(error: AuthErrorLike): SignInFailure {
  const mapped = (error.code && MAPPED[error.code]) || (error.status === 429 ? t.errors.rateLimited : undefined);
  if (mapped) return { message: mapped, unexpected: false };
  return { message: error.message?.trim() || t.errors.unknown, unexpected: true };
}
