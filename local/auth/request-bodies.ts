/**
 * What each Auth endpoint takes, as GoTrue reads it: the address, password
 * and metadata rules shared by the public, admin and sign-up routes, checked
 * in one place so every route refuses the same things with the same words.
 */
import { z } from 'zod';
import { validationFailed } from './errors.ts';
import { METADATA_TOO_LARGE, metadataFits } from './users.ts';

export const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
export const email = z
  .string()
  .trim()
  .max(255)
  .transform((value) => value.toLowerCase())
  .refine((value) => EMAIL.test(value), 'Unable to validate email address: invalid format');
export const metadata = z.record(z.string(), z.unknown()).refine(metadataFits, METADATA_TOO_LARGE);
export const password = z.string().min(1, 'Password is required').max(1000);

export const passwordGrant = z.object({ email, password });
export const refreshGrant = z.object({ refresh_token: z.string().min(1).max(500) });
export const signUpBody = z.object({ email, password, data: metadata.optional() });
export const otpBody = z.object({ email, create_user: z.boolean().optional(), data: metadata.optional() });
export const recoverBody = z.object({ email });
export const resendBody = z.object({ type: z.enum(['signup']), email });
export const verifyBody = z.object({
  type: z.enum(['signup', 'invite', 'magiclink', 'recovery', 'email']),
  token_hash: z.string().min(1).max(500).optional(),
  token: z.string().min(1).max(500).optional(),
  email: email.optional(),
});
export const updateUserBody = z.object({
  password: password.optional(),
  email: email.optional(),
  data: metadata.optional(),
});
export const adminCreateBody = z.object({
  email,
  password: password.optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
});
export const adminUpdateBody = z.object({
  email: email.optional(),
  password: password.optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
});
export const generateLinkBody = z.object({
  type: z.enum(['signup', 'invite', 'magiclink', 'recovery']),
  email,
  password: password.optional(),
  data: metadata.optional(),
  redirect_to: z.string().max(2000).optional(),
});
/** A page number or size as GoTrue reads it: digits only, anything else is refused. */
export const pageNumber = z.string().regex(/^\d{1,9}$/, 'must be a whole number');
export const listQuery = z.object({
  page: pageNumber.optional().transform((page) => Math.max(1, Number(page ?? 1))),
  per_page: pageNumber.optional().transform((size) => Math.min(1000, Math.max(1, Number(size ?? 50)))),
  filter: z.string().max(255).catch(''),
});

/** Metadata merged within its bound, or the 400 that says it is too large. */
export function fitting(merged: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!merged) throw validationFailed(METADATA_TOO_LARGE);
  return merged;
}
