import { randomUUID } from 'node:crypto';
import { asRequest, type Database } from '../../local/db.ts';

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
