/**
 * The account functions of `supabase/functions/`, mounted as Supabase serves
 * them (`/functions/v1/<name>`): resend-activation and order-paid, the same
 * handlers with local dependencies: Auth's admin API of this backend, the
 * mail outbox, and the database as the service role for what PostgREST would write.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { asRequest, type Database } from '../db.ts';
import type { MailOutbox } from '../platform/mail.ts';
import { readJsonBytes } from '../../supabase/functions/_shared/json-body.ts';
import { clientIp } from '../auth/requests.ts';
import { describeIssues } from '../commerce/errors.ts';
import { authAdminDirectory } from '../../supabase/functions/_shared/account-directory.ts';
import type { MailSender } from '../../supabase/functions/_shared/activation-email.ts';
import { WindowLimiter } from '../../supabase/functions/_shared/window-limiter.ts';
import { createOrderPaidHandler } from '../../supabase/functions/order-paid/handler.ts';
import { paidCheckoutClient } from '../../supabase/functions/order-paid/paid-checkout.ts';
import type { OrderRecords } from '../../supabase/functions/order-paid/order-records.ts';
import { createResendActivationHandler, RESEND_LIMITS } from '../../supabase/functions/resend-activation/handler.ts';

export interface AccountFunctionsOptions {
  db: Database;
  outbox: MailOutbox;
  siteUrl: string;
  /** This backend's origin (its Auth is at `{origin}/auth/v1`). */
  origin: string;
  serviceRoleKey: string;
  webhookSecret: string;
  /** The commerce platform's secret key: order-paid reads the order's checkout (its buyer and language) with it. */
  commerceSecretKey: string;
  /** Reaches this backend's own routes (in process). */
  fetch: typeof fetch;
  testMode: boolean;
}

const SERVICE_ROLE = { role: 'service_role' } as const;

/** The order-paid records written as the service role, the statements PostgREST would run for the function. */
export function databaseOrderRecords(db: Database): OrderRecords {
  return {
    async claimEvent(id, type) {
      const { rows } = await asRequest(db, SERVICE_ROLE, (tx) =>
        tx.query(
          'insert into public.webhook_events (id, type) values ($1, $2) on conflict (id) do nothing returning id',
          [id, type],
        ),
      );
      return rows.length === 1;
    },
    async releaseEvent(id) {
      await asRequest(db, SERVICE_ROLE, (tx) => tx.query('delete from public.webhook_events where id = $1', [id]));
    },
    async linkCustomer(userId, customerId) {
      await asRequest(db, SERVICE_ROLE, (tx) =>
        tx.query('update public.users set surecart_customer_id = $2 where user_id = $1', [userId, customerId]),
      );
    },
  };
}

const limitSchema = z.object({ max: z.number().int().min(0), windowSeconds: z.number().int().min(1) });
const limitsBodySchema = z.object({ perAddress: limitSchema, perIp: limitSchema }).partial().strict();

/**
 * The body of `PUT /_local/functions/rate-limits`, or the 400 that says what
 * is wrong with it: a test that sends a wrong body learns why, instead of a 500
 * that looks like the backend broke. An empty body changes nothing.
 */
async function readLimitsBody(c: Context): Promise<z.infer<typeof limitsBodySchema> | Response> {
  const reading = readJsonBytes(await c.req.arrayBuffer());
  if (!reading.ok) return c.json({ code: 'bad_json', message: `The body is not usable JSON: ${reading.detail}` }, 400);
  const parsed = limitsBodySchema.safeParse(reading.blank ? {} : reading.value);
  if (!parsed.success) return c.json({ code: 'validation_failed', message: describeIssues(parsed.error) }, 400);
  return parsed.data;
}

/** The functions' routes (mount at `/`), and how to restore their limits. */
export function accountFunctions(options: AccountFunctionsOptions): { routes: Hono; reset: () => void } {
  const app = new Hono();
  const directory = authAdminDirectory({
    url: options.origin,
    serviceRoleKey: options.serviceRoleKey,
    fetch: options.fetch,
  });
  const mail: MailSender = {
    async send(message) {
      await options.outbox.send(message);
    },
  };
  const limits = {
    perAddress: new WindowLimiter(RESEND_LIMITS.perAddress),
    perIp: new WindowLimiter(RESEND_LIMITS.perIp),
  };
  const callers = new WeakMap<Request, string>();

  const resendActivation = createResendActivationHandler({
    directory,
    mail,
    siteUrl: options.siteUrl,
    limits,
    clientIp: (request) => callers.get(request) ?? 'unknown',
  });
  const orderPaid = createOrderPaidHandler({
    directory,
    records: databaseOrderRecords(options.db),
    mail,
    webhookSecret: options.webhookSecret,
    siteUrl: options.siteUrl,
    readCheckout: paidCheckoutClient({
      apiUrl: `${options.origin}/v1`,
      secretKey: options.commerceSecretKey,
      fetch: options.fetch,
    }),
    now: Date.now,
  });

  app.all('/functions/v1/resend-activation', (c) => {
    callers.set(c.req.raw, clientIp(c));
    return resendActivation(c.req.raw);
  });
  app.all('/functions/v1/order-paid', (c) => orderPaid(c.req.raw));

  // Tests change or restore resend-activation's limits (test mode only).
  app.put('/_local/functions/rate-limits', async (c) => {
    if (!options.testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
    const body = await readLimitsBody(c);
    if (body instanceof Response) return body;
    if (body.perAddress) limits.perAddress.configure(body.perAddress);
    if (body.perIp) limits.perIp.configure(body.perIp);
    return c.json({ perAddress: limits.perAddress.current, perIp: limits.perIp.current });
  });
  const reset = () => {
    limits.perAddress.configure(RESEND_LIMITS.perAddress);
    limits.perIp.configure(RESEND_LIMITS.perIp);
  };
  app.delete('/_local/functions/rate-limits', (c) => {
    if (!options.testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
    reset();
    return c.json({ perAddress: limits.perAddress.current, perIp: limits.perIp.current });
  });

  return { routes: app, reset };
}
