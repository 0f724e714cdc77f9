import { afterEach, describe, expect, it, vi } from 'vitest';
import { malformedRequests } from '../_shared/malformed-requests.ts';
import { createSendContactNotification, type Mail, type StoredContact } from './handler.ts';

const stored: StoredContact = {
  id: '7d1c0f4e-1111-4c4c-9d9d-000000000001',
  name: 'Ana <script>alert(1)</script>',
  email: 'ana@example.ca',
  phone: '5145550100',
  message: 'My "Summit" frame creaks.\n<img src=x onerror=alert(1)> & more',
  created_at: '2026-01-01T00:00:00.000Z',
};

function setup(rows: Record<string, StoredContact> = { 'token-1': stored }, send?: (mail: Mail) => Promise<void>) {
  const sent: Mail[] = [];
  const claimed: string[] = [];
  const handle = createSendContactNotification({
    supportAddress: 'support@shop.test',
    async claim(token) {
      claimed.push(token);
      const row = rows[token] ?? null;
      delete rows[token];
      return row;
    },
    mail: { send: send ?? (async (mail) => void sent.push(mail)) },
  });
  const call = async (body: unknown) => {
    const response = await handle(
      new Request('http://function.test/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  };
  return { handle, sent, claimed, call };
}

afterEach(() => vi.restoreAllMocks());

describe('send-contact-notification', () => {
  it('mails support and the sender from the stored row, never from the request', async () => {
    const { sent, call } = setup();
    const result = await call({
      contactFormData: {
        recaptcha_token: 'token-1',
        name: 'Someone Else',
        email: 'victim@elsewhere.test',
        message: 'Buy cheap watches at https://spam.test',
      },
    });
    expect(result).toEqual({ status: 200, body: { sent: true } });
    expect(sent.map((m) => [m.to, m.replyTo])).toEqual([
      ['support@shop.test', 'ana@example.ca'],
      ['ana@example.ca', 'support@shop.test'],
    ]);
    const everything = sent.map((m) => m.subject + m.text + m.html).join('\n');
    expect(everything).not.toContain('victim@elsewhere.test');
    expect(everything).not.toContain('spam.test');
    expect(sent[1]!.text).toContain('within 24-48 business hours');
    expect(sent[0]!.text).toContain('My "Summit" frame creaks.\n<img src=x onerror=alert(1)> & more');
  });

  it('escapes the visitor’s text in the HTML parts', async () => {
    const { sent, call } = setup();
    await call({ contactFormData: { recaptcha_token: 'token-1' } });
    for (const mail of sent) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    }
    expect(sent[0]!.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
  });

  it('mails a stored message once, and nothing for an unknown token', async () => {
    const { sent, call } = setup();
    expect((await call({ contactFormData: { recaptcha_token: 'token-1' } })).status).toBe(200);
    expect(await call({ contactFormData: { recaptcha_token: 'token-1' } })).toMatchObject({ status: 404 });
    expect(await call({ contactFormData: { recaptcha_token: 'unknown' } })).toMatchObject({ status: 404 });
    expect(sent).toHaveLength(2);
  });

  it('logs "Failed to send notification emails" and answers 502 when the provider fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { call } = setup(undefined, () => Promise.reject(new Error('provider down')));
    expect(await call({ contactFormData: { recaptcha_token: 'token-1' } })).toEqual({
      status: 502,
      body: { error: 'Failed to send notification emails' },
    });
    expect(log).toHaveBeenCalledWith('Failed to send notification emails', expect.any(Error));
  });

  const cases = malformedRequests({ contactFormData: { recaptcha_token: 'token-1' } }, [
    ['contactFormData', 'recaptcha_token'],
  ]);
  const unknownTokens = Array.from({ length: 20 }, (_, i) => `unknown-token-${i}`);

  it(`refuses ${cases.length} malformed requests and ${unknownTokens.length} unknown tokens with a 4xx, mailing nothing`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const { handle, sent, call } = setup();
    for (const { label, request } of cases) {
      const response = await handle(request());
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(await response.json(), label).toEqual({ error: expect.any(String) });
    }
    for (const token of unknownTokens) {
      expect((await call({ contactFormData: { recaptcha_token: token } })).status).toBe(404);
    }
    expect(sent).toEqual([]);
  });
});
