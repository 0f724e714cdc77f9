/**
 * The embedded backend as one Hono app: the platform's checkout and catalogue
 * API, WordPress media, Supabase (Auth, REST, Edge Functions), reCAPTCHA, the
 * mail outbox, webhooks and the tests' hooks, each mounted from its own
 * module, in the order their paths need.
 */
import { Hono } from 'hono';
import type { Database } from './db.ts';
import { truncateAll } from './db.ts';
import type { CatalogStore } from './commerce/catalog-store.ts';
import { catalogApi, type CommerceKeys } from './commerce/catalog-api.ts';
import { mediaApi } from './wordpress/media-api.ts';
import { CheckoutService } from './commerce/checkouts.ts';
import { checkoutApi, platformCheckoutApi } from './commerce/checkout-api.ts';
import { hostedCheckout } from './commerce/hosted-checkout.ts';
import { FaultInjector } from './platform/faults.ts';
import { SureCartRateLimits } from './commerce/rate-limits.ts';
import { MailOutbox, mailRoutes } from './platform/mail.ts';
import { backendSecurityHeaders, shopCors, testHooksFromOwnPagesOnly } from './platform/web-security.ts';
import { SHOP_FOLDER } from './ownership.ts';
import { localAuth } from './auth/routes.ts';
import { LOCAL_DEFAULTS, LOCAL_JWT_SECRET, LOCAL_SURECART_WEBHOOK_SECRET } from './defaults.js';
import { accountFunctions } from './functions/account-functions.ts';
import { WebhookDelivery, webhookRoutes } from './platform/webhooks.ts';
import { ShopEvents } from './platform/shop-events.ts';
import { frontPage } from './platform/front-page.ts';
import { merchantChanges } from './commerce/merchant-changes.ts';
import { answerMalformedRequests } from './request-errors.ts';
import { restockFunction } from './functions/restock-function.ts';
import { shopHostReturn } from './commerce/shop-host-return.ts';
import { restApi } from './rest/api.ts';
import { dashboardLinkFunction } from './functions/dashboard-link.ts';
import { customerPortal } from './commerce/customer-portal.ts';
import { RecaptchaStandIn } from './recaptcha/stand-in.ts';
import { contactFunctions } from './functions/contact-functions.ts';

export interface LocalContext {
  db: Database;
  /** Builds a fresh catalogue store (at start and on reset). */
  loadStore: () => CatalogStore;
  keys: CommerceKeys;
  origin: string;
  siteUrl: string;
  testMode: boolean;
  /**
   * SureCart's API rate limits on the platform's `/v1` (./commerce/rate-limits.ts): by default on in the
   * standard store outside test mode; tests turn them on through `/_local/commerce/rate-limits`.
   */
  rateLimits?: boolean;
}

export interface LocalApp {
  app: Hono;
  checkouts: CheckoutService;
  faults: FaultInjector;
  outbox: MailOutbox;
  recaptcha: RecaptchaStandIn;
  store: () => CatalogStore;
  rateLimits: SureCartRateLimits;
}

/** Every route of the embedded backend, in one Hono app. */
export function createLocalApp(ctx: LocalContext): LocalApp {
  let store = ctx.loadStore();
  const limitsByDefault = () => ctx.rateLimits ?? (!ctx.testMode && store.shape === 'standard');
  const rateLimits = new SureCartRateLimits(limitsByDefault(), ctx.keys);
  const faults = new FaultInjector();
  /** Restore the account services' rate limits and clock on reset. */
  const accountResets: Array<() => void> = [];
  const outbox = new MailOutbox(ctx.db);
  const recaptcha = new RecaptchaStandIn({
    siteKey: LOCAL_DEFAULTS.recaptchaSiteKey,
    secret: LOCAL_DEFAULTS.recaptchaSecretKey,
  });
  const app = new Hono();

  app.use('*', backendSecurityHeaders(ctx.siteUrl));
  app.use('*', shopCors(ctx.siteUrl));
  app.use('/_local/*', testHooksFromOwnPagesOnly(ctx.origin));

  answerMalformedRequests(app);

  // Says which copy of the shop this backend belongs to, so a launcher never reuses another copy's backend.
  app.get('/_local/health', (c) =>
    c.json({ ok: true, products: store.products.length, folder: SHOP_FOLDER, siteUrl: ctx.siteUrl }),
  );

  // Faults first, so they apply to every emulated service. Making the backend fail or stall on demand
  // is for tests only, like the other hooks: outside test mode nobody may set one.
  app.use('*', faults.middleware());
  app.use('/v1/*', rateLimits.middleware());
  app.route('/', rateLimits.routes(ctx.testMode));
  app.use('/_local/faults', async (c, next) => {
    if (!ctx.testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
    await next();
  });
  app.post('/_local/faults', async (c) => c.json(faults.add(await c.req.json()), 201));
  app.delete('/_local/faults', (c) => {
    faults.clear();
    return c.body(null, 204);
  });
  app.post('/_local/reset', async (c) => {
    if (!ctx.testMode) return c.json({ code: 'forbidden', message: 'Reset is only allowed in test mode.' }, 403);
    await truncateAll(ctx.db);
    for (const reset of accountResets) reset();
    faults.clear();
    recaptcha.reset();
    store = ctx.loadStore();
    rateLimits.setEnabled(limitsByDefault());
    return c.json({ ok: true });
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
  app.route('/', recaptcha.routes(ctx.origin, ctx.testMode));
  const auth = localAuth({ ...ctx, outbox, jwtSecret: LOCAL_JWT_SECRET });
  app.route('/', auth.routes);
  // The functions and the webhooks reach this backend's own routes in process, as they would over HTTP.
  const inProcess = async (request: Request) => app.fetch(request);
  const fetchInProcess = ((input, init) => inProcess(new Request(input, init))) as typeof fetch;
  const functions = accountFunctions({
    ...ctx,
    outbox,
    serviceRoleKey: LOCAL_DEFAULTS.supabaseServiceRoleKey,
    webhookSecret: LOCAL_SURECART_WEBHOOK_SECRET,
    commerceSecretKey: ctx.keys.secretKey,
    fetch: fetchInProcess,
  });
  app.route('/', functions.routes);
  accountResets.push(auth.reset, functions.reset);
  app.route(
    '/',
    restockFunction({
      db: ctx.db,
      outbox,
      siteUrl: ctx.siteUrl,
      origin: ctx.origin,
      webhookSecret: LOCAL_SURECART_WEBHOOK_SECRET,
      commerceSecretKey: ctx.keys.secretKey,
      fetch: fetchInProcess,
    }),
  );
  app.route(
    '/',
    contactFunctions({
      db: ctx.db,
      outbox,
      jwtSecret: LOCAL_JWT_SECRET,
      recaptchaSecret: LOCAL_DEFAULTS.recaptchaSecretKey,
      siteverify: fetchInProcess,
      allowedHostnames: [...new Set([new URL(ctx.siteUrl).hostname, 'localhost', '127.0.0.1'])],
      // The shop's support address, as on its pages; support's copy of each message lands in the outbox too.
      supportAddress: 'support@velonord.ca',
    }),
  );

  const webhooks = new WebhookDelivery(ctx.db, inProcess, ctx.origin, LOCAL_SURECART_WEBHOOK_SECRET);
  app.route('/', webhookRoutes(webhooks, ctx.testMode));
  accountResets.push(() => (webhooks.held = false));
  const shopEvents = new ShopEvents(ctx.siteUrl, LOCAL_SURECART_WEBHOOK_SECRET);
  app.route('/', merchantChanges({ db: ctx.db, store: () => store, testMode: ctx.testMode, webhooks, shopEvents }));

  // Services read the store through a getter, so a reset's fresh catalogue is picked up.
  const currentStore = () => store;
  const checkouts = new CheckoutService(ctx.db, currentStore, ctx.origin);
  app.route('/rest/v1', restApi(ctx.db, LOCAL_JWT_SECRET));
  app.route(
    '/functions/v1',
    dashboardLinkFunction({
      db: ctx.db,
      jwtSecret: LOCAL_JWT_SECRET,
      commerceApiUrl: `${ctx.origin}/v1`,
      commerceSecretKey: ctx.keys.secretKey,
      fetch: fetchInProcess,
    }),
  );
  // Before the catalogue API, whose catch-all answers every other /v1 path.
  app.route('/', customerPortal(ctx.db, ctx.keys, ctx.origin, ctx.siteUrl));
  app.route('/v1', platformCheckoutApi(checkouts, ctx.keys.secretKey));
  app.route('/v1', catalogApi(currentStore, ctx.keys));
  app.route('/wp-json/surecart/v1', checkoutApi(checkouts));
  app.route('/', shopHostReturn(checkouts));
  app.route(
    '/',
    hostedCheckout(
      checkouts,
      outbox,
      (id, language) => {
        const product = store.productsById.get(id);
        return (language === 'fr' && product?.metadata.name_fr) || product?.name;
      },
      ctx.siteUrl,
      () => webhooks.afterEvent(),
    ),
  );
  app.route('/', mediaApi(currentStore));
  app.route('/', frontPage(ctx.siteUrl));

  return { app, checkouts, faults, outbox, recaptcha, rateLimits, store: () => store };
}
