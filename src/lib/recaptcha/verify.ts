/**
 * A verified token for a form submission: asks reCAPTCHA for a token, then the
 * `verify-recaptcha` function to check and record it. The database accepts
 * the row only with that token and stores the function's score.
 */
import { recaptcha } from '~/i18n/index.ts';
import { functionErrorText, functionStatus, serviceMessage } from '../service-message.ts';
import { dataClient } from '../supabase/data-client.ts';
import { recaptchaToken, type RecaptchaAction } from './recaptcha.ts';

/** The function refused the token: `message` is what the visitor is shown (its text, or the shop's words). */
export class RecaptchaRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecaptchaRefused';
  }
}

/** What the visitor reads when the function refuses: a rate limit in the shop's words, else its own text where readable. */
async function refusal(error: unknown): Promise<RecaptchaRefused> {
  if (functionStatus(error) === 429) return new RecaptchaRefused(recaptcha.rateLimited);
  return new RecaptchaRefused(serviceMessage(await functionErrorText(error), recaptcha.verifyFailed));
}

/** A refusal by the database's bot-check gate (code P0001, the reason in `details`). */
interface GateRefusal {
  message?: string | undefined;
  details?: string | null | undefined;
}

/** What the visitor reads when the database's gate refuses a row: its own words where readable, else the shop's. */
export function gateMessage(error: GateRefusal): string {
  const fallback = error.details === 'rate-limited' ? recaptcha.rateLimited : recaptcha.verifyFailed;
  return serviceMessage(error.message, fallback);
}

export async function verifiedToken(action: RecaptchaAction): Promise<{ token: string; score: number }> {
  const token = await recaptchaToken(action);
  const client = await dataClient();
  const { data, error } = await client.functions.invoke<{ score?: unknown }>('verify-recaptcha', {
    body: { token, action },
  });
  if (error) throw await refusal(error);
  if (typeof data?.score !== 'number') throw new RecaptchaRefused(recaptcha.verifyFailed);
  return { token, score: data.score };
}
