/**
 * The frame of every page the platform hosts in local/ (the checkout and the
 * customer portal): the document, its style sheet (light and dark), and the
 * header naming the area with its test-mode badge.
 */
import { html, raw } from 'hono/html';
import { htmlLang, type MailLanguage } from '../../supabase/functions/_shared/mail-language.ts';

export type Html = ReturnType<typeof html>;

const STYLE = `
:root{color-scheme:light dark;--ink:#1f2328;--muted:#57606a;--line:#d0d7de;--bg:#f6f8fa;--card:#fff;--accent:#4b3fd1}
@media (prefers-color-scheme:dark){:root{--ink:#e6edf3;--muted:#9ea7b3;--line:#30363d;--bg:#0d1117;--card:#161b22;--accent:#8f86ff}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;background:var(--bg);color:var(--ink)}
header{background:var(--card);border-bottom:1px solid var(--line)}header div{max-width:64rem;margin:auto;padding:1rem;display:flex;justify-content:space-between;gap:1rem;align-items:center}
.test{background:#fff4c2;color:#4d3800;border-radius:999px;padding:.2rem .75rem;font-size:.8rem;font-weight:600}
main{max-width:64rem;margin:auto;padding:1.5rem 1rem;display:grid;gap:1.5rem}@media (min-width:52rem){main{grid-template-columns:1.3fr 1fr}}
section{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1.25rem}h1{font-size:1.4rem;margin:0 0 1rem}h2{font-size:1.1rem;margin:0 0 .75rem}
label{display:block;font-weight:600;font-size:.9rem;margin:.75rem 0 .25rem}input,select{width:100%;padding:.6rem .7rem;border:1px solid var(--line);border-radius:.5rem;font:inherit;background:var(--card);color:var(--ink)}
.row{display:grid;gap:0 .75rem}@media (min-width:30rem){.row{grid-template-columns:1fr 1fr}}
.error{color:#cf222e;font-size:.85rem;margin:.25rem 0 0}@media (prefers-color-scheme:dark){.error{color:#ff7b72}}
button{margin-top:1.25rem;width:100%;padding:.8rem;border:0;border-radius:999px;background:var(--accent);color:#fff;font:600 1rem system-ui;cursor:pointer}
@media (prefers-color-scheme:dark){button{color:#0d1117}}
ul{list-style:none;margin:0;padding:0}li{display:flex;justify-content:space-between;gap:1rem;padding:.6rem 0;border-bottom:1px solid var(--line)}
.sub{color:var(--muted);font-size:.85rem}dl{margin:1rem 0 0}dl div{display:flex;justify-content:space-between;padding:.2rem 0}dt{color:var(--muted)}dd{margin:0}
.total{font-weight:700;border-top:1px solid var(--line);margin-top:.5rem;padding-top:.6rem}.total dt{color:var(--ink)}a{color:var(--accent)}
main.single{grid-template-columns:1fr}caption{text-align:left}table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.6rem .5rem;border-bottom:1px solid var(--line)}
th{color:var(--muted);font-size:.85rem;font-weight:600}td.amount,th.amount{text-align:right;font-variant-numeric:tabular-nums}`;

/** Which of the platform's hosted pages a page belongs to: its name in the title and header, and its badge. */
export interface HostedArea {
  /** Ends every page title. */
  site: string;
  name: string;
  badge: string;
}

const CHECKOUT_AREA: Record<MailLanguage, HostedArea> = {
  en: { site: 'Vélo Nord checkout', name: 'Secure checkout', badge: 'Test mode: no real payment' },
  fr: { site: 'Paiement Vélo Nord', name: 'Paiement sécurisé', badge: 'Mode test\u00a0: aucun vrai paiement' },
};

/** A hosted page: the checkout's (in `language`) unless another area is given. */
export function page(title: string, body: Html, area?: HostedArea, language: MailLanguage = 'en'): Html {
  const shown = area ?? CHECKOUT_AREA[language];
  return html`<!doctype html>
    <html lang="${htmlLang(language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <title>${title} · ${shown.site}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <div><strong>Vélo Nord · ${shown.name}</strong><span class="test">${shown.badge}</span></div>
        </header>
        ${body}
      </body>
    </html>`;
}
