import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/Button.tsx';
import { PasswordField } from './FormParts.tsx';
import { notifyError } from '~/features/notifications/notify.ts';
import { auth as t } from '~/i18n/index.ts';
import { passwordsMatch, validateNewPassword, type FieldErrors, type NewPassword } from './validation.ts';

interface Props {
  submitLabel: string;
  /** Setting a first password asks for 8 characters and says so; the update page shows no length rule. */
  minLength?: number;
  /** Saves the password; resolves to whether it worked (the caller says what happened). */
  onSubmit: (password: string) => Promise<boolean>;
  onSubmittingChange?: (submitting: boolean) => void;
}

/** Password and Confirm Password: both required, and they must match ("Passwords don't match" as a toast). */
export function NewPasswordForm({ submitLabel, minLength, onSubmit, onSubmittingChange }: Props) {
  const [values, setValues] = useState<NewPassword>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirm'>>({});
  const [submitting, setSubmitting] = useState(false);

  const busy = (value: boolean) => {
    setSubmitting(value);
    onSubmittingChange?.(value);
  };

  const edit = (field: keyof NewPassword, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problems = validateNewPassword(values, { minLength });
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    if (!passwordsMatch(values)) {
      void notifyError(t.passwordsDontMatch);
      return;
    }
    busy(true);
    try {
      if (await onSubmit(values.password)) setValues({ password: '', confirm: '' });
    } finally {
      busy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={submitting}>
      <PasswordField
        label={t.password}
        name="password"
        autoComplete="new-password"
        minLength={minLength}
        help={minLength ? t.passwordHelp : undefined}
        value={values.password}
        onValue={(value) => edit('password', value)}
        error={errors.password}
      />
      <PasswordField
        label={t.confirmPassword}
        name="confirm"
        autoComplete="new-password"
        minLength={minLength}
        value={values.confirm}
        onValue={(value) => edit('confirm', value)}
        error={errors.confirm}
      />
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? t.saving : submitLabel}
      </Button>
    </form>
  );
}
