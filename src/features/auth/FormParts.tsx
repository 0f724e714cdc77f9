import type { ReactNode } from 'react';
import { TextField } from '~/components/ui/TextField.tsx';
import { auth as t } from '~/i18n/index.ts';

/** What a form hands its host to show: the host decides whether that is a dialog or a page. */
export interface FrameParts {
  title: string;
  description: string;
  /** The red error box (or nothing), shown under the header. */
  notice: ReactNode;
  children: ReactNode;
}

export type Frame = (parts: FrameParts) => ReactNode;

/** The inline error of an auth form: a red box under the header, announced when it appears. */
export function ErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mt-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {message}
    </div>
  );
}

/** The auth pages' frame: a card with the page's heading. */
export function pageFrame({ title, description, notice, children }: FrameParts) {
  return (
    <section
      aria-labelledby="auth-page-title"
      className="mx-auto w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h1 id="auth-page-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-1 text-sm text-subtle">{description}</p>
      {notice}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A text button that switches a form's mode or opens another form. */
export function TextButton({
  children,
  onClick,
  disabled,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="rounded text-sm font-semibold text-brand underline-offset-4 hover:underline disabled:opacity-50 dark:text-accent"
    >
      {children}
    </button>
  );
}

interface FieldProps {
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
}

/** The auth forms' e-mail field: required, of e-mail type. */
export function EmailField({ value, onValue, error }: FieldProps) {
  return (
    <TextField
      label={t.email}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
    />
  );
}

interface PasswordProps extends FieldProps {
  label: string;
  name: string;
  /** `current-password` to sign in, `new-password` to choose one. */
  autoComplete: 'current-password' | 'new-password';
  help?: string | undefined;
  minLength?: number | undefined;
}

/** A required password field. */
export function PasswordField({ label, name, autoComplete, help, minLength, value, onValue, error }: PasswordProps) {
  return (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      required
      minLength={minLength}
      help={help}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
    />
  );
}
