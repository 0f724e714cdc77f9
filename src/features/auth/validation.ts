/**
 * The auth forms' checks, as pure functions returning the message of each
 * refused field (or nothing when all is well). The auth backend has further
 * rules of its own; these only catch what needs no round trip.
 */
import { auth as t, href } from '~/i18n/index.ts';

export const PASSWORD_MIN_LENGTH = 8;

/** Loose on purpose: the backend decides what an address is; this catches the obvious slips. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return t.required;
  if (!EMAIL_SHAPE.test(email.trim())) return t.invalidEmail;
  return undefined;
}

/** Sign in with a password: both required, the e-mail well formed. */
export function validateSignIn({
  email,
  password,
}: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  if (!password) errors.password = t.required;
  return errors;
}

export interface NewPassword {
  password: string;
  confirm: string;
}

/**
 * A new password and its confirmation: both required, and at least
 * `minLength` characters when a minimum applies (setting a first password,
 * creating an account; the update-password page shows none). Whether the
 * two match is `passwordsMatch`: the forms say it in a toast.
 */
export function validateNewPassword(
  { password, confirm }: NewPassword,
  { minLength }: { minLength?: number } = {},
): FieldErrors<'password' | 'confirm'> {
  const errors: FieldErrors<'password' | 'confirm'> = {};
  if (!password) errors.password = t.required;
  else if (minLength && password.length < minLength) errors.password = t.tooShort(minLength);
  if (!confirm) errors.confirm = t.required;
  else if (minLength && confirm.length < minLength) errors.confirm = t.tooShort(minLength);
  return errors;
}

export function passwordsMatch({ password, confirm }: NewPassword): boolean {
  return password === confirm;
}

/** A stand-in origin to resolve `next` against: only what stays on it is a path of this site. */
const SHOP_ORIGIN = 'https://shop.invalid';
/** Control characters and backslashes: browsers drop or rewrite them, which can turn `/\t/host` into `//host`. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const REWRITTEN_BY_BROWSERS = /[\u0000-\u001f\u007f\\]/;

/**
 * Where to go after signing in: a path on this site only. The value is
 * resolved the way the browser will resolve it, so nothing that a browser
 * turns into another host (`//host`, `/\host`, `/<tab>/host`, `https:host`)
 * gets through; what comes back is the resolved path, query and fragment.
 */
export function safeReturnPath(value: string | null | undefined, fallback = href('/account')): string {
  if (!value || !value.startsWith('/') || REWRITTEN_BY_BROWSERS.test(value)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, SHOP_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== SHOP_ORIGIN || resolved.pathname.startsWith('//')) return fallback;
  return resolved.pathname + resolved.search + resolved.hash;
}
