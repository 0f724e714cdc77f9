/**
 * send-contact-notification: `POST {contactFormData}` → `{sent: true}` or `{error}`.
 *
 * Mails the shop's support address and the sender about a contact message
 * that is already stored. It is not a mail relay: it reads only the message's
 * reCAPTCHA token from the body, claims the stored row with that token (the
 * service role; a row is mailed once, within an hour of being stored) and
 * writes both e-mails from the row, never from the request. The visitor's
 * text is escaped for the HTML part.
 */
import { html } from 'hono/html';
import { BadRequest, failure, json, readJsonObject, requiredString, serveJson } from '../_shared/http.ts';

const MAX_BODY_BYTES = 16 * 1024;
const MAX_TOKEN_LENGTH = 4096;

/** A stored contact message, as the database holds it. */
export interface StoredContact {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
}

export interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface ContactNotificationDeps {
  /** Marks the unmailed, recent row with this token as mailed and returns it; null when there is none. */
  claim: (recaptchaToken: string) => Promise<StoredContact | null>;
  send: (mail: Mail) => Promise<void>;
  supportAddress: string;
  shopName: string;
}

function layout(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="en">
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

/** The two e-mails about one stored message: to support (reply goes to the sender) and to the sender. */
export function contactEmails(row: StoredContact, deps: Pick<ContactNotificationDeps, 'supportAddress' | 'shopName'>) {
  const details = `Name: ${row.name}\nEmail: ${row.email}\nPhone: ${row.phone}\n\n${row.message}`;
  const toSupport: Mail = {
    to: deps.supportAddress,
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
  const toSender: Mail = {
    to: row.email,
    replyTo: deps.supportAddress,
    subject: `We received your message – ${deps.shopName}`,
    text:
      `Hello ${row.name},\n\nThank you for writing to ${deps.shopName}. Our team will reply within 24-48 business hours.\n\n` +
      `Your message:\n${row.message}\n\n${deps.shopName} support · ${deps.supportAddress}\n`,
    html: String(
      layout(
        'We received your message',
        html`<p>Hello ${row.name},</p>
          <p>Thank you for writing to ${deps.shopName}. Our team will reply within 24-48 business hours.</p>
          <p><strong>Your message:</strong><br />${paragraphs(row.message)}</p>
          <p>${deps.shopName} support · ${deps.supportAddress}</p>`,
      ),
    ),
  };
  return [toSupport, toSender];
}

export function createSendContactNotification(deps: ContactNotificationDeps) {
  return serveJson(async (request) => {
    const body = await readJsonObject(request, MAX_BODY_BYTES);
    const data = body.contactFormData;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new BadRequest(400, 'contactFormData is required.');
    }
    const token = requiredString(data as Record<string, unknown>, 'recaptcha_token', MAX_TOKEN_LENGTH);
    const row = await deps.claim(token);
    if (!row) return failure(404, 'No stored message waits for a notification with this token.');
    try {
      for (const mail of contactEmails(row, deps)) await deps.send(mail);
    } catch (error) {
      console.error('Failed to send notification emails', error);
      return failure(502, 'Failed to send notification emails');
    }
    return json({ sent: true });
  });
}
