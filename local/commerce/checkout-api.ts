import { Hono, type Context } from 'hono';
import { z, ZodError } from 'zod';
import { ApiError } from './errors.ts';
import { listParam } from './product-query.ts';
import type { CheckoutService } from './checkouts.ts';

/** A body field may come wrapped in its object name (`{"line_item": {...}}`) or bare, as the shop host accepts both. */
const unwrap = <T extends z.ZodType>(name: string, schema: T) =>
  z.union([z.object({ [name]: schema }).transform((body) => body[name] as z.infer<T>), schema]);

const newLineSchema = z.object({
  price: z.string().min(1),
  variant: z.string().min(1).nullish(),
  quantity: z.number().int().min(1).max(999).default(1),
});

const createCheckoutSchema = unwrap(
  'checkout',
  z.object({
    line_items: z.array(newLineSchema).default([]),
    live_mode: z.boolean().default(true),
    email: z.string().email().nullish(),
  }),
);

const createLineSchema = unwrap('line_item', newLineSchema.extend({ checkout: z.string().min(1) }));
const updateLineSchema = unwrap('line_item', z.object({ quantity: z.number().int().min(1).max(999) }));

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
const consolidate = (c: Context) => c.req.query('consolidate') === 'true';

/**
 * The shop host's checkout endpoints (`/wp-json/surecart/v1`, spec section 7),
 * answering errors as WP_Error bodies (contracts.md section 3.4).
 */
export function checkoutApi(checkouts: CheckoutService): Hono {
  const api = new Hono();

  api.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toWordPressBody(), error.status as 400);
    if (error instanceof ZodError) {
      const message = error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
      return c.json({ code: 'rest_invalid_param', message: `Invalid parameter(s): ${message}`, data: { status: 400 } }, 400);
    }
    console.error('[local] checkout API failure', error);
    return c.json({ code: 'internal_server_error', message: 'Something went wrong.', data: { status: 500 } }, 500);
  });

  api.post('/checkouts', async (c) => {
    const body = createCheckoutSchema.parse(await readBody(c));
    const checkout = await checkouts.create({ lineItems: body.line_items, liveMode: body.live_mode, email: body.email });
    return c.json(await checkouts.serialize(checkout, expansions(c)));
  });

  api.get('/checkouts/:id', async (c) => {
    const checkout = await checkouts.find(c.req.param('id'));
    return c.json(await checkouts.serialize(checkout, expansions(c)));
  });

  api.post('/line_items', async (c) => {
    const body = createLineSchema.parse(await readBody(c));
    const line = await checkouts.addLine(body.checkout, body, consolidate(c));
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

  api.all('*', (c) =>
    c.json({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }, 404),
  );

  return api;
}
