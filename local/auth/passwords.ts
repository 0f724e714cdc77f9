/**
 * Passwords: hashed with bcrypt, never stored or logged in clear, and held to
 * the shop's rule (at least 8 characters with lower-case and upper-case
 * letters and digits), which the Set Your Password dialog states.
 */
import bcrypt from 'bcryptjs';
import { AuthError } from './errors.ts';

const COST = 10;
/** Compared against when there is no user, so an unknown address takes as long as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync('not-a-password', COST);

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only the first 72 bytes; longer passwords are refused rather than silently cut. */
export const PASSWORD_MAX_BYTES = 72;

const CHARACTER_SETS = ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'];

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/** True when `password` matches `hash`; with no hash it still spends the same time and answers false. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash || DUMMY_HASH);
  return Boolean(hash) && matches;
}

/** Why a password is too weak, in Supabase Auth's `weak_password` reasons; empty when it is strong enough. */
export function weaknesses(password: string): Array<'length' | 'characters'> {
  const reasons: Array<'length' | 'characters'> = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push('length');
  if (!CHARACTER_SETS.every((set) => [...password].some((ch) => set.includes(ch)))) reasons.push('characters');
  return reasons;
}

/** Throws Supabase Auth's 422 `weak_password` (or a 400 for an over-long one) unless the password is acceptable. */
export function assertStrongPassword(password: string): void {
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) {
    throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
  const reasons = weaknesses(password);
  if (!reasons.length) return;
  const message = reasons.includes('length')
    ? `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`
    : `Password should contain at least one character of each: ${CHARACTER_SETS.join(', ')}.`;
  throw new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}
