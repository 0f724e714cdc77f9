// The Supabase Edge Function entry of product-restocked: configuration from the
// function's secrets, then the handler. Deploy with `--no-verify-jwt`: the
// commerce platform signs its webhook instead of sending a Supabase token.
// SURECART_SECRET_KEY (and optionally SURECART_API_URL, default
// https://api.surecart.com/v1) reads the product's variants: the event's
// product is read again for the stock it has now.
import { deno, requiredEnv } from '../_shared/deno-runtime.ts';
import { resendMailSender } from '../_shared/email-delivery.ts';
import { serviceRest } from '../_shared/service-rest.ts';
import { createProductRestockedHandler } from './handler.ts';
import { restockRequestsOver } from './restock-requests.ts';
import { restockedProductClient } from './restocked-product.ts';

const rest = serviceRest({
  url: requiredEnv('SUPABASE_URL'),
  serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
  fetch,
});

deno().serve(
  createProductRestockedHandler({
    requests: restockRequestsOver(rest.rpc),
    mail: resendMailSender({ apiKey: requiredEnv('RESEND_API_KEY'), from: requiredEnv('MAIL_FROM'), fetch }),
    webhookSecret: requiredEnv('SURECART_WEBHOOK_SECRET'),
    siteUrl: requiredEnv('SITE_URL'),
    readProduct: restockedProductClient({
      apiUrl: deno().env.get('SURECART_API_URL') || 'https://api.surecart.com/v1',
      secretKey: requiredEnv('SURECART_SECRET_KEY'),
      fetch,
    }),
    now: Date.now,
  }),
);
