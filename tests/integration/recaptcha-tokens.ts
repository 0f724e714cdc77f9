import { randomUUID } from 'node:crypto';
import { asRequest, type Database } from '../../local/db.ts';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { getJson } from './helpers.ts';

/**
 * A token as the verify-recaptcha function records it (service role), so a
 * request may then insert a row with it.
 */
export async function verifiedToken(
  db: Database,
  action: string,
  score = 0.9,
  clientIp: string | null = null,
): Promise<string> {
  const token = `test-${randomUUID()}`;
  await asRequest(db, { role: 'service_role' }, (tx) =>
    tx.query('select public.record_recaptcha_verification($1, $2, $3, $4, $5)', [
      token,
      action,
      score,
      'localhost',
      clientIp,
    ]),
  );
  return token;
}

/**
 * A token verified the way a visitor's browser gets one from the running
 * backend: issued by the reCAPTCHA stand-in, then checked by the
 * verify-recaptcha function, so an insert through PostgREST may carry it.
 */
export async function verifiedTokenOverHttp(action: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json' };
  const issued = await getJson('/recaptcha/api/token', {
    method: 'POST',
    headers,
    body: JSON.stringify({ siteKey: LOCAL_DEFAULTS.recaptchaSiteKey, action, hostname: 'localhost' }),
  });
  const token: string = issued.body.token;
  const verified = await getJson('/functions/v1/verify-recaptcha', {
    method: 'POST',
    headers: { ...headers, Authorization: `Bearer ${LOCAL_DEFAULTS.supabaseAnonKey}` },
    body: JSON.stringify({ token, action }),
  });
  if (verified.status !== 200) throw new Error(`verify-recaptcha answered ${verified.status}`);
  return token;
}
