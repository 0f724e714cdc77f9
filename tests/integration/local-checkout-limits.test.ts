/** What one checkout of the embedded backend can hold: 999 of a line, 100 lines, and amounts past 32 bits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendOrigin, changeStock, checkoutHostRequest, commerceGet, getJson } from './helpers.ts';

/** What these tests read of the catalogue and of checkouts. */
interface ListedPrice {
  id: string;
  amount: number;
  archived: boolean;
}
interface ListedProduct {
  prices: { data: ListedPrice[] };
  variants: { data: { id: string; amount: number | null }[] };
}
interface WireLine {
  price: string;
  variant: string | null;
  quantity: number;
}
interface PaidEvent {
  data: { checkout_id: string; total_amount: number };
}

interface Buyable {
  price: string;
  variant?: string;
  amount: number;
}

/** Every price and variant pair of the catalogue that can be put in a checkout, dearest first. */
let buyables: Buyable[] = [];

beforeAll(async () => {
  const { body } = await commerceGet('/products?limit=100&expand[]=prices&expand[]=variants');
  const products: ListedProduct[] = body.data;
  buyables = products
    .flatMap((product) =>
      product.prices.data
        .filter((price) => !price.archived)
        .flatMap((price): Buyable[] =>
          product.variants.data.length === 0
            ? [{ price: price.id, amount: price.amount }]
            : product.variants.data.map((v) => ({
                price: price.id,
                variant: v.id,
                amount: v.amount ?? price.amount,
              })),
        ),
    )
    .sort((a, b) => b.amount - a.amount);
  expect(buyables.length).toBeGreaterThan(101);
});

const asLine = ({ price, variant }: Buyable, quantity: number) => ({ price, variant, quantity });

async function checkoutWith(lines: { price: string; variant?: string; quantity: number }[]) {
  const created = await checkoutHostRequest('POST', '/checkouts', { line_items: lines });
  expect(created.status).toBe(200);
  return created.body.id as string;
}

async function linesOf(id: string) {
  return (await checkoutHostRequest('GET', `/checkouts/${id}?expand[]=line_items`)).body.line_items.data as WireLine[];
}

describe('quantity of a line', () => {
  it('stops at 999 however often the same line is added', async () => {
    const line = buyables[5]!;
    const id = await checkoutWith([]);
    const quantities = [];
    for (let i = 0; i < 3; i++) {
      const added = await checkoutHostRequest('POST', '/line_items?consolidate=true', {
        checkout: id,
        ...asLine(line, 500),
      });
      expect(added.status).toBe(200);
      quantities.push(added.body.quantity);
    }
    expect(quantities).toEqual([500, 999, 999]);
    expect((await linesOf(id)).map((l) => l.quantity)).toEqual([999]);
  });

  it('merges the same line given twice when creating a checkout, capped too', async () => {
    const line = buyables[6]!;
    const id = await checkoutWith([asLine(line, 700), asLine(line, 700)]);
    expect((await linesOf(id)).map((l) => l.quantity)).toEqual([999]);
  });

  it('keeps one line with the summed quantity when the same line is added many times at once', async () => {
    const small = buyables[7]!;
    const large = buyables[8]!;
    const id = await checkoutWith([]);
    const adds = [
      ...Array.from({ length: 6 }, () => ({ checkout: id, ...asLine(small, 2) })),
      ...Array.from({ length: 10 }, () => ({ checkout: id, ...asLine(large, 150) })),
    ];
    const answers = await Promise.all(
      adds.map((add) => checkoutHostRequest('POST', '/line_items?consolidate=true', add)),
    );
    expect(answers.map((a) => a.status)).toEqual(adds.map(() => 200));
    const lines = await linesOf(id);
    expect(lines).toHaveLength(2);
    const quantityOf = (b: Buyable) =>
      lines.find((l) => l.price === b.price && l.variant === (b.variant ?? null))?.quantity;
    expect([quantityOf(small), quantityOf(large)]).toEqual([12, 999]);
  });
});

describe('lines of a checkout', () => {
  it('holds 100 different lines, refuses a 101st with a 422 WP_Error, and still takes more of a line it holds', async () => {
    const id = await checkoutWith(buyables.slice(0, 100).map((b) => asLine(b, 1)));
    expect(await linesOf(id)).toHaveLength(100);

    const refused = await checkoutHostRequest('POST', '/line_items?consolidate=true', {
      checkout: id,
      ...asLine(buyables[100]!, 1),
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'checkout.line_items.too_many',
      message: 'A checkout can hold at most 100 different items.',
      data: { status: 422, http_status: 'unprocessable_entity' },
      additional_errors: [{ data: { attribute: 'line_items' } }],
    });
    expect(await linesOf(id)).toHaveLength(100);

    const more = await checkoutHostRequest('POST', '/line_items?consolidate=true', {
      checkout: id,
      ...asLine(buyables[0]!, 2),
    });
    expect(more.status).toBe(200);
    expect(more.body.quantity).toBe(3);
  });

  it('refuses to create a checkout of 101 different lines', async () => {
    const refused = await checkoutHostRequest('POST', '/checkouts', {
      line_items: buyables.slice(0, 101).map((b) => asLine(b, 1)),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('checkout.line_items.too_many');
  });
});

/** Lets the products of these lines be ordered beyond their stock (back-orders), or not, through the backend's test hook. */
async function takeBackorders(lines: Buyable[], allowed: boolean) {
  for (const { variant } of lines) {
    expect((await changeStock({ variant, allow_out_of_stock_purchases: allowed })).status).toBe(204);
  }
}

describe('a very large order', () => {
  // No bike has 999 in stock: their products take back-orders for this order, so every line is charged.
  const dearest = () => buyables.slice(0, 3);
  beforeAll(() => takeBackorders(dearest(), true));
  afterAll(() => takeBackorders(dearest(), false));

  it('is priced, taxed and paid with amounts past 32 bits', async () => {
    const lines = dearest();
    expect(lines.every((line) => line.variant)).toBe(true);
    const id = await checkoutWith(lines.map((b) => asLine(b, 999)));
    const subtotal = lines.reduce((sum, b) => sum + 999 * b.amount, 0);
    expect(subtotal).toBeGreaterThan(2 ** 31);

    const details = await fetch(`${backendOrigin()}/checkout/${id}/details`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'big.spender@example.ca',
        name: 'Big Spender',
        line1: '1 rue Sherbrooke',
        city: 'Montréal',
        country: 'CA',
        region: 'QC',
        postal_code: 'H3A 1B1',
      }).toString(),
      redirect: 'manual',
    });
    expect(details.status).toBe(303);
    const tax = Math.round(subtotal * 0.14975);
    const { body: before } = await checkoutHostRequest('GET', `/checkouts/${id}`);
    expect(before).toMatchObject({ subtotal_amount: subtotal, shipping_amount: 0, tax_amount: tax });

    const paid = await fetch(`${backendOrigin()}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const events: PaidEvent[] = (await getJson('/_local/events?type=order.paid')).body;
    expect(events.find((e) => e.data.checkout_id === id)?.data.total_amount).toBe(subtotal + tax);
  });
});
