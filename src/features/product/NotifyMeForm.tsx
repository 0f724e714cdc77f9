import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { backInStock as t, currentLocale, recaptcha as bot } from '~/i18n/index.ts';
import { $auth } from '~/features/auth/store.ts';
import { contactProfileOf } from '~/features/contact/contact-profile.ts';
import { loadRecaptcha } from '~/lib/recaptcha/recaptcha.ts';
import { languageOf } from '~/i18n/locales.ts';
import type { BackInStockRequest } from './back-in-stock-service.ts';

export interface NotifyMeFormProps {
  productSlug: string;
  variantId: string;
  /** The sold-out choice as the picker names it ("M / Blue"). */
  choice: string;
  /** Sends the request; by default the real service, loaded on first use. */
  send?: (request: BackInStockRequest) => Promise<void>;
}

const sendForReal = async (request: BackInStockRequest) =>
  (await import('./back-in-stock-service.ts')).requestBackInStock(request);

/** The longest address the database stores. */
const MAX_EMAIL = 254;

/** What the shopper reads when the request fails: the gate's words where it refused, else the shop's. */
function failureText(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'RecaptchaNotReady') return bot.notReady;
  if (name === 'RecaptchaRefused' || name === 'BackInStockRefused') return (error as Error).message || bot.verifyFailed;
  console.error('The back-in-stock request failed', error);
  return t.failed;
}

/**
 * The address to write to when the chosen variant is back (the signed-in
 * shopper's own, prefilled), sent behind reCAPTCHA. A success says where the
 * e-mail will go; a failure says why and keeps what was typed.
 */
export function NotifyMeForm({ productSlug, variantId, choice, send = sendForReal }: NotifyMeFormProps) {
  const id = useId();
  const auth = useStore($auth, { keys: ['user', 'session', 'userProfile'] });
  const [email, setEmail] = useState(() => contactProfileOf(auth)?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ email: string; variantId: string } | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Opened by the shopper's click: the address is what they came to type.
  useEffect(() => {
    void loadRecaptcha();
    input.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const field = input.current;
    const problem = !email.trim() ? t.emailRequired : field?.validity.typeMismatch ? t.emailInvalid : null;
    if (problem) {
      setError(problem);
      field?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      await send({ email, variantId, productSlug, language: languageOf(currentLocale()).code });
      setSaved({ email: email.trim().toLowerCase(), variantId });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  }

  const errorId = `${id}-error`;
  const done = saved?.variantId === variantId ? saved : null;
  return (
    <form noValidate onSubmit={submit} className="mt-3 space-y-3 rounded-lg border border-line bg-surface p-4">
      <p className="text-sm text-ink">{t.intro(choice || t.thisChoice)}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-ink">
          {t.emailLabel}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          maxLength={MAX_EMAIL}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setEmail(e.target.value)}
          className="w-full rounded-md border border-subtle bg-surface px-3 py-2 text-base text-ink"
        />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex items-center justify-center rounded-full bg-brand px-6 py-2 text-sm font-semibold text-white hover:bg-brand-strong disabled:opacity-70"
      >
        {sending ? t.sending : t.submit}
      </button>
      <p id={errorId} role="alert" className="min-h-5 text-sm font-medium text-red-700 dark:text-red-400">
        {error}
      </p>
      <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
        {done && t.saved(done.email)}
      </p>
    </form>
  );
}
