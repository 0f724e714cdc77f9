/**
 * The product-restocked function of `supabase/functions/`, mounted as Supabase
 * serves it (`/functions/v1/product-restocked`, no JWT: the platform signs its
 * webhook instead): the same handler, with this backend's parts behind it:
 * the catalogue API read with the secret key, the database as the service
 * role (the statements PostgREST's `rpc` would run), and the mail outbox.
 */
import { Hono } from 'hono';
import { asRequest, type Database } from '../db.ts';
import type { MailOutbox } from '../platform/mail.ts';
import {
  createProductRestockedHandler,
  type ClosedRequest,
  type RestockRequests,
} from '../../supabase/functions/product-restocked/handler.ts';
import { CLOSE_FUNCTION, REOPEN_FUNCTION } from '../../supabase/functions/product-restocked/restock-requests.ts';
import { restockedProductClient } from '../../supabase/functions/product-restocked/restocked-product.ts';

export interface RestockFunctionOptions {
  db: Database;
  outbox: MailOutbox;
  siteUrl: string;
  /** This backend's origin (its catalogue API is at `{origin}/v1`). */
  origin: string;
  webhookSecret: string;
  commerceSecretKey: string;
  /** Reaches this backend's own routes (in process). */
  fetch: typeof fetch;
}

const SERVICE_ROLE = { role: 'service_role' } as const;

/** The requests' database functions, called as the service role. */
export function databaseRestockRequests(db: Database): RestockRequests {
  return {
    async close(variantIds) {
      const { rows } = await asRequest(db, SERVICE_ROLE, (tx) =>
        tx.query<ClosedRequest>(`select * from public.${CLOSE_FUNCTION}($1::text[])`, [variantIds]),
      );
      return rows;
    },
    async reopen(id) {
      await asRequest(db, SERVICE_ROLE, (tx) => tx.query(`select public.${REOPEN_FUNCTION}($1::uuid)`, [id]));
    },
  };
}

export function restockFunction(options: RestockFunctionOptions): Hono {
  const handler = createProductRestockedHandler({
    requests: databaseRestockRequests(options.db),
    mail: {
      async send(mail) {
        await options.outbox.send(mail);
      },
    },
    webhookSecret: options.webhookSecret,
    siteUrl: options.siteUrl,
    readProduct: restockedProductClient({
      apiUrl: `${options.origin}/v1`,
      secretKey: options.commerceSecretKey,
      fetch: options.fetch,
    }),
    now: Date.now,
  });
  const app = new Hono();
  app.all('/functions/v1/product-restocked', (c) => handler(c.req.raw));
  return app;
}
