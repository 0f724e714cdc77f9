/**
 * The shopper's auth requests, each taking the client: the sign-in forms,
 * the reset and new-password forms and the account page call these and
 * show the outcome.
 */
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import { currentLocale, auth as t } from '~/i18n/index.ts';
import { localePath } from '~/i18n/locales.ts';
import { siteUrl } from '~/lib/env.ts';
import { resendActivation } from '~/lib/supabase/accounts.ts';
import type { ShopSupabase } from '~/lib/supabase/types.ts';
import { signInFailure, type SignInFailure } from './auth-errors.ts';
import { mergeAuthState } from './store.ts';

/**
 * Return addresses of the e-mail links, on the shop's own origin, in the
 * page's language (`/fr/auth/confirm` from a French page). Auth writes the
 * e-mail in the language of this address.
 */
export const returnAddresses = () => ({
  loginLink: `${siteUrl}${localePath('/', currentLocale())}`,
  signUp: `${siteUrl}${localePath('/auth/confirm', currentLocale())}`,
  passwordReset: `${siteUrl}${localePath('/auth/update-password', currentLocale())}`,
});

/** Signs in with a password; the session is stored at once. Resolves to the failure, or null. */
export async function signInWithPassword(
  client: ShopSupabase,
  email: string,
  password: string,
): Promise<SignInFailure | null> {
  const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
  if (error) return signInFailure(error);
  mergeAuthState({ session: data.session, user: data.user });
  return null;
}

/** E-mails a one-time login link to an existing account (never creates one); it returns to the home page. */
export async function sendLoginLink(client: ShopSupabase, email: string): Promise<SignInFailure | null> {
  const { error } = await client.auth.signInWithOtp({
    email: email.trim(),
    options: { shouldCreateUser: false, emailRedirectTo: returnAddresses().loginLink },
  });
  return error ? signInFailure(error) : null;
}

/** Asks for a new activation link. Resolves to the failure's message (the server's own, or ours), or null. */
export async function sendActivationLink(client: ShopSupabase, email: string): Promise<string | null> {
  try {
    await resendActivation(client, email.trim(), t.errors.activationFailed);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : t.errors.activationFailed;
  }
}

/** Creates an account with a password (its confirmation link returns to /auth/confirm, in the page's language). */
export async function createAccount(
  client: ShopSupabase,
  email: string,
  password: string,
): Promise<{ failure: SignInFailure | null; signedIn: boolean }> {
  const { data, error } = await client.auth.signUp({
    email: email.trim(),
    password,
    options: { emailRedirectTo: returnAddresses().signUp, data: { password_set: true } },
  });
  if (error) return { failure: signInFailure(error), signedIn: false };
  if (data.session) mergeAuthState({ session: data.session, user: data.user });
  return { failure: null, signedIn: Boolean(data.session) };
}

/** E-mails a password-reset link that returns to /auth/update-password (in the page's language). Resolves to whether it was sent. */
export async function requestPasswordReset(client: ShopSupabase, email: string): Promise<boolean> {
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: returnAddresses().passwordReset,
  });
  return !error;
}

/** Sets the signed-in user's password and marks it chosen (`password_set`). Resolves to whether it worked. */
export async function choosePassword(client: ShopSupabase, password: string): Promise<boolean> {
  const { error } = await client.auth.updateUser({ password, data: { password_set: true } });
  return !error;
}

/**
 * Saves a new password for the signed-in user and says how it went, in the
 * caller's words. Resolves to whether it was saved.
 */
export async function savePassword(
  client: ShopSupabase,
  password: string,
  messages: { saved: string; failed: string },
): Promise<boolean> {
  try {
    if (await choosePassword(client, password)) {
      void notifySuccess(messages.saved);
      return true;
    }
  } catch {
    // Unreachable backend: reported like a refusal.
  }
  void notifyError(messages.failed);
  return false;
}
