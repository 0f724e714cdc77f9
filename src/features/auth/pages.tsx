import { useStore } from '@nanostores/react';
import { goTo } from '~/features/navigation/go-to.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '~/components/ui/Button.tsx';
import { SpinnerIcon } from '~/components/ui/icons.tsx';
import { accountPages, auth as t, href } from '~/i18n/index.ts';
import { savePassword } from './actions.ts';
import { pageFrame } from './FormParts.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { ResetRequestForm } from './ResetRequestForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { $auth } from './store.ts';
import { useAuthReady } from './use-auth-ready.ts';
import { safeReturnPath } from './validation.ts';

/** A short status line while something is being checked. */
export function Checking({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-subtle">
      <SpinnerIcon className="h-5 w-5" />
      {text}
    </p>
  );
}

const noSubscription = () => () => {};

/** The address's `next` parameter (where /account sent the shopper from), read after hydration. */
function useReturnPath(): string {
  return useSyncExternalStore(
    noSubscription,
    () => safeReturnPath(new URLSearchParams(window.location.search).get('next')),
    () => href('/account'),
  );
}

/**
 * /login: the sign-in dialog's modes as a page, plus creating an account.
 * A visitor already signed in (or who signs in here) goes on to /account,
 * or back to the page that sent them here.
 */
export function LoginPage() {
  const { ready } = useAuthReady();
  const { user } = useStore($auth, { keys: ['user'] });
  const next = useReturnPath();
  const [resetting, setResetting] = useState(false);
  const goOn = () => goTo(next);

  useEffect(() => {
    if (ready && user) goTo(next);
  }, [ready, user, next]);

  if (resetting) {
    return (
      <div className="flex flex-col items-center gap-4">
        <ResetRequestForm frame={pageFrame} after="send-another" />
        <Button variant="ghost" onClick={() => setResetting(false)}>
          {t.reset.backToSignIn}
        </Button>
      </div>
    );
  }
  return (
    <SignInForm
      frame={pageFrame}
      allowSignUp
      onSignedIn={goOn}
      onLinkSent={() => undefined}
      onForgotPassword={() => setResetting(true)}
    />
  );
}

/** /auth/reset-password: ask for a reset link; then Check Your Email with Send Another Reset Link. */
export function ResetPasswordPage() {
  useAuthReady();
  return <ResetRequestForm frame={pageFrame} after="send-another" />;
}

/**
 * /auth/update-password, where the reset e-mail's link lands: checking the
 * session, then the form, then Password Updated. Without a session (the link
 * was used or has expired) it sends the shopper to ask for a new link.
 */
export function UpdatePasswordPage() {
  const { ready, client } = useAuthReady();
  const { session } = useStore($auth, { keys: ['session'] });
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (ready && !session) goTo(href('/auth/reset-password'));
  }, [ready, session]);

  if (done) {
    return pageFrame({
      title: accountPages.updatePassword.done,
      description: accountPages.updatePassword.doneText,
      notice: null,
      children: (
        <Button href={href('/account')} className="w-full">
          {accountPages.updatePassword.goToAccount}
        </Button>
      ),
    });
  }
  if (!ready || !session || !client) return <Checking text={accountPages.updatePassword.checking} />;
  const save = async (password: string) => {
    const saved = await savePassword(client, password, {
      saved: t.toasts.passwordUpdated,
      failed: t.toasts.updatePasswordFailed,
    });
    if (saved) setDone(true);
    return saved;
  };
  return pageFrame({
    title: accountPages.updatePassword.title,
    description: accountPages.updatePassword.description,
    notice: null,
    children: <NewPasswordForm submitLabel={accountPages.updatePassword.submit} onSubmit={save} />,
  });
}

/**
 * /auth/confirm, where the sign-up confirmation link lands: the auth client
 * has read the link's tokens and signed the shopper in; the Set Your
 * Password dialog follows by itself when the account has no password yet.
 */
export function ConfirmPage() {
  const { ready } = useAuthReady();
  const { user } = useStore($auth, { keys: ['user'] });
  // A refused link comes back with its error in the hash: read by the auth client, then taken out of the address.
  useEffect(() => {
    if (ready && /(^|[#&])error(_code|_description)?=/.test(window.location.hash)) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    }
  }, [ready]);
  if (!ready) return <Checking text={accountPages.confirm.confirming} />;
  if (!user) {
    return pageFrame({
      title: accountPages.confirm.failed,
      description: accountPages.confirm.failedText,
      notice: null,
      children: (
        <Button href={href('/login')} className="w-full">
          {accountPages.confirm.goToLogin}
        </Button>
      ),
    });
  }
  return pageFrame({
    title: accountPages.confirm.done,
    description: accountPages.confirm.doneText,
    notice: null,
    children: (
      <Button href={href('/account')} className="w-full">
        {accountPages.confirm.goToAccount}
      </Button>
    ),
  });
}
