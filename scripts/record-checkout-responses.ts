/**
 * Records real answers of the embedded backend's checkout endpoints, as the
 * cart and the thank-you page request them, into
 * src/lib/surecart/testing/checkout-responses.json, where the checkout reader's unit
 * tests read them. Run again after changing what the backend answers:
 *
 *   npx tsx scripts/record-checkout-responses.ts
 */
import { writeFile } from 'node:fs/promises';
import { LOCAL_DEFAULTS } from '../local/defaults.js';
import { startLocalBackend } from '../local/server.ts';
import { CART_EXPANSIONS, ORDER_EXPANSIONS } from '../src/lib/surecart/checkout-reader.ts';

const OUTPUT = 'src/lib/surecart/testing/checkout-responses.json';
const backend = await startLocalBackend({
  port: Number(process.env.RECORD_PORT ?? 54398),
  dataDir: null,
  testMode: true,
});
const origin = backend.origin;
const api = `${origin}/wp-json/surecart/v1`;

/** A catalogue product, as far as choosing what to put in the carts goes. */
interface ListedProduct {
  id: string;
  prices: { data: { id: string }[] };
  variants: { data: { id: string; amount: number | null }[] };
}

async function call<T = { id: string }>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok && init.redirect !== 'manual')
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (response.headers.get('content-type')?.includes('json') ? response.json() : null) as Promise<T>;
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo catalogue has no ${what}`);
  return value;
}

const send = (method: string, path: string, body: unknown) =>
  call(`${api}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const expand = (expansions: readonly string[]) => expansions.map((e) => `expand[]=${e}`).join('&');
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

try {
  const { data: products } = await call<{ data: ListedProduct[] }>(
    `${origin}/v1/products?limit=100&expand[]=prices&expand[]=variants`,
    {
      headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartPublicToken}` },
    },
  );
  const bottle = found(
    products.find((p) => p.variants.data.length === 0 && p.prices.data.length === 1),
    'product with one price and no variant',
  );
  const bike = found(
    products.find((p) => p.variants.data.some((v) => v.amount !== null)),
    'variant with its own amount',
  );
  const twoPrices = found(
    products.find((p) => p.id !== bike.id && p.prices.data.length > 1),
    'other product with several prices',
  );
  const dearVariant = found(
    bike.variants.data.find((v) => v.amount !== null),
    'variant with its own amount',
  );
  const retiredPrice = found(twoPrices.prices.data.at(-1), 'price to retire');
  const bottlePrice = found(bottle.prices.data[0], 'bottle price').id;
  const bikePrice = found(bike.prices.data[0], 'bike price').id;

  // The cart: a plain line twice, a variant with its own amount, and a line whose price was then retired.
  const created = await send('POST', `/checkouts?${expand(CART_EXPANSIONS)}`, {
    line_items: [{ price: bottlePrice, quantity: 1 }],
    live_mode: true,
  });
  const addLine = (price: string, variant?: string) =>
    send('POST', '/line_items?consolidate=true', { checkout: created.id, price, variant, quantity: 1 });
  await addLine(bottlePrice);
  await addLine(bikePrice, dearVariant.id);
  await addLine(retiredPrice.id, twoPrices.variants.data[0]?.id);
  await call(`${origin}/_local/catalog/prices/${retiredPrice.id}`, { method: 'DELETE' });
  const cart = await call(`${api}/checkouts/${created.id}?${expand(CART_EXPANSIONS)}&form_id=148&_locale=user`);

  // An order: a checkout paid on the hosted checkout, read as the thank-you page reads it.
  const paid = await send('POST', `/checkouts`, {
    line_items: [{ price: bikePrice, variant: dearVariant.id }],
  });
  const address = { name: 'Ana Roy', line1: '123 rue Saint-Denis', city: 'Montréal', postal_code: 'H2X 1Y4' };
  await call(
    `${origin}/checkout/${paid.id}/details`,
    form({ email: 'ana@example.ca', country: 'CA', region: 'QC', ...address }),
  );
  await call(`${origin}/checkout/${paid.id}/pay`, { method: 'POST', redirect: 'manual' });
  const order = await call(`${api}/checkouts/${paid.id}?${expand(ORDER_EXPANSIONS)}`, {
    headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartPublicToken}` },
  });

  await writeFile(OUTPUT, `${JSON.stringify({ created, cart, order }, null, 2)}\n`);
  console.log(`recorded ${OUTPUT}`);
} finally {
  await backend.close();
}
