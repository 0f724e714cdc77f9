/**
 * Every message a visitor reads is in the page's language, whichever service
 * refused: Auth, the database's bot-check gate and the bot-check function
 * answer in English, so French pages show the shop's own French words
 * where English pages show the service's sentence; a function told the
 * page's language (the activation link) is shown as it answers.
 */
import { describe, expect, it } from 'vitest';
import { signInFailure as englishSignIn } from '~/features/auth/auth-errors.ts';
import { gateMessage as englishGate } from '~/lib/recaptcha/verify.ts';
import { resendActivation } from '~/lib/supabase/accounts.ts';
import { fakeSupabase } from '~/lib/supabase/testing/fake-supabase.ts';
import { speaking } from '../support/words.ts';

const frenchSignIn = speaking('fr-CA', englishSignIn);
const frenchGate = speaking('fr-CA', englishGate);
const frenchResend = speaking('fr-CA', resendActivation);

describe('sign-in failures', () => {
  it('a rate limit and a weak password are in French on French pages', () => {
    expect(frenchSignIn({ status: 429, message: 'Too many requests' }).message).toBe(
      'Trop de tentatives. Veuillez réessayer plus tard',
    );
    expect(frenchSignIn({ code: 'weak_password', status: 422, message: 'Password should contain…' }).message).toBe(
      'Au moins 8 caractères, dont des majuscules, des minuscules et des chiffres.',
    );
  });

  it('an unmapped English sentence from Auth is shown on English pages only', () => {
    const error = { code: 'unexpected_failure', status: 500, message: 'Database error querying schema' };
    expect(englishSignIn(error).message).toBe('Database error querying schema');
    expect(frenchSignIn(error)).toEqual({ message: 'Un problème est survenu', unexpected: true });
  });
});

describe('the database gate', () => {
  const limited = { message: 'Too many attempts. Please try again later.', details: 'rate-limited' };
  const refused = { message: 'Failed to verify reCAPTCHA', details: 'token-expired' };

  it('speaks English on English pages', () => {
    expect(englishGate(limited)).toBe('Too many attempts. Please try again later.');
    expect(englishGate(refused)).toBe('Failed to verify reCAPTCHA');
  });

  it('speaks French on French pages, rate limit and failed check alike', () => {
    expect(frenchGate(limited)).toBe('Trop de tentatives. Veuillez réessayer plus tard.');
    expect(frenchGate(refused)).toBe('La vérification reCAPTCHA a échoué');
    expect(frenchGate({ message: '{}' })).toBe('La vérification reCAPTCHA a échoué');
  });
});

describe('the activation function', () => {
  it('answers in the language it was told, so its French words are shown as they are', async () => {
    const fake = fakeSupabase();
    const answer = new Response(JSON.stringify({ error: 'Veuillez patienter une minute.' }), { status: 429 });
    fake.functions.invoke.mockResolvedValue({ data: null, error: { context: answer } });
    await expect(frenchResend(fake.client, 'ana@example.ca', 'Échec')).rejects.toThrow(
      'Veuillez patienter une minute.',
    );
  });

  it("falls back to the shop's words when its answer is no sentence", async () => {
    const fake = fakeSupabase();
    fake.functions.invoke.mockResolvedValue({ data: null, error: { context: new Response('{}', { status: 500 }) } });
    await expect(frenchResend(fake.client, 'ana@example.ca', 'Échec')).rejects.toThrow('Échec');
  });
});
