import { Hono } from 'hono';
import type { Database } from '../db.ts';
import { html, raw } from 'hono/html';
import { safeHeaders } from '../../supabase/functions/_shared/mail-headers.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends OutgoingMail {
  id: number;
  links: string[];
  created_at: string;
}

/** Absolute links of a message, in order of appearance, each once. */
export function extractLinks(html: string, text: string): string[] {
  const found = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  found.push(...[...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]));
  return [...new Set(found)];
}

/** The outbox: every e-mail the emulated services send is kept here instead of being delivered. */
export class MailOutbox {
  constructor(private readonly db: Database) {}

  /** Keeps `mail`, its header values checked as a real sender must (a control character in an address refuses it). */
  async send(unchecked: OutgoingMail): Promise<StoredMail> {
    const mail = safeHeaders(unchecked);
    const links = extractLinks(mail.html, mail.text);
    const { rows } = await this.db.query<{ id: number; created_at: Date }>(
      `insert into local.mail (to_address, subject, text_body, html_body, links)
       values ($1, $2, $3, $4, $5) returning id, created_at`,
      [mail.to.toLowerCase(), mail.subject, mail.text, mail.html, JSON.stringify(links)],
    );
    const row = rows[0]!;
    return { ...mail, id: row.id, links, created_at: row.created_at.toISOString() };
  }

  async list(to?: string): Promise<StoredMail[]> {
    const { rows } = await this.db.query<{
      id: number;
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
      links: string[];
      created_at: Date;
    }>(`select * from local.mail where $1::text is null or to_address = lower($1) order by id desc`, [to ?? null]);
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      links: r.links,
      created_at: r.created_at.toISOString(),
    }));
  }

  async clear(): Promise<void> {
    await this.db.exec('delete from local.mail');
  }
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
article{border:1px solid #d0d7de;border-radius:.5rem;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
iframe{width:100%;min-height:16rem;border:1px solid #eee;border-radius:.25rem}a{word-break:break-all}`;

/** `/mail` for people (a readable page, newest first) and `/_local/mail` for tests (JSON). */
export function mailRoutes(outbox: MailOutbox): Hono {
  const app = new Hono();
  app.get('/_local/mail', async (c) => c.json(await outbox.list(c.req.query('to') || undefined)));
  app.delete('/_local/mail', async (c) => {
    await outbox.clear();
    return c.body(null, 204);
  });
  app.get('/mail', async (c) => {
    const messages = await outbox.list(c.req.query('to') || undefined);
    const items = messages.map(
      (m) =>
        html`<article>
          <header>
            <h2>${m.subject}</h2>
            <p>To <strong>${m.to}</strong> · ${new Date(m.created_at).toLocaleString('en-CA')}</p>
          </header>
          <iframe
            title="${m.subject}"
            sandbox="allow-popups allow-top-navigation-by-user-activation"
            srcdoc="${m.html}"
          ></iframe>
          ${m.links.length ? html`<p>Links: ${m.links.map((l) => html`<a href="${l}">${l}</a> `)}</p>` : ''}
        </article>`,
    );
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width,initial-scale=1" />
            <title>Mail outbox · local backend</title>
            <style>
              ${raw(STYLE)}
            </style>
          </head>
          <body>
            <h1>Mail outbox</h1>
            <p>Every e-mail the local services sent, newest first. Nothing leaves this machine.</p>
            ${items.length ? items : html`<p>No messages yet.</p>`}
          </body>
        </html>`,
    );
  });
  return app;
}
