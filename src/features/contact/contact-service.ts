/**
 * Sending a contact message: a verified reCAPTCHA token, the row inserted
 * through the data client (the database checks the token and stores the
 * verified score), then the notification e-mails, whose failure is only logged.
 * Loaded on demand when a form is sent.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { contact as t, currentLocale } from '~/i18n/index.ts';
import { ROUTING_CODE } from '~/i18n/locales.ts';
import { loadBrowserClient } from '~/lib/supabase/browser-client.ts';
import { dataClient } from '~/lib/supabase/data-client.ts';
import { gateMessage, verifiedToken } from '~/lib/recaptcha/verify.ts';
import type { RecaptchaAction } from '~/lib/recaptcha/recaptcha.ts';
import type { ContactValues } from './contact-limits.ts';
import type { ContactProfile } from './contact-profile.ts';

/** The database refused the message; `message` is what the form shows. */
export class ContactRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContactRefused';
  }
}

/** Raised by the database's own checks (reCAPTCHA, limits) with a message meant for people. */
const SHOWN_CODES = new Set(['P0001']);

export interface ContactOptions {
  action: Extract<RecaptchaAction, 'contact' | 'product_support'>;
  /** The signed-in sender: the row carries their id and their account's e-mail. */
  profile?: ContactProfile | null;
  /** The client to send with; by default the session's for a signed-in sender, else the anonymous one. */
  client?: SupabaseClient;
}

/** The row as stored: with a profile, its id and its e-mail. */
export function contactRow(values: ContactValues, token: string, score: number, profile?: ContactProfile | null) {
  return {
    name: values.name,
    email: profile?.email ?? values.email,
    phone: values.phone,
    message: values.message,
    recaptcha_token: token,
    recaptcha_score: score,
    status: 'new',
    ...(profile ? { user_id: profile.id } : {}),
  };
}

export async function sendContactMessage(values: ContactValues, options: ContactOptions): Promise<void> {
  const { token, score } = await verifiedToken(options.action);
  // A message stored as a user's must come from that user's session: the database checks the id against it.
  const client = options.client ?? (options.profile ? await loadBrowserClient() : await dataClient());
  const row = contactRow(values, token, score, options.profile);
  const { error } = await client.from('contact_forms').insert([row]);
  if (error) {
    console.error('Failed to send message', error);
    throw new ContactRefused(SHOWN_CODES.has(error.code) ? gateMessage(error) : t.failedAlert);
  }
  // The function mails the stored row it finds by this token, the sender's copy in the page's language;
  // the message is sent whatever it answers.
  void client.functions
    .invoke('send-contact-notification', { body: { contactFormData: row, locale: ROUTING_CODE[currentLocale()] } })
    .then(({ error: mailError }) => {
      if (mailError) console.error('Failed to send notification emails', mailError);
    })
    .catch((mailError: unknown) => console.error('Failed to send notification emails', mailError));
}
