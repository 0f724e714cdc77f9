import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';
import { auth as t } from '~/i18n/index.ts';
import { savePassword } from './actions.ts';
import type { FrameParts } from './FormParts.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { ResetRequestForm } from './ResetRequestForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { ensureAuthStarted } from './start.ts';
import { $auth, $signInDialogOpen, mergeAuthState, setResetDialogOpen } from './store.ts';
import { PASSWORD_MIN_LENGTH } from './validation.ts';

/** A form's parts shown in a dialog. */
function dialogFrame(open: boolean, onOpenChange: (open: boolean) => void) {
  function frame({ title, description, notice, children }: FrameParts) {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        description={description}
        closeLabel={t.close}
        notice={notice}
      >
        {children}
      </Modal>
    );
  }
  return frame;
}

/**
 * Counts the openings of a dialog whose form lives outside its content: a new
 * key on every opening, so a dialog closed in another mode or half filled
 * opens afresh, in its first mode and empty.
 */
function useOpening(open: boolean): number {
  const [seen, setSeen] = useState({ open, opening: 0 });
  if (seen.open !== open) setSeen({ open, opening: open ? seen.opening + 1 : seen.opening });
  return seen.opening;
}

export function SignInDialog() {
  const open = useStore($signInDialogOpen);
  const opening = useOpening(open);
  const close = () => $signInDialogOpen.set(false);
  return (
    <SignInForm
      key={opening}
      frame={dialogFrame(open, $signInDialogOpen.set)}
      onSignedIn={close}
      onLinkSent={close}
      onForgotPassword={() => {
        close();
        setResetDialogOpen(true);
      }}
    />
  );
}

export function ResetPasswordDialog() {
  const open = useStore($auth, { keys: ['showResetDialog'] }).showResetDialog;
  const opening = useOpening(open);
  return (
    <ResetRequestForm
      key={opening}
      frame={dialogFrame(open, setResetDialogOpen)}
      after="close"
      onClose={() => setResetDialogOpen(false)}
    />
  );
}

/**
 * Opens by itself while the signed-in user's `password_set` flag is false
 * (an account opened by a first order). It cannot be dismissed while the
 * password is being saved.
 */
export function SetPasswordDialog() {
  const open = useStore($auth, { keys: ['showPasswordDialog'] }).showPasswordDialog;
  const [submitting, setSubmitting] = useState(false);
  const save = async (password: string) => {
    const saved = await savePassword(await ensureAuthStarted(), password, {
      saved: t.toasts.passwordSet,
      failed: t.toasts.setPasswordFailed,
    });
    if (saved) mergeAuthState({ showPasswordDialog: false });
    return saved;
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => mergeAuthState({ showPasswordDialog: next })}
      title={t.setPassword.title}
      description={t.setPassword.description}
      closeLabel={t.close}
      dismissible={!submitting}
    >
      <NewPasswordForm
        submitLabel={t.setPassword.submit}
        minLength={PASSWORD_MIN_LENGTH}
        onSubmit={save}
        onSubmittingChange={setSubmitting}
      />
    </Modal>
  );
}

/**
 * The header's auth dialogs, loaded the first time one is wanted. Opening
 * any of them starts the auth client (downloading supabase-js) in the
 * background, so it is ready by the time the form is sent.
 */
export default function AuthDialogs() {
  useEffect(() => {
    void ensureAuthStarted().catch(() => undefined);
  }, []);
  return (
    <>
      <SignInDialog />
      <ResetPasswordDialog />
      <SetPasswordDialog />
    </>
  );
}
