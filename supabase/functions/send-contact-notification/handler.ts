/**
 * send-contact-notification: `POST {contactFormData, locale?}` → `{sent: true}` or `{error}`.
 *
 * Mails the shop's support address and the sender about a contact message
 * that is already stored. It is not a mail relay: it reads only the message's
 * reCAPTCHA token from the body, claims the stored row with that token (the
 * service role; a row is mailed once, within an hour of being stored) and
 * writes both e-mails from the row, never from the request.
 *
 * Support's copy carries the whole message (the visitor's text escaped in the
 * HTML part), in English, the team's working language. The sender's copy is a
 * fixed acknowledgement that repeats nothing the visitor typed: the address on
 * the form is whatever anyone typed, so a copy quoting the name or message
 * would let anyone make the shop mail their words (and links) to any address.
 * The database also decides whether it goes at all: at most one per address
 * per day, unless the address is the signed-in sender's own (see the claim in
 * the migrations). `locale` is the only other thing read from the request:
 * `fr` writes the acknowledgement in French, anything else in English.
 */
import { html } from 'hono/html';
import type { MailSender } from '../_shared/activation-email.ts';
import type { CLAIM_FUNCTION } from '../_shared/contact-claim.ts';
import type { Tables } from '../_shared/database.types.ts';
import { errorResponse, jsonResponse, parseJsonObject, readPost } from '../_shared/function-http.ts';
import { SHOP_NAME } from '../_shared/link-email.ts';
import { htmlLang, mailLanguage, type MailLanguage } from '../_shared/mail-language.ts';
import { guarded, isRecaptchaToken } from '../_shared/recaptcha-token.ts';
import type { FunctionResult } from '../_shared/service-rest.ts';

const SEND_FAILED = 'Failed to send notification emails';

/** A stored contact message: what the notification repeats of its `contact_forms` row. */
export type StoredContact = Pick<Tables<'contact_forms'>, 'id' | 'name' | 'email' | 'phone' | 'message' | 'created_at'>;

/** A message claimed for its notification, with whether its sender is to get the acknowledgement. */
export type ClaimedContact = FunctionResult<typeof CLAIM_FUNCTION>[number];

export type Mail = Parameters<MailSender['send']>[0];

export interface ContactNotificationDeps {
  /** Marks the unmailed, recent row with this token as mailed and returns it; null when there is none. */
  claim: (recaptchaToken: string) => Promise<ClaimedContact | null>;
  mail: MailSender;
  supportAddress: string;
}

function layout(title: string, body: ReturnType<typeof html>, language: MailLanguage = 'en') {
  return html`<!doctype html>
    <html lang="${htmlLang(language)}">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
      </head>
      <body style="font:16px/1.5 system-ui,sans-serif;color:#1f2328;max-width:40rem;margin:0 auto;padding:1rem">
        ${body}
      </body>
    </html>`;
}

const paragraphs = (text: string) => text.split(/\r?\n/).map((line) => html`${line}<br />`);

/**
 * The sender's acknowledgement in each language: fixed words only, never the
 * name, the message or anything else the form carried.
 */
const SENDER_COPY: Record<MailLanguage, { subject: string; title: string; lines: string[]; signature: string }> = {
  en: {
    subject: `We received your message – ${SHOP_NAME}`,
    title: 'We received your message',
    lines: [
      'Hello,',
      `Thank you for writing to ${SHOP_NAME}. We received your message, and our team will reply within 24-48 business hours.`,
      'If you did not write to us, you can ignore this e-mail.',
    ],
    signature: `${SHOP_NAME} support`,
  },
  fr: {
    subject: `Nous avons bien reçu votre message – ${SHOP_NAME}`,
    title: 'Nous avons bien reçu votre message',
    lines: [
      'Bonjour,',
      `Merci d’avoir écrit à ${SHOP_NAME}. Nous avons bien reçu votre message, et notre équipe vous répondra dans un délai de 24 à 48 heures ouvrables.`,
      'Si vous ne nous avez pas écrit, vous pouvez ignorer ce courriel.',
    ],
    signature: `Soutien ${SHOP_NAME}`,
  },
};

/**
 * The two e-mails about one stored message: to support (reply goes to the
 * sender), and the acknowledgement to the sender in their language.
 */
export function contactEmails(
  row: StoredContact,
  supportAddress: string,
  language: MailLanguage = 'en',
): [toSupport: Mail, toSender: Mail] {
  const details = `Name: ${row.name}\nEmail: ${row.email}\nPhone: ${row.phone}\n\n${row.message}`;
  const toSupport: Mail = {
    to: supportAddress,
    replyTo: row.email,
    subject: `New contact message from ${row.name}`,
    text: `A visitor wrote through the contact form.\n\n${details}\n`,
    html: String(
      layout(
        'New contact message',
        html`<h1 style="font-size:1.25rem">New contact message</h1>
          <p>
            <strong>Name:</strong> ${row.name}<br /><strong>Email:</strong> ${row.email}<br /><strong>Phone:</strong>
            ${row.phone}
          </p>
          <p>${paragraphs(row.message)}</p>`,
      ),
    ),
  };
  const words = SENDER_COPY[language];
  const toSender: Mail = {
    to: row.email,
    replyTo: supportAddress,
    subject: words.subject,
    text: `${words.lines.join('\n\n')}\n\n${words.signature} · ${supportAddress}\n`,
    html: String(
      layout(
        words.title,
        html`${words.lines.map((line) => html`<p>${line}</p>`)}
          <p>${words.signature} · ${supportAddress}</p>`,
        language,
      ),
    ),
  };
  return [toSupport, toSender];
}

export function createSendContactNotification(deps: ContactNotificationDeps) {
  return guarded(
    'send-contact-notification',
    async (request) => {
      const text = await readPost(request);
      if (text instanceof Response) return text;
      const body = parseJsonObject(text);
      const data = body?.contactFormData;
      if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        return errorResponse(400, 'contactFormData is required.');
      }
      const token = (data as Record<string, unknown>).recaptcha_token;
      if (!isRecaptchaToken(token)) return errorResponse(400, 'contactFormData.recaptcha_token is required.');
      const row = await deps.claim(token);
      if (!row) return errorResponse(404, 'No stored message waits for a notification with this token.');
      try {
        const language = mailLanguage(body?.locale);
        const [toSupport, toSender] = contactEmails(row, deps.supportAddress, language);
        await deps.mail.send(toSupport);
        if (row.acknowledge) await deps.mail.send(toSender);
      } catch (error) {
        console.error(SEND_FAILED, error);
        return errorResponse(502, SEND_FAILED);
      }
      return jsonResponse(200, { sent: true });
    },
    () => errorResponse(500, SEND_FAILED),
  );
}
