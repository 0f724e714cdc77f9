// The Supabase Edge Function entry of order-paid: configuration from the
// function's secrets, then the handler. Deploy with `--no-verify-jwt`: the
// commerce platform signs its webhook instead of sending a Supabase token.
// SURECART_SECRET_KEY (and optionally SURECART_API_URL, default
// https://api.surecart.com/v1) reads the order's checkout: the event names it
// by id only, and the checkout's customer gives the account's e-mail address,
// its metadata `locale` the activation e-mail's language.
import { createClient } from '@supabase/supabase-js';
import { authAdminDirectory } from '../_shared/account-directory.ts';
import { deno, requiredEnv } from '../_shared/deno-runtime.ts';
import type { Database } from '../_shared/database.types.ts';
import { resendMailSender } from '../_shared/email-delivery.ts';
import { createOrderPaidHandler } from './handler.ts';
import { paidCheckoutClient } from './paid-checkout.ts';
import { supabaseOrderRecords } from './order-records.ts';

const url = requiredEnv('SUPABASE_URL');
const serviceRoleKey = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
const commerceSecretKey = requiredEnv('SURECART_SECRET_KEY');
const commerceApiUrl = deno().env.get('SURECART_API_URL') || 'https://api.surecart.com/v1';

deno().serve(
  createOrderPaidHandler({
    directory: authAdminDirectory({ url, serviceRoleKey, fetch }),
    records: supabaseOrderRecords(
      createClient<Database>(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } }),
    ),
    mail: resendMailSender({ apiKey: requiredEnv('RESEND_API_KEY'), from: requiredEnv('MAIL_FROM'), fetch }),
    webhookSecret: requiredEnv('SURECART_WEBHOOK_SECRET'),
    siteUrl: requiredEnv('SITE_URL'),
    readCheckout: paidCheckoutClient({ apiUrl: commerceApiUrl, secretKey: commerceSecretKey, fetch }),
    now: Date.now,
  }),
);
