import { Hono, type Context } from 'hono';
import { z, ZodError } from 'zod';
import { ApiError, describeIssues, errorResponse } from './errors.ts';
import { listParam } from './product-query.ts';
import type { CheckoutService } from './checkouts.ts';
import { MAX_LINE_QUANTITY } from './checkout-storage.ts';

/** A body field may come wrapped in its object name (`{"line_item": {...}}`) or bare, as the shop host accepts both. */
export const unwrap = <T extends z.ZodType>(name: string, schema: T) =>
  z.union([z.object({ [name]: schema }).transform((body) => body[name] as z.infer<T>), schema]);

const quantitySchema = z.number().int().min(1).max(MAX_LINE_QUANTITY);

const newLineSchema = z.object({
  price: z.string().min(1),
  variant: z.string().min(1).nullish(),
  quantity: quantitySchema.default(1),
});

/** Metadata as the platform takes it: at most 50 keys of up to 40 characters, string values up to 500. */
const metadataSchema = z
  .record(z.string().min(1).max(40), z.string().max(500))
  .refine((metadata) => Object.keys(metadata).length <= 50, 'metadata holds at most 50 keys');

const createCheckoutSchema = unwrap(
  'checkout',
  z.object({
    line_items: z.array(newLineSchema).default([]),
    live_mode: z.boolean().default(true),
    email: z.string().email().nullish(),
    metadata: metadataSchema.default({}),
  }),
);

const createLineSchema = unwrap('line_item', newLineSchema.extend({ checkout: z.string().min(1) }));
const updateLineSchema = unwrap('line_item', z.object({ quantity: quantitySchema }));

async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid', 'rest_invalid_json', 'The request body is not valid JSON.');
  }
}

const expansions = (c: Context) => new Set(listParam(new URL(c.req.url).searchParams, 'expand'));

/**
 * The shop host's checkout endpoints (`/wp-json/surecart/v1`): checkouts and
 * their line items, answering errors as WP_Error bodies. `consolidate` is
 * accepted and always holds: the same price and variant is one line.
 */
export function checkoutApi(checkouts: CheckoutService): Hono {
  const api = new Hono();

  api.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof ZodError) {
      const message = `Invalid parameter(s): ${describeIssues(error)}`;
      return errorResponse(c, new ApiError(400, 'invalid', 'rest_invalid_param', message));
    }
    console.error('[local] checkout API failure', error);
    return errorResponse(c, new ApiError(500, 'server_error', 'internal_server_error', 'Something went wrong.'));
  });

  api.post('/checkouts', async (c) => {
    const body = createCheckoutSchema.parse(await readBody(c));
    const checkout = await checkouts.create({
      lineItems: body.line_items,
      liveMode: body.live_mode,
      email: body.email,
      metadata: body.metadata,
    });
    return c.json(await checkouts.serialize(checkout, expansions(c)));
  });

  api.get('/checkouts/:id', async (c) => {
    const checkout = await checkouts.find(c.req.param('id'));
    return c.json(await checkouts.serialize(checkout, expansions(c)));
  });

  api.post('/line_items', async (c) => {
    const body = createLineSchema.parse(await readBody(c));
    const line = await checkouts.addLine(body.checkout, body);
    return c.json(checkouts.serializeLine(line, expansions(c)));
  });

  api.patch('/line_items/:id', async (c) => {
    const body = updateLineSchema.parse(await readBody(c));
    const line = await checkouts.updateLine(c.req.param('id'), body.quantity);
    return c.json(checkouts.serializeLine(line, expansions(c)));
  });

  api.delete('/line_items/:id', async (c) => {
    const line = await checkouts.deleteLine(c.req.param('id'));
    return c.json({ id: line.id, object: 'line_item', deleted: true });
  });

  api.all('*', () => {
    throw new ApiError(404, 'not_found', 'rest_no_route', 'No route was found matching the URL and request method.');
  });

  return api;
}

/**
 * The commerce platform's own `GET /v1/checkouts/{id}`, with the secret key
 * only: how the shop's functions read a checkout (its metadata) server-side.
 * Mount at `/v1` before the catalogue API.
 */
export function platformCheckoutApi(checkouts: CheckoutService, secretKey: string): Hono {
  const api = new Hono();
  api.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    throw error;
  });
  api.get('/checkouts/:id', async (c) => {
    const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
    if (token !== secretKey)
      throw new ApiError(401, 'unauthorized', 'unauthorized', 'Checkouts need a secret API key.');
    const checkout = await checkouts.find(c.req.param('id'));
    return c.json(await checkouts.serialize(checkout, expansions(c)));
  });
  return api;
}
