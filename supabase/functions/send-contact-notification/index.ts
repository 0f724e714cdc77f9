// Supabase Edge Function entry (Deno). The work is in handler.ts, shared with the embedded backend.
// Mail goes out through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email).
import { createClient } from '@supabase/supabase-js';
import { createSendContactNotification } from './handler.ts';
import { CLAIM_COLUMNS, CLAIM_WINDOW_MS } from '../_shared/contact-claim.ts';

const env = (name: string, fallback?: string) => {
  const value = Deno.env.get(name) ?? fallback;
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const admin = createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
  auth: { persistSession: false, autoRefreshToken: false },
});
const resendKey = env('RESEND_API_KEY');
const from = env('CONTACT_FROM_ADDRESS');

Deno.serve(
  createSendContactNotification({
    supportAddress: env('SUPPORT_EMAIL', 'support@velonord.ca'),
    shopName: env('SHOP_NAME', 'Vélo Nord'),
    async claim(token) {
      const { data, error } = await admin
        .from('contact_forms')
        .update({ notified_at: new Date().toISOString() })
        .eq('recaptcha_token', token)
        .is('notified_at', null)
        .gt('created_at', new Date(Date.now() - CLAIM_WINDOW_MS).toISOString())
        .select(CLAIM_COLUMNS)
        .maybeSingle();
      if (error) throw new Error(error.message);
      return data;
    },
    async send(mail) {
      const response = await fetch('https://api.resend.com/emails', {
        method: 'POST',
        headers: { Authorization: `Bearer ${resendKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from,
          to: [mail.to],
          reply_to: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        }),
      });
      if (!response.ok) throw new Error(`Resend answered ${response.status}: ${await response.text()}`);
    },
  }),
);
