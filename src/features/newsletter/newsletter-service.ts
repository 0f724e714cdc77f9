/**
 * Subscribing: a verified reCAPTCHA token, then one row in `subscribers`
 * (e-mail lower-cased, name trimmed or null; the database does the same and
 * stores the verified score). Loaded on demand when the form is sent.
 */
import { dataClient } from '~/lib/supabase/data-client.ts';
import { gateMessage, verifiedToken } from '~/lib/recaptcha/verify.ts';

export type SubscribeResult = 'subscribed' | 'already_subscribed';

/** The database refused the row with a message meant for people (reCAPTCHA, limits). */
export class SubscribeRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubscribeRefused';
  }
}

export function subscriberRow(name: string, email: string, token: string, score: number) {
  return {
    email: email.trim().toLowerCase(),
    name: name.trim() || null,
    recaptcha_token: token,
    recaptcha_score: score,
  };
}

export async function subscribe(name: string, email: string): Promise<SubscribeResult> {
  const { token, score } = await verifiedToken('subscribe_newsletter');
  const client = await dataClient();
  const { error } = await client.from('subscribers').insert([subscriberRow(name, email, token, score)]);
  if (!error) return 'subscribed';
  if (error.code === '23505') return 'already_subscribed';
  if (error.code === 'P0001') throw new SubscribeRefused(gateMessage(error));
  throw new Error(error.message || 'subscribe failed');
}
