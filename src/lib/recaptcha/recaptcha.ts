/**
 * reCAPTCHA v3 in the browser. The script (from configuration, with the site
 * key) is added on the first focus of a form, never on page load; a token is
 * asked for per submission, with the form's action.
 */
import { recaptchaScriptUrl, recaptchaSiteKey } from '../env.ts';

/** The forms' actions, as the verify function and the database know them. */
export type RecaptchaAction = 'subscribe_newsletter' | 'contact' | 'product_support' | 'back_in_stock';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The script is absent (blocked, failed or not loaded yet): the form says 'reCAPTCHA not ready'. */
export class RecaptchaNotReady extends Error {
  constructor() {
    super('reCAPTCHA not ready');
    this.name = 'RecaptchaNotReady';
  }
}

let loading: Promise<void> | undefined;

/** Adds the script once; a failed load may be tried again on the next focus. */
export function loadRecaptcha(): Promise<void> {
  return (loading ??= new Promise<void>((resolve) => {
    const script = document.createElement('script');
    script.src = `${recaptchaScriptUrl}?render=${encodeURIComponent(recaptchaSiteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      resolve();
    };
    document.head.append(script);
  }));
}

/** A fresh token for `action`; waits for a script still loading, throws RecaptchaNotReady without one. */
export async function recaptchaToken(action: RecaptchaAction): Promise<string> {
  await loading;
  const grecaptcha = window.grecaptcha;
  if (typeof grecaptcha?.execute !== 'function' || typeof grecaptcha.ready !== 'function') {
    throw new RecaptchaNotReady();
  }
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(recaptchaSiteKey, { action });
}
