/** The backend's own front page: what it stands in for, and where its outbox and the shop are. */
import { Hono } from 'hono';
import { html } from 'hono/html';

export function frontPage(siteUrl: string): Hono {
  const app = new Hono();
  app.get('/', (c) =>
    c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Local backend</title>
          </head>
          <body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto">
            <h1>Local backend</h1>
            <p>Stands in for the shop's commerce platform, WordPress media, Supabase and reCAPTCHA.</p>
            <ul>
              <li><a href="/mail">Mail outbox</a></li>
              <li><a href="/_local/health">Health</a></li>
              <li>Shop: <a href="${siteUrl}">${siteUrl}</a></li>
            </ul>
          </body>
        </html>`,
    ),
  );

  return app;
}
