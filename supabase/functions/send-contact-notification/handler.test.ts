import { afterEach, describe, expect, it, vi } from 'vitest';
import { malformedRequests } from '../_shared/malformed-requests.ts';
import { createSendContactNotification, type ClaimedContact, type Mail } from './handler.ts';

const stored: ClaimedContact = {
  id: '7d1c0f4e-1111-4c4c-9d9d-000000000001',
  name: 'Ana <script>alert(1)</script>',
  email: 'ana@example.ca',
  phone: '5145550100',
  message: 'My "Summit" frame creaks.\n<img src=x onerror=alert(1)> & more',
  created_at: '2026-01-01T00:00:00.000Z',
  acknowledge: true,
};

function setup(
  rows: Record<string, ClaimedContact> = { 'token-1': { ...stored } },
  send?: (mail: Mail) => Promise<void>,
) {
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

  it('sends the sender a fixed acknowledgement that repeats nothing they typed, links included', async () => {
    const phishing: ClaimedContact = {
      ...stored,
      name: 'Your prize is waiting',
      email: 'victim@elsewhere.test',
      message: 'Claim now: http://evil.example/claim',
    };
    const english = setup({ 'token-1': { ...phishing } });
    await english.call({ contactFormData: { recaptcha_token: 'token-1' } });
    const french = setup({ 'token-1': { ...phishing } });
    await french.call({ contactFormData: { recaptcha_token: 'token-1' }, locale: 'fr' });
    for (const [toSupport, toSender] of [english.sent, french.sent]) {
      expect(toSupport!.text).toContain('Claim now: http://evil.example/claim');
      expect(toSender!.to).toBe('victim@elsewhere.test');
      const copy = toSender!.subject + toSender!.text + toSender!.html;
      for (const typed of ['prize', 'evil.example', 'Claim now', 'http://']) expect(copy).not.toContain(typed);
    }
    expect(english.sent[1]!.text).toBe(
      'Hello,\n\nThank you for writing to Vélo Nord. We received your message, and our team will reply within 24-48 business hours.\n\n' +
        'If you did not write to us, you can ignore this e-mail.\n\nVélo Nord support · support@shop.test\n',
    );
    expect(french.sent[1]!.subject).toBe('Nous avons bien reçu votre message – Vélo Nord');
    expect(french.sent[1]!.text).toContain('notre équipe vous répondra dans un délai de 24 à 48 heures ouvrables');
  });

  it('sends support its copy but no acknowledgement when the database says the address had one already', async () => {
    const { sent, call } = setup({ 'token-1': { ...stored, acknowledge: false } });
    expect(await call({ contactFormData: { recaptcha_token: 'token-1' } })).toEqual({
      status: 200,
      body: { sent: true },
    });
    expect(sent.map((m) => m.to)).toEqual(['support@shop.test']);
  });

  it('escapes the visitor’s text in support’s HTML part', async () => {
    const { sent, call } = setup();
    await call({ contactFormData: { recaptcha_token: 'token-1' } });
    for (const mail of sent) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
    }
    expect(sent[0]!.html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sent[0]!.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
  });

  it.each([
    ['a NUL byte', 'token-1\u0000'],
    ['a line break', 'token-1\r\n'],
    ['a space', 'token 1'],
    ['a non-ASCII letter', 'tokén-1'],
  ])('answers a token with %s 400 without looking it up', async (_case, token) => {
    const { call, claimed, sent } = setup();
    expect(await call({ contactFormData: { recaptcha_token: token } })).toEqual({
      status: 400,
      body: { error: 'contactFormData.recaptcha_token is required.' },
    });
    expect(claimed).toEqual([]);
    expect(sent).toEqual([]);
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
