/**
 * An e-mail whose point is one link (confirm, sign in, reset, activate), as
 * plain text and HTML. Every value goes through `html`, which escapes it.
 */
import { html } from 'hono/html';
import { htmlLang, type MailLanguage } from './mail-language.ts';

export interface LinkEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface LinkEmailContent {
  to: string;
  subject: string;
  /** Paragraphs before the link. */
  intro: string[];
  /** The link's words, e.g. "Confirm your e-mail address". */
  action: string;
  link: string;
  /** What happens if the reader did not ask for this. */
  footer: string;
  /** The language of the texts above; English by default. */
  language?: MailLanguage;
}

export const SHOP_NAME = 'Vélo Nord';

/** How long an e-mail link works, in the words the e-mails use. */
export const LINK_VALIDITY: Record<MailLanguage, string> = {
  en: 'The link works once, within one hour.',
  fr: 'Le lien fonctionne une seule fois, dans l’heure qui suit.',
};

/** The words around the link itself, in each language. */
const FRAME: Record<MailLanguage, { copy: string; colon: string }> = {
  en: { copy: 'Or copy this address into your browser:', colon: ':' },
  fr: { copy: 'Ou copiez cette adresse dans votre navigateur\u00a0:', colon: '\u00a0:' },
};

export async function linkEmail(content: LinkEmailContent): Promise<LinkEmail> {
  const language = content.language ?? 'en';
  const frame = FRAME[language];
  const body = await html`<!doctype html>
    <html lang="${htmlLang(language)}">
      <body style="font:16px/1.5 system-ui,sans-serif;color:#1f2328;max-width:36rem;margin:0 auto;padding:1rem">
        <h1 style="font-size:1.25rem">${content.subject}</h1>
        ${content.intro.map((p) => html`<p>${p}</p>`)}
        <p>
          <a
            href="${content.link}"
            style="display:inline-block;background:#b91c1c;color:#fff;padding:.6rem 1.1rem;border-radius:.375rem;text-decoration:none"
            >${content.action}</a
          >
        </p>
        <p style="font-size:.875rem;color:#57606a">${frame.copy} ${content.link}</p>
        <p style="font-size:.875rem;color:#57606a">${content.footer}</p>
        <p style="font-size:.875rem;color:#57606a">${SHOP_NAME}</p>
      </body>
    </html>`;
  const text = [
    ...content.intro,
    '',
    `${content.action}${frame.colon} ${content.link}`,
    '',
    content.footer,
    '',
    SHOP_NAME,
  ].join('\n');
  return { to: content.to, subject: content.subject, text, html: body.toString() };
}
