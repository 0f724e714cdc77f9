// The Supabase Edge Function entry of order-paid: configuration from the
// function's secrets, then the handler. Deploy with `--no-verify-jwt`: the
// commerce platform signs its webhook instead of sending a Supabase token.
import { createClient } from '@supabase/supabase-js';
import { authAdminDirectory } from '../_shared/account-directory.ts';
import { deno, requiredEnv } from '../_shared/deno-runtime.ts';
import { resendMailSender } from '../_shared/email-delivery.ts';
import { createOrderPaidHandler } from './handler.ts';
import { supabaseOrderRecords } from './order-records.ts';

const url = requiredEnv('SUPABASE_URL');
const serviceRoleKey = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');

deno().serve(
  createOrderPaidHandler({
    directory: authAdminDirectory({ url, serviceRoleKey, fetch }),
    records: supabaseOrderRecords(
      createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } }),
    ),
    mail: resendMailSender({ apiKey: requiredEnv('RESEND_API_KEY'), from: requiredEnv('MAIL_FROM'), fetch }),
    webhookSecret: requiredEnv('SURECART_WEBHOOK_SECRET'),
    siteUrl: requiredEnv('SITE_URL'),
    now: Date.now,
  }),
);
