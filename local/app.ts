import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { ZodError } from 'zod';
import type { Database } from './db.ts';
import { truncateAll } from './db.ts';
import { CatalogStore } from './commerce/catalog-store.ts';
import { catalogApi, type CommerceKeys } from './commerce/catalog-api.ts';
import { mediaApi } from './wordpress/media-api.ts';
import { CheckoutService } from './commerce/checkouts.ts';
import { checkoutApi } from './commerce/checkout-api.ts';
import { hostedCheckout } from './commerce/hosted-checkout.ts';
import { FaultInjector } from './platform/faults.ts';
import { MailOutbox, mailRoutes } from './platform/mail.ts';

export interface LocalContext {
  db: Database;
  /** Builds a fresh catalogue store (at start and on reset). */
  loadStore: () => CatalogStore;
  keys: CommerceKeys;
  origin: string;
  siteUrl: string;
  testMode: boolean;
}

export interface LocalApp {
  app: Hono;
  checkouts: CheckoutService;
  faults: FaultInjector;
  outbox: MailOutbox;
  store: () => CatalogStore;
}

/** Every route of the embedded backend, in one Hono app. */
export function createLocalApp(ctx: LocalContext): LocalApp {
  let store = ctx.loadStore();
  const faults = new FaultInjector();
  const outbox = new MailOutbox(ctx.db);
  const app = new Hono();

  app.use(
    '*',
    cors({
      // Reflect the caller's origin so requests with credentials (media) are allowed too.
      origin: (origin) => origin || '*',
      credentials: true,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Accept', 'Authorization', 'Content-Type', 'apikey', 'X-Client-Info', 'X-Client-IP', 'X-JWT-AUD',
        'x-use-cookie', 'X-Supabase-Api-Version', 'x-retry-count', 'x-environment', 'Accept-Profile',
        'Content-Profile', 'Prefer', 'Range', 'Cache-Control', 'X-WP-Nonce',
      ],
      exposeHeaders: ['X-Total-Count', 'Link', 'X-Supabase-Api-Version', 'Content-Range', 'X-WP-Total', 'X-WP-TotalPages'],
      maxAge: 600,
    }),
  );

  // Malformed bodies are the caller's fault: a 400 in a neutral shape, never a crash.
  app.onError((error, c) => {
    if (error instanceof ZodError) {
      return c.json({ code: 'invalid_request', message: error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') }, 400);
    }
    if (error instanceof SyntaxError) return c.json({ code: 'invalid_json', message: 'The request body is not valid JSON.' }, 400);
    console.error('[local] unexpected failure', error);
    return c.json({ code: 'server_error', message: 'Something went wrong in the local backend.' }, 500);
  });

  app.get('/_local/health', (c) => c.json({ ok: true, products: store.products.length }));

  // Faults first, so they apply to every emulated service.
  app.use('*', faults.middleware());
  app.post('/_local/faults', async (c) => c.json(faults.add(await c.req.json()), 201));
  app.delete('/_local/faults', (c) => {
    faults.clear();
    return c.body(null, 204);
  });
  app.post('/_local/reset', async (c) => {
    if (!ctx.testMode) return c.json({ code: 'forbidden', message: 'Reset is only allowed in test mode.' }, 403);
    await truncateAll(ctx.db);
    faults.clear();
    store = ctx.loadStore();
    return c.json({ ok: true });
  });

  // A merchant taking a price off the catalogue (tests only): lines holding it become price_gone.
  app.delete('/_local/catalog/prices/:id', (c) => {
    if (!ctx.testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
    return store.removePrice(c.req.param('id')) ? c.body(null, 204) : c.json({ code: 'not_found', message: 'No such price.' }, 404);
  });

  // Events the platform would send to webhooks (order.paid, ...), newest first.
  app.get('/_local/events', async (c) => {
    const { rows } = await ctx.db.query(
      `select id, type, data, created_at from local.events where $1::text is null or type = $1 order by id desc`,
      [c.req.query('type') || null],
    );
    return c.json(rows);
  });

  app.route('/', mailRoutes(outbox));
  // Services read the store through a getter, so a reset's fresh catalogue is picked up.
  const currentStore = () => store;
  const checkouts = new CheckoutService(ctx.db, currentStore, ctx.origin);
  app.route('/v1', catalogApi(currentStore, ctx.keys));
  app.route('/wp-json/surecart/v1', checkoutApi(checkouts));
  app.route('/', hostedCheckout(checkouts, outbox, (id) => store.productsById.get(id)?.name, ctx.siteUrl));
  app.route('/', mediaApi(currentStore));

  app.get('/', (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local backend</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto">
<h1>Local backend</h1><p>Stands in for the shop's commerce platform, WordPress media, Supabase and reCAPTCHA.</p>
<ul><li><a href="/mail">Mail outbox</a></li><li><a href="/_local/health">Health</a></li>
<li>Shop: <a href="${ctx.siteUrl}">${ctx.siteUrl}</a></li></ul></body></html>`),
  );

  return { app, checkouts, faults, outbox, store: () => store };
}
