/**
 * The reCAPTCHA stand-in and the contact functions of the running backend, as
 * the browser reaches them: the script's token endpoint, Google's siteverify
 * contract, and the functions through supabase-js `functions.invoke` with the
 * anon key (the platform refuses calls without a valid project JWT).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import type { StoredMail } from '../../local/platform/mail.ts';
import { backendOrigin, getJson } from './helpers.ts';
import { verifiedTokenOverHttp } from './recaptcha-tokens.ts';
import { createTestUser, supabaseWith } from './supabase-clients.ts';

const client = () =>
  createClient(backendOrigin(), LOCAL_DEFAULTS.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

async function token(action: string, hostname = 'localhost'): Promise<string> {
  const { status, body } = await getJson('/recaptcha/api/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ siteKey: LOCAL_DEFAULTS.recaptchaSiteKey, action, hostname }),
  });
  expect(status).toBe(200);
  return body.token;
}

const siteverify = (form: Record<string, string>) =>
  getJson('/recaptcha/api/siteverify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

async function invoke(name: string, body: string | object) {
  const { data, error } = await client().functions.invoke(name, { body: body as Record<string, unknown> });
  if (!error) return { status: 200, body: data };
  const response = (error as { context?: Response }).context;
  return { status: response?.status ?? 0, body: await response?.json() };
}

const reset = () => getJson('/_local/reset', { method: 'POST' });

beforeEach(reset);
afterAll(reset);

describe('the reCAPTCHA stand-in', () => {
  it('serves a grecaptcha script that asks the backend for tokens', async () => {
    const response = await fetch(`${backendOrigin()}/recaptcha/api.js?render=${LOCAL_DEFAULTS.recaptchaSiteKey}`);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain('window.grecaptcha');
    expect(script).toContain(JSON.stringify(backendOrigin()));
    expect(script).toContain("'/recaptcha/api/token'");
  });

  it('answers siteverify as Google does: once per token, with score, action, host name and time', async () => {
    const issued = await token('contact');
    const first = await siteverify({ secret: LOCAL_DEFAULTS.recaptchaSecretKey, response: issued });
    expect(first).toMatchObject({
      status: 200,
      body: { success: true, score: 0.9, action: 'contact', hostname: 'localhost', 'error-codes': [] },
    });
    expect(first.body.challenge_ts).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const again = await siteverify({ secret: LOCAL_DEFAULTS.recaptchaSecretKey, response: issued });
    expect(again.body).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect((await siteverify({ response: issued })).body['error-codes']).toEqual(['missing-input-secret']);
    expect((await siteverify({ secret: 'wrong', response: issued })).body['error-codes']).toEqual([
      'invalid-input-secret',
    ]);
    expect((await siteverify({ secret: LOCAL_DEFAULTS.recaptchaSecretKey })).body['error-codes']).toEqual([
      'missing-input-response',
    ]);
  });

  it('refuses tokens for another site key', async () => {
    const { status } = await getJson('/recaptcha/api/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteKey: 'someone-else', action: 'contact', hostname: 'localhost' }),
    });
    expect(status).toBe(400);
  });
});

describe('verify-recaptcha on the backend', () => {
  it('answers the score, and refuses the same token a second time', async () => {
    const issued = await token('subscribe_newsletter');
    expect(await invoke('verify-recaptcha', { token: issued, action: 'subscribe_newsletter' })).toEqual({
      status: 200,
      body: { score: 0.9 },
    });
    expect(await invoke('verify-recaptcha', { token: issued })).toEqual({
      status: 403,
      body: { error: 'Failed to verify reCAPTCHA' },
    });
  });

  it('scores the next tokens low when a test asks', async () => {
    await getJson('/_local/recaptcha/scores', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ score: 0.1, times: 1 }),
    });
    expect((await invoke('verify-recaptcha', { token: await token('contact') })).body).toEqual({ score: 0.1 });
    expect((await invoke('verify-recaptcha', { token: await token('contact') })).body).toEqual({ score: 0.9 });
  });

  it('refuses a token solved on another site', async () => {
    expect((await invoke('verify-recaptcha', { token: await token('contact', 'phishing.example') })).status).toBe(403);
  });

  it('limits verifications per client address with 429', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await invoke('verify-recaptcha', { token: await token('contact') })).status).toBe(200);
    }
    expect(await invoke('verify-recaptcha', { token: await token('contact') })).toEqual({
      status: 429,
      body: { error: 'Too many attempts. Please try again later.' },
    });
  });

  it('is refused without a valid project JWT, as on Supabase', async () => {
    const response = await fetch(`${backendOrigin()}/functions/v1/verify-recaptcha`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not-a-jwt' },
      body: JSON.stringify({ token: 'x' }),
    });
    expect(response.status).toBe(401);
  });

  it('answers malformed bodies with 400 in the {error} shape', async () => {
    for (const body of ['not json', [], { token: 12 }, { token: 'x', action: 'login' }]) {
      const result = await invoke('verify-recaptcha', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body).toEqual({ error: expect.any(String) });
    }
  });
});

describe('send-contact-notification on the backend', () => {
  it('sends nothing for a message that is not stored', async () => {
    await fetch(`${backendOrigin()}/_local/mail`, { method: 'DELETE' });
    const result = await invoke('send-contact-notification', {
      contactFormData: { recaptcha_token: 'never-stored', email: 'victim@example.ca', message: 'spam spam spam' },
    });
    expect(result.status).toBe(404);
    expect((await getJson('/_local/mail')).body).toEqual([]);
  });
});

describe('send-contact-notification and the sender’s copy', () => {
  /** Stores a contact message as the form does (anon key, or `as` a signed-in user) and asks for its e-mails. */
  async function sendContact(
    email: string,
    locale: unknown,
    fields: { name?: string; message?: string; as?: { id: string; token: string } } = {},
  ) {
    const token = await verifiedTokenOverHttp('contact');
    const row = {
      name: fields.name ?? 'Élise Roy',
      email,
      phone: '5145550100',
      message: fields.message ?? 'Bonjour,\nquelle taille de cadre? <b>Merci</b>',
      recaptcha_token: token,
      recaptcha_score: 0.9,
      status: 'new',
      ...(fields.as ? { user_id: fields.as.id } : {}),
    };
    const { error } = await (fields.as ? supabaseWith(fields.as.token) : client()).from('contact_forms').insert([row]);
    expect(error).toBeNull();
    return invoke('send-contact-notification', { contactFormData: row, locale });
  }
  const mails = async () => (await getJson('/_local/mail')).body as StoredMail[];

  it('writes the copy to a French sender in French; support gets its usual English notice', async () => {
    const result = await sendContact('elise@example.ca', 'fr');
    expect(result).toEqual({ status: 200, body: { sent: true } });
    const sent = await mails();
    const copy = sent.find((m) => m.to === 'elise@example.ca')!;
    expect(copy.subject).toBe('Nous avons bien reçu votre message – Vélo Nord');
    expect(copy.text).toContain('Bonjour,');
    expect(copy.text).toContain('notre équipe vous répondra dans un délai de 24 à 48 heures ouvrables.');
    expect(copy.html).toContain('<html lang="fr-CA">');
    const notice = sent.find((m) => m.to === 'support@velonord.ca')!;
    expect(notice.subject).toBe('New contact message from Élise Roy');
    expect(notice.text).toContain('Bonjour,\nquelle taille de cadre? <b>Merci</b>');
    expect(notice.html).toContain('&lt;b&gt;Merci&lt;/b&gt;');
  });

  it.each([['en'], ['de'], [{ locale: 'fr' }], [undefined]])('writes English for locale %j', async (locale) => {
    const result = await sendContact('sam@example.ca', locale);
    expect(result.status).toBe(200);
    const copy = (await mails()).find((m) => m.to === 'sam@example.ca')!;
    expect(copy.subject).toBe('We received your message – Vélo Nord');
    expect(copy.text).toContain('our team will reply within 24-48 business hours');
    expect(copy.html).toContain('<html lang="en-CA">');
  });

  it('does not relay: the copy to the address typed in the form repeats neither the name nor the message', async () => {
    const result = await sendContact('victim@example.ca', 'en', {
      name: 'Prize Department',
      message: 'You won! Claim now: http://evil.example/claim',
    });
    expect(result.status).toBe(200);
    const sent = await mails();
    const copy = sent.find((m) => m.to === 'victim@example.ca')!;
    const everything = [copy.subject, copy.text, copy.html].join('\n');
    for (const typed of ['Prize', 'You won', 'Claim now', 'evil.example']) expect(everything).not.toContain(typed);
    expect((await getJson('/_local/mail?to=victim@example.ca')).body[0].links).toEqual([]);
    // Support still reads all of it.
    expect(sent.find((m) => m.to === 'support@velonord.ca')!.text).toContain('Claim now: http://evil.example/claim');
  });

  it('acknowledges an address once a day: later messages reach support, with no second copy to that address', async () => {
    for (let i = 0; i < 3; i++) expect((await sendContact('Target@Example.ca', 'en')).status).toBe(200);
    const sent = await mails();
    expect(sent.filter((m) => m.to === 'target@example.ca')).toHaveLength(1);
    expect(sent.filter((m) => m.to === 'support@velonord.ca')).toHaveLength(3);
  });

  it('acknowledges every message a signed-in customer sends from their own confirmed address', async () => {
    const user = await createTestUser('contact-own');
    for (let i = 0; i < 2; i++) {
      expect((await sendContact(user.email, 'en', { as: user })).status).toBe(200);
    }
    expect((await mails()).filter((m) => m.to === user.email)).toHaveLength(2);
  });

  it('answers a reCAPTCHA token with a NUL byte or a line break 400 in the {error} shape', async () => {
    for (const recaptcha_token of ['token\u0000', 'tok\u0000en', 'token\r\nBcc: x@example.ca']) {
      expect(await invoke('send-contact-notification', { contactFormData: { recaptcha_token } })).toEqual({
        status: 400,
        body: { error: 'contactFormData.recaptcha_token is required.' },
      });
    }
    expect(await mails()).toEqual([]);
  });
});
