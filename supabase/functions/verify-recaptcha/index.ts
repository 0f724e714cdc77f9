// The Supabase Edge Function entry of verify-recaptcha (the shop calls it with the anon key).
import { clientAddress } from '../_shared/client-address.ts';
import { deno, requiredEnv } from '../_shared/deno-runtime.ts';
import { RECORD_FUNCTION, recordArguments, recordResult } from '../_shared/record-verification.ts';
import { serviceRest } from '../_shared/service-rest.ts';
import { createVerifyRecaptcha } from './handler.ts';

const rest = serviceRest({
  url: requiredEnv('SUPABASE_URL'),
  serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
  fetch,
});

const handle = createVerifyRecaptcha({
  fetch,
  secret: requiredEnv('RECAPTCHA_SECRET_KEY'),
  // Comma-separated host names the shop is served from, e.g. "velonord.ca,www.velonord.ca".
  allowedHostnames: requiredEnv('RECAPTCHA_ALLOWED_HOSTNAMES')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean),
  async record(verification) {
    const { data, error } = await rest.rpc(RECORD_FUNCTION, recordArguments(verification));
    return recordResult(error, data);
  },
});

// The address Cloudflare, in front of Supabase's functions, vouches for (see client-address.ts).
deno().serve((request) => handle(request, clientAddress(request.headers)));
