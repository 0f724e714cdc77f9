/**
 * The commerce platform's webhook signature: `X-Webhook-Signature` is the hex
 * HMAC-SHA256 of `{X-Webhook-Timestamp}.{raw body}` with the endpoint's
 * signing secret. A timestamp more than five minutes away from now is refused
 * too, so a captured delivery cannot be replayed later.
 */

export const SIGNATURE_HEADER = 'X-Webhook-Signature';
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

export async function signWebhook(body: string, timestamp: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two strings in time that does not depend on where they differ. */
function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return difference === 0;
}

export async function verifyWebhookSignature(input: {
  body: string;
  timestamp: string | null;
  signature: string | null;
  secret: string;
  nowSeconds: number;
}): Promise<boolean> {
  const { body, timestamp, signature, secret, nowSeconds } = input;
  if (!timestamp || !signature || !secret || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS) return false;
  return constantTimeEqual(signature.trim().toLowerCase(), await signWebhook(body, timestamp, secret));
}
