/**
 * The contact form's rules (loaded only when a form is sent, so no page ships
 * zod at first). Values are trimmed before they are measured and sent.
 */
import * as z from 'zod/mini';
import { contact as t } from '~/i18n/index.ts';
import { CONTACT_LIMITS as L, type ContactErrors, type ContactField, type ContactValues } from './contact-limits.ts';

const text = (field: ContactField, label: string, min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min, t.tooShort[field]), z.maxLength(max, t.tooLong(label, max)));

/** The rules, their messages in the current page's language (built when a form is checked). */
const contactSchema = () =>
  z.object({
    name: text('name', t.name, L.name.min, L.name.max),
    email: z
      .string()
      .check(z.trim(), z.maxLength(L.email.max, t.tooLong(t.email, L.email.max)), z.email(t.tooShort.email)),
    phone: text('phone', t.phone, L.phone.min, L.phone.max),
    message: text('message', 'Message', L.message.min, L.message.max),
  });

export type ContactCheck = { ok: true; values: ContactValues } | { ok: false; errors: ContactErrors };

/** The trimmed values, or the first message for each refused field. */
export function checkContact(values: ContactValues): ContactCheck {
  const result = contactSchema().safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
