// Supabase Edge Function entry (Deno). The work is in handler.ts, shared with the embedded backend.
import { createClient } from '@supabase/supabase-js';
import { createVerifyRecaptcha } from './handler.ts';
import { RECORD_FUNCTION, recordArguments, recordResult } from '../_shared/record-verification.ts';

const env = (name: string) => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const admin = createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
  auth: { persistSession: false, autoRefreshToken: false },
});

const handle = createVerifyRecaptcha({
  fetch,
  secret: env('RECAPTCHA_SECRET_KEY'),
  // Comma-separated host names the shop is served from, e.g. "velonord.ca,www.velonord.ca".
  allowedHostnames: env('RECAPTCHA_ALLOWED_HOSTNAMES')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean),
  async record(verification) {
    const { data, error } = await admin.rpc(RECORD_FUNCTION, recordArguments(verification));
    return recordResult(error, data);
  },
});

// The platform puts the visitor's address first in X-Forwarded-For.
Deno.serve((request) => handle(request, request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null));
