/**
 * `supabase/config.toml`, the live project's settings in the Supabase CLI's
 * format, as `local/` reads it: Auth's e-mail templates (subject and HTML
 * file) are taken from it so the e-mails tested here are the ones deployed.
 * Paths resolve as the CLI resolves them: an e-mail template's
 * `content_path` from the repository's root, the folder above `supabase/`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { parse } from 'smol-toml';
import { z } from 'zod';

const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SUPABASE_CONFIG_PATH = resolve(REPOSITORY_ROOT, 'supabase/config.toml');

/** Supabase's names for the Auth e-mails the shop customises. */
export type AuthTemplateName = 'confirmation' | 'magic_link' | 'recovery';

export interface AuthEmailTemplate {
  /** A Go template, like the body. */
  subject: string;
  /** The HTML body: a Go template. */
  content: string;
}

const templateSchema = z.object({ subject: z.string().min(1), content_path: z.string().min(1) });
const templatesSchema = z.object({
  auth: z.object({
    email: z.object({
      template: z.object({ confirmation: templateSchema, magic_link: templateSchema, recovery: templateSchema }),
    }),
  }),
});

/** The whole file, parsed (for checks that compare its settings with `local/`'s). */
export function readSupabaseConfig(path = SUPABASE_CONFIG_PATH): Record<string, unknown> {
  return parse(readFileSync(path, 'utf8'));
}

/** Each Auth e-mail's subject and body, read from the config and the files it names. */
export function readAuthEmailTemplates(path = SUPABASE_CONFIG_PATH): Record<AuthTemplateName, AuthEmailTemplate> {
  const { template } = templatesSchema.parse(readSupabaseConfig(path)).auth.email;
  const root = resolve(path, '../..');
  const read = ({ subject, content_path }: z.infer<typeof templateSchema>): AuthEmailTemplate => ({
    subject,
    content: readFileSync(resolve(root, content_path), 'utf8'),
  });
  return {
    confirmation: read(template.confirmation),
    magic_link: read(template.magic_link),
    recovery: read(template.recovery),
  };
}
