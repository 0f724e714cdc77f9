/**
 * What the sign-in forms show when the auth backend refuses: its error codes
 * mapped to the shop's own words. An error with no mapping shows its own
 * message where the shopper can read it (see `serviceMessage`: never `{}`,
 * never English on a French page), and the shopper also gets a toast.
 */
import { auth as t } from '~/i18n/index.ts';
import { serviceMessage } from '~/lib/service-message.ts';

interface AuthErrorLike {
  code?: string | undefined;
  status?: number | undefined;
  message?: string | undefined;
}

/** The shop's words for the auth backend's codes, in the current page's language. */
const mapped = (): Record<string, string> => ({
  invalid_credentials: t.errors.invalidCredentials,
  email_not_confirmed: t.errors.emailNotConfirmed,
  over_request_rate_limit: t.errors.rateLimited,
  over_email_send_rate_limit: t.errors.rateLimited,
  // A login link asked for an address with no account (new users are not created by it).
  otp_disabled: t.errors.noAccount,
  // The password rule is the server's; its words are the form's own help text.
  weak_password: t.passwordHelp,
});

export interface SignInFailure {
  /** The inline message under the form's header. */
  message: string;
  /** Whether the error was unexpected: the shopper also gets the generic failure toast. */
  unexpected: boolean;
}

export function signInFailure(error: AuthErrorLike): SignInFailure {
  const words = (error.code && mapped()[error.code]) || (error.status === 429 ? t.errors.rateLimited : undefined);
  if (words) return { message: words, unexpected: false };
  return { message: serviceMessage(error.message, t.errors.unknown), unexpected: true };
}
