import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/Button.tsx';
import { notifyError } from '~/features/notifications/notify.ts';
import { auth as t } from '~/i18n/index.ts';
import { requestPasswordReset } from './actions.ts';
import { EmailField, type Frame } from './FormParts.tsx';
import { ensureAuthStarted } from './start.ts';
import { emailError } from './validation.ts';

interface Props {
  frame: Frame;
  /**
   * What the Check Your Email panel offers: the dialog's Close, or the
   * page's Send Another Reset Link (back to the form, the address kept).
   */
  after: 'close' | 'send-another';
  onClose?: () => void;
}

/** Asks for a password-reset e-mail, then shows Check Your Email with the address and a spam-folder hint. */
export function ResetRequestForm({ frame, after, onClose }: Props) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problem = emailError(email);
    setFieldError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const sent = await requestPasswordReset(await ensureAuthStarted(), email);
      if (sent) setSentTo(email.trim());
      else void notifyError(t.toasts.resetFailed);
    } catch {
      void notifyError(t.toasts.resetFailed);
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return frame({
      title: t.reset.checkEmail,
      description: t.reset.sentTo(sentTo),
      notice: null,
      children: (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-subtle">{t.reset.spamHint}</p>
          {after === 'close' ? (
            <Button onClick={onClose} className="w-full">
              {t.close}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setSentTo(null)} className="w-full">
              {t.reset.sendAnother}
            </Button>
          )}
        </div>
      ),
    });
  }

  return frame({
    title: t.reset.title,
    description: t.reset.description,
    notice: null,
    children: (
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={submitting}>
        <EmailField
          value={email}
          onValue={(value) => {
            setEmail(value);
            setFieldError(undefined);
          }}
          error={fieldError}
        />
        <Button type="submit" disabled={submitting} className="w-full">
          {submitting ? t.sending : t.reset.submit}
        </Button>
      </form>
    ),
  });
}
