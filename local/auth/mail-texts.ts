/**
 * The e-mails Auth sends: sign-up confirmation, e-mail sign-in link and
 * password reset, in English or French. Their texts are not here: they are
 * the live project's own templates, the files `supabase/config.toml` names
 * with their subjects, rendered with the values Supabase Auth gives them.
 * The templates choose the language from the link's return address (a
 * `/fr/` page of the shop gets the French e-mail), so `local/` and the live
 * project send the same e-mail for the same request.
 */
import { compile } from 'html-to-text';
import type { OutgoingMail } from '../platform/mail.ts';
import { compileGoTemplate } from './go-template.ts';
import { readAuthEmailTemplates, type AuthTemplateName } from './supabase-config.ts';

export type AuthEmailType = 'signup' | 'magiclink' | 'recovery';

/** The values an Auth e-mail template reads, as Supabase Auth names them. */
export interface AuthEmailValues {
  /** The link to use: `{{ .ConfirmationURL }}`. */
  link: string;
  /** Where the link returns once used, already limited to the site: `{{ .RedirectTo }}`. */
  redirectTo: string;
  /** The site's address, Auth's site URL: `{{ .SiteURL }}`. */
  siteUrl: string;
}

/** Supabase's template for each kind of link. */
const TEMPLATE_OF: Record<AuthEmailType, AuthTemplateName> = {
  signup: 'confirmation',
  magiclink: 'magic_link',
  recovery: 'recovery',
};

/**
 * The plain-text part, read from the HTML as a mail client shows it. Supabase sends the HTML only;
 * `local/`'s outbox keeps a text part too, for tests and people to read. The link's own address is
 * left out of the button's words: the e-mail prints it on the line after.
 */
const plainText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'a', options: { ignoreHref: true } },
  ],
});

/** The e-mail of `type` to `to`, rendered from the live project's template (read on each send). */
export function authEmail(type: AuthEmailType, to: string, values: AuthEmailValues): OutgoingMail {
  const template = readAuthEmailTemplates()[TEMPLATE_OF[type]];
  const data = { ConfirmationURL: values.link, RedirectTo: values.redirectTo, SiteURL: values.siteUrl, Email: to };
  const html = compileGoTemplate(template.content)(data);
  return { to, subject: compileGoTemplate(template.subject)(data), html, text: plainText(html) };
}
