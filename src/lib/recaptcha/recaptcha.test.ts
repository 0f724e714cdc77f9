// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recaptchaSiteKey, recaptchaScriptUrl } from '../env.ts';

afterEach(() => {
  delete window.grecaptcha;
  document.head.innerHTML = '';
  vi.resetModules();
});

const fresh = () => import('./recaptcha.ts');

describe('reCAPTCHA in the browser', () => {
  it('throws “reCAPTCHA not ready” when the script is absent', async () => {
    const { recaptchaToken, RecaptchaNotReady } = await fresh();
    const attempt = recaptchaToken('contact');
    await expect(attempt).rejects.toBeInstanceOf(RecaptchaNotReady);
    await expect(attempt).rejects.toThrow('reCAPTCHA not ready');
  });

  it('adds the configured script with the site key once, however often a form is focused', async () => {
    // Kept off the document: the test environment loads no scripts.
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => {});
    const { loadRecaptcha } = await fresh();
    void loadRecaptcha();
    void loadRecaptcha();
    expect(append).toHaveBeenCalledTimes(1);
    const script = append.mock.calls[0]![0] as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe(`${recaptchaScriptUrl}?render=${recaptchaSiteKey}`);
    append.mockRestore();
  });

  it('asks grecaptcha for a token with the site key and the form’s action', async () => {
    const execute = vi.fn(async () => 'token-1');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const { recaptchaToken } = await fresh();
    expect(await recaptchaToken('subscribe_newsletter')).toBe('token-1');
    expect(execute).toHaveBeenCalledWith(recaptchaSiteKey, { action: 'subscribe_newsletter' });
  });
});
