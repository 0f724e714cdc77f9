/**
 * A verified token for a form submission: asks reCAPTCHA for a token, then the
 * `verify-recaptcha` function to check and record it. The database accepts
 * the row only with that token and stores the function's score.
 */
import { dataClient } from '../supabase/data-client.ts';
import { recaptchaToken, type RecaptchaAction } from './recaptcha.ts';

export const VERIFY_FAILED = 'Failed to verify reCAPTCHA';

/** The function refused the token: `message` is its text (or the generic one). */
export class RecaptchaRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecaptchaRefused';
  }
}

/** The `{error}` text of a function's non-2xx answer, when it has one. */
export async function functionErrorText(error: unknown): Promise<string | undefined> {
  const context = (error as { context?: unknown }).context;
  if (!(context instanceof Response)) return undefined;
  try {
    const body: unknown = await context.clone().json();
    const text = (body as { error?: unknown } | null)?.error;
    return typeof text === 'string' && text ? text : undefined;
  } catch {
    return undefined;
  }
}

export async function verifiedToken(action: RecaptchaAction): Promise<{ token: string; score: number }> {
  const token = await recaptchaToken(action);
  const client = await dataClient();
  const { data, error } = await client.functions.invoke<{ score?: unknown }>('verify-recaptcha', {
    body: { token, action },
  });
  if (error) throw new RecaptchaRefused((await functionErrorText(error)) ?? VERIFY_FAILED);
  if (typeof data?.score !== 'number') throw new RecaptchaRefused(VERIFY_FAILED);
  return { token, score: data.score };
}
