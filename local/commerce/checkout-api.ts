import { Hono, type Context } from 'hono';
import { z, ZodError } from 'zod';
import { readJsonBytes } from '../../supabase/functions/_shared/json-body.ts';
import { MAX_JSON_DEPTH } from '../../supabase/functions/_shared/json-depth.ts';
import {
  createCheckoutBody,
  createLineBody,
  updateLineBody,
} from '../../supabase/functions/_shared/surecart/checkout.ts';
import { ApiError, describeIssues, errorResponse, invalidParameter } from './errors.ts';
import { listParam } from './product-query.ts';
import type { CheckoutService } from './checkouts.ts';
import { MAX_LINE_QUANTITY } from './checkout-storage.ts';
import { shopHostReturnUrl } from './shop-host-return.ts';

/** A body may come wrapped in its object name (`{"checkout": {...}}`) or bare; both are taken. */
export const unwrap = <T extends z.ZodType>(name: string, schema: T) =>
  z.union([z.object({ [name]: schema }).transform((body) => body[name] as z.infer<T>), schema]);

/*
 * The bodies are SureCart's (supabase/functions/_shared/surecart/checkout.ts); what is added here
 * is what the platform enforces on top: quantities of 1 to 999 (1 when left
 * out), metadata limits, and the defaults of a new checkout.
 */
const quantitySchema = z.number().int().min(1).max(MAX_LINE_QUANTITY);

const { checkout: _checkout, ...newLineShape } = createLineBody.shape;
const newLineSchema = z.object({ ...newLineShape, quantity: quantitySchema.default(1) });

/** Metadata as the platform takes it: at most 50 keys of up to 40 characters, string values up to 500. */
const metadataSchema = z
  .record(z.string().min(1).max(40), z.string().max(500))
  .refine((metadata) => Object.keys(metadata).length <= 50, 'metadata holds at most 50 keys');

const createCheckoutSchema = unwrap(
  'checkout',
  z.object({
    ...createCheckoutBody.shape,
    line_items: z.array(newLineSchema).default([]),
    live_mode: z.boolean().default(true),
    email: z.string().email().nullish(),
    metadata: metadataSchema.default({}),
  }),
);

/*
 * Line-item bodies come flat, as the platform's own cart client sends them:
 * the shop host puts the JSON it receives under `line_item` itself before
 * passing it on. A field the platform does not know is refused, so a body
 * already wrapped (`{"line_item": {...}}`, which would reach the platform as
 * `line_item.line_item`) is refused too.
 */
const createLineSchema = z.strictObject({ ...createLineBody.shape, quantity: quantitySchema.default(1) });
const updateLineSchema = z.strictObject({ ...updateLineBody.shape, quantity: quantitySchema });

/** Reads a line-item body; an unknown field is refused as the platform refuses it, naming the field. */
function parseLineBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const unknown = parsed.error.issues.find((issue) => issue.code === 'unrecognized_keys')?.keys[0];
  if (unknown) throw invalidParameter(unknown, `${unknown} is not an attribute of a line item.`);
  throw parsed.error;
}

/**
 * A JSON body as the shop host reads it: empty is `{}`; bytes that are not
 * UTF-8, too deep a nesting or anything but JSON get WordPress's 400 for
 * invalid JSON. A string holding U+0000 gets a 400 as well: WordPress would
 * pass it on and the platform's database cannot store it (here, a 500).
 */
async function readBody(c: Context): Promise<unknown> {
  const reading = readJsonBytes(await c.req.arrayBuffer());
  if (reading.ok) return reading.blank ? {} : reading.value;
  switch (reading.problem) {
    case 'nul':
      throw new ApiError(400, 'invalid', 'rest_invalid_param', `Invalid parameter(s): ${reading.detail}.`);
    case 'too_deep':
      throw new ApiError(
        400,
        'invalid',
        'rest_invalid_json',
        `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
      );
    default:
      throw new ApiError(400, 'invalid', 'rest_invalid_json', 'The request body is not valid JSON.');
  }
}

/** Who reads a checkout through the shop host here: always a visitor it does not know (no WordPress sign-in). */
const SHOP_HOST_VISITOR = { anonymous: true };

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
      // The shop host's proxy gives every checkout it creates its own return route, whatever the body says.
      returnUrl: shopHostReturnUrl(new URL(c.req.url).origin),
    });
    return c.json(await checkouts.serialize(checkout, expansions(c), SHOP_HOST_VISITOR));
  });

  api.get('/checkouts/:id', async (c) => {
    const checkout = await checkouts.find(c.req.param('id'));
    return c.json(await checkouts.serialize(checkout, expansions(c), SHOP_HOST_VISITOR));
  });

  api.post('/line_items', async (c) => {
    const body = parseLineBody(createLineSchema, await readBody(c));
    const line = await checkouts.addLine(body.checkout, body);
    return c.json(checkouts.serializeLine(line, expansions(c)));
  });

  api.patch('/line_items/:id', async (c) => {
    const body = parseLineBody(updateLineSchema, await readBody(c));
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
    return c.json(await checkouts.serialize(checkout, expansions(c), { anonymous: false }));
  });
  return api;
}
