import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { contact as t, recaptcha as bot } from '~/i18n/index.ts';
import { Button } from '~/components/ui/Button.tsx';
import { TextField } from '~/components/ui/TextField.tsx';
import { Textarea } from '~/components/ui/Textarea.tsx';
import { CheckIcon, SpinnerIcon } from '~/components/ui/icons.tsx';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import { loadRecaptcha } from '~/lib/recaptcha/recaptcha.ts';
import { CONTACT_LIMITS, type ContactErrors, type ContactField, type ContactValues } from './contact-limits.ts';
import { useContactProfile, type ContactProfile } from './contact-profile.ts';
import type { ContactOptions } from './contact-service.ts';

/** Where the form is shown: each place has its own success texts and toasts. */
export type ContactVariant = 'dialog' | 'page' | 'support';

export type SendContact = (values: ContactValues, options: ContactOptions) => Promise<void>;

interface Props {
  variant: ContactVariant;
  /** The sender; by default the signed-in shopper of the auth store (null for a visitor). */
  profile?: ContactProfile | null;
  /** Sends checked values; by default the real service, loaded on first use. */
  send?: SendContact;
}

const sendForReal: SendContact = async (values, options) =>
  (await import('./contact-service.ts')).sendContactMessage(values, options);

const FIELDS: ContactField[] = ['name', 'email', 'phone', 'message'];

const emptyValues = (profile?: ContactProfile | null): ContactValues => ({
  name: profile?.name ?? '',
  email: profile?.email ?? '',
  phone: profile?.phone ?? '',
  message: '',
});

type Status = 'editing' | 'submitting' | 'success';

/**
 * The contact form of the dialog, the contact page and the product page's
 * Support tab: editing → submitting (button disabled, spinner) → the success
 * view, or back to editing with a red alert and a toast, keeping every value.
 */
function ContactForm({ variant, profile: given, send = sendForReal }: Props) {
  const signedIn = useContactProfile();
  const profile = given === undefined ? signedIn : given;
  const id = useId();
  const [values, setValues] = useState<ContactValues>(() => emptyValues(profile));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const successHeading = useRef<HTMLHeadingElement>(null);
  /** Set by Send Another: the message field takes focus once the form is back. */
  const focusMessageNext = useRef(false);

  // Focus moves once the new view is committed (a frame callback can run before React renders it on a busy machine).
  useEffect(() => {
    if (status === 'success') successHeading.current?.focus();
    if (status === 'editing' && focusMessageNext.current) {
      focusMessageNext.current = false;
      fields.current.message?.focus();
    }
  }, [status]);
  const support = variant === 'support';

  // The session is often known only after the form is shown: a profile that
  // arrives fills what is still empty, and the e-mail always follows the account's.
  const [filledFrom, setFilledFrom] = useState(profile);
  if (profile !== filledFrom) {
    setFilledFrom(profile);
    if (profile) {
      setValues((v) => ({
        ...v,
        name: v.name || (profile.name ?? ''),
        email: profile.email,
        phone: v.phone || (profile.phone ?? ''),
      }));
    }
  }

  async function validate(next: ContactValues) {
    const { checkContact } = await import('./contact-schema.ts');
    return checkContact(next);
  }

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setFailure(null);
    // After a refused send, each edit shows whether the field is now right.
    if (checked) void validate(next).then((r) => setErrors(r.ok ? {} : r.errors));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    setChecked(true);
    const result = await validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELDS.find((f) => result.errors[f]);
      if (first) fields.current[first]?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setStatus('submitting');
    try {
      await send(result.values, { action: support ? 'product_support' : 'contact', profile });
      setStatus('success');
      void notifySuccess(support ? t.supportSentToast : t.sentToast);
    } catch (error) {
      setStatus('editing');
      if (error instanceof Error && error.name === 'RecaptchaNotReady') {
        // Said in the form too: a toast is out of reach of assistive technology behind the modal dialog.
        setFailure(bot.notReady);
        void notifyError(bot.notReady);
        return;
      }
      const known = error instanceof Error && (error.name === 'RecaptchaRefused' || error.name === 'ContactRefused');
      setFailure(known ? error.message : t.failedAlert);
      void notifyError(support ? t.supportFailedToast : t.failedToast);
    }
  }

  function sendAnother() {
    setValues((v) => ({ ...v, message: '' }));
    setChecked(false);
    setStatus('editing');
    focusMessageNext.current = true;
  }

  if (status === 'success') {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300">
          <CheckIcon className="h-7 w-7" />
        </span>
        <h3 ref={successHeading} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
          {t.successTitle}
        </h3>
        {/* An address is one long word: it may break anywhere rather than widen the page. */}
        <p className="max-w-md wrap-anywhere text-subtle">{t.successText(values.email)}</p>
        <Button variant="secondary" onClick={sendAnother}>
          {variant === 'page' ? t.sendAnotherRequest : t.sendAnother}
        </Button>
      </div>
    );
  }

  const submitting = status === 'submitting';
  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    maxLength: CONTACT_LIMITS[field].max,
    disabled: submitting,
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  });

  return (
    <form noValidate onSubmit={submit} onFocus={() => void loadRecaptcha()} className="flex flex-col gap-4">
      {failure && (
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          <p className="font-semibold">{t.errorTitle}</p>
          <p>{failure}</p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.name}
          autoComplete="name"
          required
          ref={(el) => void (fields.current.name = el)}
          {...fieldProps('name')}
        />
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          required
          ref={(el) => void (fields.current.email = el)}
          {...fieldProps('email')}
          readOnly={Boolean(profile)}
          help={profile ? t.emailLocked : undefined}
        />
      </div>
      <TextField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        required
        ref={(el) => void (fields.current.phone = el)}
        {...fieldProps('phone')}
      />
      <Textarea
        label={t.message}
        required
        rows={support ? 4 : 5}
        ref={(el) => void (fields.current.message = el)}
        {...fieldProps('message')}
      />
      <p className="text-sm text-subtle">{t.replyPromise}</p>
      <Button type="submit" disabled={submitting} aria-busy={submitting} className="self-stretch sm:self-start">
        {submitting && <SpinnerIcon className="h-4 w-4" />}
        {submitting ? t.sending : t.send}
      </Button>
    </form>
  );
}

export default ContactForm;
