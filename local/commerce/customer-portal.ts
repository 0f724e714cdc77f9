/**
 * The commerce platform's customer links and customer dashboard.
 *
 * `POST /v1/customer_links` (secret key only) creates a link for a customer:
 * a secret, unguessable token in a `/portal?link=…` URL, valid for an hour
 * and kept only as a hash. `GET /portal?link=…` shows that customer's orders
 * (number, date, total), in the hosted checkout's look; an unknown link gets
 * 404 and an expired one 410, each a page saying how to get a fresh one.
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { readJsonBytes } from '../../supabase/functions/_shared/json-body.ts';
import type { Database } from '../db.ts';
import type { CommerceKeys } from './catalog-api.ts';
import { unwrap } from './checkout-api.ts';
import { ApiError } from './errors.ts';
import { shopperOrderNumber } from './checkout-storage.ts';
import { money } from './checkout-texts.ts';
import { page, type HostedArea, type Html } from './hosted-page.ts';
import { SHOP_TIME_ZONE } from '../../supabase/functions/_shared/shop-time-zone.ts';

/** How long a customer link opens the dashboard: as long as the access token that asked for it lives. */
export const CUSTOMER_LINK_TTL_SECONDS = 60 * 60;

const AREA: HostedArea = {
  site: 'Vélo Nord customer dashboard',
  name: 'Customer dashboard',
  badge: 'Test mode: local orders',
};

const createLinkSchema = unwrap(
  'customer_link',
  z.object({
    customer: z.string().min(1).max(100),
    email: z.string().max(320).nullish(),
    live_mode: z.boolean().default(true),
  }),
);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

interface OrderRow {
  number: number;
  checkout_id: string;
  total_amount: string | number;
  currency: string;
  created_at: Date;
}

const orderDate = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(date);

function portalHeaders(c: Context) {
  // The URL carries a login: never cache it, never leak it to another site, never index it.
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex');
}

export function customerPortal(db: Database, keys: CommerceKeys, origin: string, siteUrl: string): Hono {
  const app = new Hono();

  app.post('/v1/customer_links', async (c) => {
    const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
    if (token !== keys.secretKey) {
      throw new ApiError(401, 'unauthorized', 'unauthorized', 'Customer links need a secret API key.');
    }
    // A NUL in the customer id could never name a customer, and the database cannot even compare it: a 400.
    const reading = readJsonBytes(await c.req.arrayBuffer());
    if (!reading.ok) {
      if (reading.problem === 'nul') {
        throw new ApiError(400, 'invalid', 'invalid_parameter', `The request is invalid: ${reading.detail}.`);
      }
      throw new ApiError(400, 'invalid', 'invalid_json', 'The request body is not valid JSON.');
    }
    const input = createLinkSchema.parse(reading.blank ? {} : reading.value);
    const customer = await db.query('select id from local.customers where id = $1', [input.customer]);
    if (!customer.rows.length) {
      throw new ApiError(404, 'not_found', 'customer.not_found', `Unable to find customer with id='${input.customer}'`);
    }
    const secret = randomBytes(32).toString('base64url');
    const now = Date.now();
    const { rows } = await db.query<{ id: string; expires_at: Date; created_at: Date }>(
      `insert into local.customer_links (id, token_hash, customer_id, live_mode, created_at, expires_at)
       values ('cl_' || replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, $4, $5)
       returning id, expires_at, created_at`,
      [
        hashToken(secret),
        input.customer,
        input.live_mode,
        new Date(now),
        new Date(now + CUSTOMER_LINK_TTL_SECONDS * 1000),
      ],
    );
    const link = rows[0]!;
    return c.json({
      id: link.id,
      object: 'customer_link',
      customer: input.customer,
      live_mode: input.live_mode,
      url: `${origin}/portal?link=${secret}`,
      expires_at: unixSeconds(link.expires_at),
      created_at: unixSeconds(link.created_at),
      updated_at: unixSeconds(link.created_at),
    });
  });

  function linkProblem(c: Context, status: 404 | 410, title: string, text: string) {
    portalHeaders(c);
    return c.html(
      page(
        title,
        html`<main class="single">
          <section>
            <h1>${title}</h1>
            <p>${text}</p>
            <p><a href="${siteUrl}">Back to the shop</a></p>
          </section>
        </main>`,
        AREA,
      ),
      status,
    );
  }

  app.get('/portal', async (c) => {
    const secret = c.req.query('link') ?? '';
    const found = /^[A-Za-z0-9_-]{43}$/.test(secret)
      ? await db.query<{ customer_id: string; expires_at: Date; email: string; name: string | null }>(
          `select l.customer_id, l.expires_at, cu.email, cu.name
             from local.customer_links l join local.customers cu on cu.id = l.customer_id
            where l.token_hash = $1`,
          [hashToken(secret)],
        )
      : { rows: [] };
    const link = found.rows[0];
    const fresh = 'Open Access Account from the account menu in the shop for a new link.';
    if (!link) return linkProblem(c, 404, 'This link is not valid', fresh);
    if (link.expires_at.getTime() <= Date.now()) return linkProblem(c, 410, 'This link has expired', fresh);

    const { rows: orders } = await db.query<OrderRow>(
      `select o.number, o.checkout_id, o.total_amount, o.currency, o.created_at
         from local.orders o where o.customer_id = $1 order by o.created_at desc, o.number desc`,
      [link.customer_id],
    );
    portalHeaders(c);
    const rows: Html[] = orders.map(
      (o) =>
        html`<tr>
          <td><a href="${siteUrl}/thank-you?sc_order=${o.checkout_id}">#${shopperOrderNumber(o.number)}</a></td>
          <td><time datetime="${o.created_at.toISOString()}">${orderDate(o.created_at)}</time></td>
          <td class="amount">${money(Number(o.total_amount), o.currency)}</td>
        </tr>`,
    );
    return c.html(
      page(
        'Your orders',
        html`<main class="single">
          <section aria-labelledby="orders-title">
            <h1 id="orders-title">Your orders</h1>
            <p class="sub">Signed in as ${link.name ? html`${link.name} (${link.email})` : link.email}</p>
            ${
              orders.length
                ? html`<table>
                    <caption class="sub">
                      Newest first
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Order</th>
                        <th scope="col">Date</th>
                        <th scope="col" class="amount">Total</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${rows}
                    </tbody>
                  </table>`
                : html`<p>You have no orders yet.</p>`
            }
            <p><a href="${siteUrl}">Back to the shop</a></p>
          </section>
        </main>`,
        AREA,
      ),
    );
  });

  return app;
}
