// The Supabase Edge Function entry of send-contact-notification (the shop calls it with the anon key).
// Mail goes out through Resend's HTTP API.
import { CLAIM_COLUMNS, CLAIM_WINDOW_MS } from '../_shared/contact-claim.ts';
import { deno, requiredEnv } from '../_shared/deno-runtime.ts';
import { resendMailSender } from '../_shared/email-delivery.ts';
import { serviceRest } from '../_shared/service-rest.ts';
import { createSendContactNotification, type StoredContact } from './handler.ts';

const rest = serviceRest({
  url: requiredEnv('SUPABASE_URL'),
  serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
  fetch,
});

deno().serve(
  createSendContactNotification({
    supportAddress: deno().env.get('SUPPORT_EMAIL') || 'support@velonord.ca',
    mail: resendMailSender({ apiKey: requiredEnv('RESEND_API_KEY'), from: requiredEnv('MAIL_FROM'), fetch }),
    async claim(token) {
      const rows = await rest.update<StoredContact>(
        'contact_forms',
        {
          recaptcha_token: `eq.${token}`,
          notified_at: 'is.null',
          created_at: `gt.${new Date(Date.now() - CLAIM_WINDOW_MS).toISOString()}`,
        },
        { notified_at: new Date().toISOString() },
        CLAIM_COLUMNS.replace(/\s/g, ''),
      );
      return rows[0] ?? null;
    },
  }),
);
