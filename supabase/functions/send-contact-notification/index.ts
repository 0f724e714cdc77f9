// The Supabase Edge Function entry of send-contact-notification (the shop calls it with the anon key).
// Mail goes out through Resend's HTTP API.
import { CLAIM_FUNCTION, claimedContact } from '../_shared/contact-claim.ts';
import { deno, requiredEnv } from '../_shared/deno-runtime.ts';
import { resendMailSender } from '../_shared/email-delivery.ts';
import { serviceRest } from '../_shared/service-rest.ts';
import { createSendContactNotification } from './handler.ts';

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
      const { data, error } = await rest.rpc(CLAIM_FUNCTION, { token });
      if (error) throw new Error(`claiming the contact message failed: ${error.message ?? 'unknown error'}`);
      return claimedContact(data);
    },
  }),
);
