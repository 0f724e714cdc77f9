import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { newsletter as t, recaptcha as bot } from '~/i18n/index.ts';
import { Button } from '~/components/ui/Button.tsx';
import { TextField } from '~/components/ui/TextField.tsx';
import { ArrowLeftIcon, CheckIcon, SpinnerIcon } from '~/components/ui/icons.tsx';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import { loadRecaptcha } from '~/lib/recaptcha/recaptcha.ts';
import type { SubscribeResult } from './newsletter-service.ts';

export type Subscribe = (name: string, email: string) => Promise<SubscribeResult>;

interface Props {
  /** Sends the subscription; by default the real service, loaded on first use. */
  subscribe?: Subscribe;
}

const subscribeForReal: Subscribe = async (name, email) =>
  (await import('./newsletter-service.ts')).subscribe(name, email);

/** The longest name and address the database stores. */
const MAX_NAME = 100;
const MAX_EMAIL = 254;

type Step = 'name' | 'email' | 'success';

/**
 * The footer's 'Stay Updated' block in two steps: a name, then an e-mail
 * address (Back returns to the name), then 'Thanks for subscribing!'.
 */
function NewsletterForm({ subscribe = subscribeForReal }: Props) {
  const id = useId();
  const [step, setStep] = useState<Step>('name');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  /** True once the visitor moved between steps: only then does focus follow the step (never on page load). */
  const moved = useRef(false);

  // Focus follows the step once React has rendered it (a frame callback may run before that on a busy machine).
  useEffect(() => {
    if (!moved.current) return;
    const target = step === 'name' ? nameInput : step === 'email' ? emailInput : thanks;
    target.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  function backToName() {
    goTo('name');
  }

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      void notifyError(t.nameRequired);
      nameInput.current?.focus();
      return;
    }
    goTo('email');
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim()) {
      void notifyError(t.emailRequired);
      emailInput.current?.focus();
      return;
    }
    if (emailInput.current?.validity.typeMismatch) {
      void notifyError(t.emailInvalid);
      emailInput.current.focus();
      return;
    }
    setSubmitting(true);
    try {
      const result = await subscribe(name, email);
      if (result === 'already_subscribed') {
        void notifyError(t.alreadySubscribed);
        return;
      }
      setName('');
      setEmail('');
      goTo('success');
      void notifySuccess(t.subscribedToast);
    } catch (error) {
      const nameOf = error instanceof Error ? error.name : '';
      if (nameOf === 'RecaptchaNotReady') void notifyError(bot.notReady);
      else if (nameOf === 'RecaptchaRefused' || nameOf === 'SubscribeRefused') {
        void notifyError((error as Error).message || bot.verifyFailed);
      } else {
        console.error('Failed to subscribe', error);
        void notifyError(t.failed);
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (step === 'success') {
    return (
      <div className="mt-3 flex flex-col items-start gap-3">
        <p ref={thanks} tabIndex={-1} className="flex items-center gap-2 font-semibold text-ink outline-none">
          <CheckIcon className="h-5 w-5 text-emerald-700 dark:text-emerald-400" />
          {t.successTitle}
        </p>
        <p className="text-sm text-subtle">{t.successText}</p>
        <Button variant="secondary" size="sm" onClick={backToName}>
          {t.subscribeAnother}
        </Button>
      </div>
    );
  }

  if (step === 'name') {
    return (
      <form noValidate onSubmit={next} onFocus={() => void loadRecaptcha()} className="mt-3 flex flex-col gap-3">
        <TextField
          ref={nameInput}
          id={`${id}-name`}
          label={t.nameLabel}
          autoComplete="name"
          value={name}
          maxLength={MAX_NAME}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" size="sm" className="self-start">
          {t.continue}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={send} onFocus={() => void loadRecaptcha()} className="mt-3 flex flex-col gap-3">
      <TextField
        ref={emailInput}
        id={`${id}-email`}
        label={t.emailLabel}
        type="email"
        autoComplete="email"
        required
        value={email}
        maxLength={MAX_EMAIL}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={backToName}>
          <ArrowLeftIcon className="h-4 w-4" />
          {t.back}
        </Button>
        <Button type="submit" size="sm" disabled={submitting} aria-busy={submitting}>
          {submitting && <SpinnerIcon className="h-4 w-4" />}
          {submitting ? t.subscribing : t.subscribe}
        </Button>
      </div>
    </form>
  );
}

export default NewsletterForm;
