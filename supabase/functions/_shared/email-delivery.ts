/**
 * Sending the functions' e-mails in production, through Resend's HTTP API
 * (`RESEND_API_KEY`, `MAIL_FROM`). The embedded backend passes its outbox instead.
 */
import type { MailSender } from './activation-email.ts';
import { safeHeaders } from './mail-headers.ts';

export function resendMailSender(options: { apiKey: string; from: string; fetch: typeof fetch }): MailSender {
  return {
    async send(unchecked) {
      const mail = safeHeaders(unchecked);
      const response = await options.fetch('https://api.resend.com/emails', {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: options.from,
          to: [mail.to],
          ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        }),
      });
      if (!response.ok) throw new Error(`Sending e-mail failed with HTTP ${response.status}`);
    },
  };
}
