import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/Button.tsx';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import { auth as t } from '~/i18n/index.ts';
import { createAccount, sendActivationLink, sendLoginLink, signInWithPassword } from './actions.ts';
import type { SignInFailure } from './auth-errors.ts';
import { EmailField, ErrorBox, PasswordField, TextButton, type Frame } from './FormParts.tsx';
import { ensureAuthStarted } from './start.ts';
import {
  emailError,
  passwordsMatch,
  PASSWORD_MIN_LENGTH,
  validateNewPassword,
  validateSignIn,
  type FieldErrors,
} from './validation.ts';

export type SignInMode = 'signin' | 'magiclink' | 'activation' | 'signup';

type Field = 'email' | 'password' | 'confirm';

interface Props {
  frame: Frame;
  /** After a password sign-in (or a sign-up that signed in at once). */
  onSignedIn: () => void;
  /** After a login or activation link was sent. */
  onLinkSent: () => void;
  onForgotPassword: () => void;
  /** The /login page also offers creating an account. */
  allowSignUp?: boolean;
  initialMode?: SignInMode;
}

/** Each mode's heading, in the current page's words. */
const headers = (): Record<SignInMode, { title: string; description: string }> => ({
  signin: t.signIn,
  magiclink: t.magicLink,
  activation: t.activation,
  signup: t.signUp,
});

/**
 * The sign-in form with its modes: password sign-in, e-mail login link,
 * activation link and (on the /login page) a new account. A refusal shows in
 * a red box under the header and goes away as soon as a field is edited.
 */
export function SignInForm({
  frame,
  onSignedIn,
  onLinkSent,
  onForgotPassword,
  allowSignUp = false,
  initialMode = 'signin',
}: Props) {
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', confirm: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [signUpSentTo, setSignUpSentTo] = useState<string | null>(null);

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const switchMode = (next: SignInMode) => {
    setMode(next);
    setError(null);
    setFieldErrors({});
  };

  const showFailure = (failure: SignInFailure) => {
    setError(failure.message);
    if (failure.unexpected) void notifyError(t.toasts.authFailed);
  };

  const validate = (): FieldErrors<Field> => {
    if (mode === 'signin') return validateSignIn(values);
    if (mode === 'signup') {
      const email = emailError(values.email);
      return { ...(email ? { email } : {}), ...validateNewPassword(values, { minLength: PASSWORD_MIN_LENGTH }) };
    }
    const email = emailError(values.email);
    return email ? { email } : {};
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problems = validate();
    setFieldErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    if (mode === 'signup' && !passwordsMatch(values)) {
      void notifyError(t.passwordsDontMatch);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const client = await ensureAuthStarted();
      if (mode === 'signin') {
        const failure = await signInWithPassword(client, values.email, values.password);
        if (failure) return showFailure(failure);
        void notifySuccess(t.toasts.signedIn);
        onSignedIn();
      } else if (mode === 'magiclink') {
        const failure = await sendLoginLink(client, values.email);
        if (failure) return showFailure(failure);
        void notifySuccess(t.toasts.loginLinkSent);
        onLinkSent();
      } else if (mode === 'activation') {
        const failure = await sendActivationLink(client, values.email);
        if (failure) return setError(failure);
        void notifySuccess(t.toasts.activationSent);
        onLinkSent();
      } else {
        const { failure, signedIn } = await createAccount(client, values.email, values.password);
        if (failure) return showFailure(failure);
        if (signedIn) {
          void notifySuccess(t.toasts.signedIn);
          onSignedIn();
        } else setSignUpSentTo(values.email.trim());
      }
    } catch (thrown) {
      // The backend could not be reached at all.
      showFailure({ message: thrown instanceof Error ? thrown.message : t.errors.unknown, unexpected: true });
    } finally {
      setSubmitting(false);
    }
  };

  if (signUpSentTo) {
    return frame({
      title: t.reset.checkEmail,
      description: t.signUp.checkEmailText(signUpSentTo),
      notice: null,
      children: <p className="text-sm text-subtle">{t.reset.spamHint}</p>,
    });
  }

  const withPassword = mode === 'signin' || mode === 'signup';
  const submitLabel = {
    signin: submitting ? t.signIn.submitting : t.signIn.submit,
    magiclink: submitting ? t.sending : t.magicLink.submit,
    activation: submitting ? t.sending : t.activation.submit,
    signup: submitting ? t.sending : t.signUp.submit,
  }[mode];

  return frame({
    ...headers()[mode],
    notice: <ErrorBox message={error} />,
    children: (
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={submitting}>
        <EmailField value={values.email} onValue={(value) => edit('email', value)} error={fieldErrors.email} />
        {withPassword && (
          <PasswordField
            label={t.password}
            name="password"
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            help={mode === 'signup' ? t.passwordHelp : undefined}
            value={values.password}
            onValue={(value) => edit('password', value)}
            error={fieldErrors.password}
          />
        )}
        {mode === 'signup' && (
          <PasswordField
            label={t.confirmPassword}
            name="confirm"
            autoComplete="new-password"
            value={values.confirm}
            onValue={(value) => edit('confirm', value)}
            error={fieldErrors.confirm}
          />
        )}
        <Button type="submit" disabled={submitting} className="w-full">
          {submitLabel}
        </Button>
        {mode === 'signin' ? (
          <>
            <Button
              variant="secondary"
              onClick={() => switchMode('magiclink')}
              disabled={submitting}
              className="w-full"
            >
              {t.signIn.emailLink}
            </Button>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <TextButton onClick={() => switchMode('activation')} disabled={submitting}>
                {t.signIn.activate}
              </TextButton>
              <TextButton onClick={onForgotPassword} disabled={submitting}>
                {t.signIn.forgot}
              </TextButton>
            </div>
            {allowSignUp && (
              <p className="border-t border-line pt-4 text-sm text-subtle">
                {t.signIn.noAccount}{' '}
                <TextButton onClick={() => switchMode('signup')} disabled={submitting}>
                  {t.signIn.createAccount}
                </TextButton>
              </p>
            )}
          </>
        ) : (
          <Button variant="ghost" onClick={() => switchMode('signin')} disabled={submitting} className="w-full">
            {t.signIn.backToSignIn}
          </Button>
        )}
      </form>
    ),
  });
}
