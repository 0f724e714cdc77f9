// The Supabase Edge Function entry of resend-activation. Deploy with
// `--no-verify-jwt`: the shop calls it signed out, with no Supabase token.
import { authAdminDirectory } from '../_shared/account-directory.ts';
import { clientAddress } from '../_shared/client-address.ts';
import { deno, requiredEnv } from '../_shared/deno-runtime.ts';
import { resendMailSender } from '../_shared/email-delivery.ts';
import { WindowLimiter } from '../_shared/window-limiter.ts';
import { createResendActivationHandler, RESEND_LIMITS } from './handler.ts';

/** Supabase's Edge Runtime keeps a function alive for work it was handed after the answer. */
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } }).EdgeRuntime;

deno().serve(
  createResendActivationHandler({
    directory: authAdminDirectory({
      url: requiredEnv('SUPABASE_URL'),
      serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
      fetch,
    }),
    mail: resendMailSender({ apiKey: requiredEnv('RESEND_API_KEY'), from: requiredEnv('MAIL_FROM'), fetch }),
    siteUrl: requiredEnv('SITE_URL'),
    limits: {
      perAddress: new WindowLimiter(RESEND_LIMITS.perAddress),
      perIp: new WindowLimiter(RESEND_LIMITS.perIp),
    },
    // The address Cloudflare, in front of Supabase's functions, vouches for (see client-address.ts).
    clientIp: (request) => clientAddress(request.headers) ?? 'unknown',
    afterAnswer: (work) => edgeRuntime?.waitUntil(work),
  }),
);
