/**
 * Webhooks of the commerce platform: the events recorded in `local.events`
 * (order.paid at payment, product.stock_adjusted at a stock change) are posted, signed as the platform signs them, to
 * the function that handles them. An event is marked delivered once the
 * function answers 2xx; others are tried again at the next delivery.
 */
import { Hono } from 'hono';
import type { Database } from '../db.ts';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from '../../supabase/functions/_shared/webhook-signature.ts';

/** Which function each event type is delivered to. */
export const WEBHOOK_ENDPOINTS: Record<string, string> = {
  'order.paid': '/functions/v1/order-paid',
  'product.stock_adjusted': '/functions/v1/product-restocked',
};

interface EventRow {
  id: number;
  type: string;
  data: Record<string, unknown>;
  created_at: Date;
}

export interface DeliveryResult {
  id: number;
  type: string;
  status: number;
}

/** This stand-in's platform account, named by every event as the platform names its store's. */
export const LOCAL_ACCOUNT_ID = 'acc_local';

/**
 * The event as the platform sends it, field for field as its API reference's
 * example event: `{id, object: "event", type, account, created_at, data:
 * {object: order}}`, the order naming its checkout by id only (all but its
 * `statement_url`: this stand-in has no order statements). No customer, no
 * e-mail address, no amounts: whoever handles it reads the checkout with the
 * secret key for those, as it must on the real platform.
 */
export function webhookPayload(event: EventRow): string {
  const createdAt = Math.floor(event.created_at.getTime() / 1000);
  if (event.type === 'product.stock_adjusted') return stockPayload(event, createdAt);
  const data = event.data as { order_id?: string; order_number?: string; checkout_id?: string };
  return JSON.stringify({
    id: `evt_local_${event.id}`,
    object: 'event',
    data: {
      object: {
        id: data.order_id,
        object: 'order',
        live_mode: true,
        number: data.order_number ?? null,
        order_type: 'checkout',
        status: 'paid',
        checkout: data.checkout_id,
        created_at: createdAt,
        updated_at: createdAt,
      },
    },
    type: event.type,
    account: LOCAL_ACCOUNT_ID,
    created_at: createdAt,
  });
}

/**
 * A stock change as the platform reports it: the event's object is the product
 * as it was after the change (recorded with the event, without its variants),
 * as the platform's product events carry the product. Whoever handles it reads
 * the product's variants with the secret key for their stock.
 */
function stockPayload(event: EventRow, createdAt: number): string {
  return JSON.stringify({
    id: `evt_local_${event.id}`,
    object: 'event',
    data: { object: (event.data as { product?: unknown }).product ?? null },
    type: event.type,
    account: LOCAL_ACCOUNT_ID,
    created_at: createdAt,
  });
}

/** Records a product's stock change as the platform's event, to be delivered like a payment's. */
export async function recordStockEvent(db: Database, product: object): Promise<void> {
  await db.query(`insert into local.events (type, data) values ('product.stock_adjusted', $1)`, [
    JSON.stringify({ product }),
  ]);
}

/** A delivery of an event's body to `url`, signed as the platform signs them. */
export async function signedDelivery(url: string, body: string, secret: string): Promise<Request> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return new Request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: await signWebhook(body, timestamp, secret),
    },
    body,
  });
}

export class WebhookDelivery {
  private running: Promise<unknown> = Promise.resolve();
  /**
   * While held (test mode), payments and stock changes record their events without sending them,
   * as when the platform's webhook endpoint is switched off: a test then posts
   * the events it means to, and sends the waiting ones when it lets go.
   */
  held = false;

  constructor(
    private readonly db: Database,
    /** Reaches the backend's routes (in process). */
    private readonly fetch: (request: Request) => Promise<Response>,
    private readonly origin: string,
    private readonly secret: string,
  ) {}

  /** Posts one event to its function, signed; returns the function's HTTP status. */
  async post(event: EventRow): Promise<number> {
    const path = WEBHOOK_ENDPOINTS[event.type];
    if (!path) return 204;
    const response = await this.fetch(
      await signedDelivery(`${this.origin}${path}`, webhookPayload(event), this.secret),
    );
    await response.body?.cancel();
    return response.status;
  }

  /** What a payment or a stock change runs: every undelivered event, unless deliveries are held. */
  async afterEvent(): Promise<DeliveryResult[]> {
    return this.held ? [] : this.deliverPending();
  }

  /** Delivers every undelivered event, one delivery run at a time; never throws. */
  async deliverPending(): Promise<DeliveryResult[]> {
    const run = this.running.then(() => this.deliver());
    this.running = run.catch(() => undefined);
    try {
      return await run;
    } catch (error) {
      console.error('[local] webhook delivery failed', error);
      return [];
    }
  }

  /** Delivers one event again, delivered or not (tests of idempotency). */
  async redeliver(id: number): Promise<DeliveryResult | undefined> {
    const { rows } = await this.db.query<EventRow>(
      'select id, type, data, created_at from local.events where id = $1',
      [id],
    );
    const event = rows[0];
    return event && { id: event.id, type: event.type, status: await this.post(event) };
  }

  private async deliver(): Promise<DeliveryResult[]> {
    const { rows } = await this.db.query<EventRow>(
      `select id, type, data, created_at from local.events where delivered_at is null and type = any($1::text[]) order by id`,
      [Object.keys(WEBHOOK_ENDPOINTS)],
    );
    const results: DeliveryResult[] = [];
    for (const event of rows) {
      const status = await this.post(event);
      if (status >= 200 && status < 300) {
        await this.db.query('update local.events set delivered_at = now() where id = $1', [event.id]);
      }
      results.push({ id: event.id, type: event.type, status });
    }
    return results;
  }
}

/** `/_local/webhooks/*`: deliver pending events now, or one event again (test mode only). */
export function webhookRoutes(delivery: WebhookDelivery, testMode: boolean): Hono {
  const app = new Hono();
  app.use('/_local/webhooks/*', async (c, next) => {
    if (!testMode) return c.json({ code: 'forbidden', message: 'Only allowed in test mode.' }, 403);
    await next();
  });
  app.post('/_local/webhooks/deliver', async (c) => c.json(await delivery.deliverPending()));
  // Holds payments' deliveries (`/hold`), or lets go and sends what waited (`/release`).
  app.post('/_local/webhooks/hold', (c) => {
    delivery.held = true;
    return c.json({ held: true });
  });
  app.post('/_local/webhooks/release', async (c) => {
    delivery.held = false;
    return c.json(await delivery.deliverPending());
  });
  app.post('/_local/webhooks/redeliver/:id{[0-9]{1,15}}', async (c) => {
    const result = await delivery.redeliver(Number(c.req.param('id')));
    return result ? c.json(result) : c.json({ code: 'not_found', message: 'No such event.' }, 404);
  });
  return app;
}
