import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"order.paid"}';

describe('webhook signatures', () => {
  it('are the hex HMAC-SHA256 of "timestamp.body"', async () => {
    const { createHmac } = await import('node:crypto');
    expect(await signWebhook(body, '1700000000', secret)).toBe(
      createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex'),
    );
  });

  it('verify only with the right secret, body and a timestamp within five minutes', async () => {
    const timestamp = '1700000000';
    const signature = await signWebhook(body, timestamp, secret);
    const check = (changes: Partial<Parameters<typeof verifyWebhookSignature>[0]>) =>
      verifyWebhookSignature({ body, timestamp, signature, secret, nowSeconds: 1700000100, ...changes });
    expect(await check({})).toBe(true);
    expect(await check({ signature: signature.toUpperCase() })).toBe(true);
    expect(await check({ secret: 'other' })).toBe(false);
    expect(await check({ body: `${body} ` })).toBe(false);
    expect(await check({ nowSeconds: 1700000301 })).toBe(false);
    expect(await check({ timestamp: null })).toBe(false);
    expect(await check({ signature: null })).toBe(false);
    expect(await check({ signature: signature.slice(0, -1) })).toBe(false);
    expect(await check({ secret: '' })).toBe(false);
  });
});
