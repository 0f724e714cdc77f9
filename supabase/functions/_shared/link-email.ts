/**
 * An e-mail whose point is one link (confirm, sign in, reset, activate), as
 * plain text and HTML. Every value goes through `html`, which escapes it.
 */
import { html } from 'hono/html';

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
}

export const SHOP_NAME = 'Vélo Nord';

export async function linkEmail(content: LinkEmailContent): Promise<LinkEmail> {
  const body = await html`<!doctype html>
    <html lang="en">
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
        <p style="font-size:.875rem;color:#57606a">Or copy this address into your browser: ${content.link}</p>
        <p style="font-size:.875rem;color:#57606a">${content.footer}</p>
        <p style="font-size:.875rem;color:#57606a">${SHOP_NAME}</p>
      </body>
    </html>`;
  const text = [...content.intro, '', `${content.action}: ${content.link}`, '', content.footer, '', SHOP_NAME].join(
    '\n',
  );
  return { to: content.to, subject: content.subject, text, html: body.toString() };
}
