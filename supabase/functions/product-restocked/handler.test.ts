import { describe, expect, it } from 'vitest';
import { signWebhook } from '../_shared/webhook-signature.ts';
import { createProductRestockedHandler, restockEmail, type ClosedRequest } from './handler.ts';
import { readRestockedProduct, type RestockedProduct } from './restocked-product.ts';

const secret = 'whsec_test';
const SITE = 'https://shop.test';

/** The platform's product with its variants, as `GET /v1/products/{id}?expand[]=variants` answers it. */
const apiProduct = (stockM: number) => ({
  id: 'prod_1',
  object: 'product',
  name: 'Bromont Hardtail 29',
  slug: 'bromont-hardtail-29',
  stock_enabled: true,
  metadata: { name_fr: 'Bromont semi-rigide 29' },
  variants: {
    object: 'list',
    data: [
      { id: 'var_m', option_1: 'M', option_2: 'Lake Blue', available_stock: stockM },
      { id: 'var_l', option_1: 'L', option_2: 'Lake Blue', available_stock: 0 },
    ],
  },
});

const stockEvent = (productId: unknown = 'prod_1', type = 'product.stock_adjusted') => ({
  id: 'evt_1',
  object: 'event',
  type,
  data: { object: { id: productId, object: 'product' } },
  account: 'acc_1',
  created_at: 1664479758,
});

async function signed(payload: unknown, key = secret, timestamp = String(Math.floor(Date.now() / 1000))) {
  const body = JSON.stringify(payload);
  return new Request('http://functions/product-restocked', {
    method: 'POST',
    headers: { 'X-Webhook-Timestamp': timestamp, 'X-Webhook-Signature': await signWebhook(body, timestamp, key) },
    body,
  });
}

/** The database's open requests, closed as the database function closes them; the mails sent. */
function fakes(options: { stockM?: number; failMailTo?: string; unreadable?: boolean } = {}) {
  const open: ClosedRequest[] = [
    { id: 'r1', email: 'ana@example.com', variant_id: 'var_m', product_slug: 'bromont-hardtail-29', language: 'fr' },
    { id: 'r2', email: 'bo@example.com', variant_id: 'var_m', product_slug: 'bromont-hardtail-29', language: 'en' },
    { id: 'r3', email: 'cy@example.com', variant_id: 'var_l', product_slug: 'bromont-hardtail-29', language: 'en' },
  ];
  const closed: ClosedRequest[] = [];
  const mails: { to: string; subject: string; text: string; html: string }[] = [];
  const handler = createProductRestockedHandler({
    requests: {
      async close(ids) {
        const taken = open.filter((r) => ids.includes(r.variant_id));
        for (const each of taken) open.splice(open.indexOf(each), 1);
        closed.push(...taken);
        return taken;
      },
      async reopen(id) {
        const request = closed.find((r) => r.id === id)!;
        closed.splice(closed.indexOf(request), 1);
        open.push(request);
      },
    },
    mail: {
      async send(mail) {
        if (mail.to === options.failMailTo) throw new Error('provider down');
        mails.push(mail);
      },
    },
    webhookSecret: secret,
    siteUrl: SITE,
    async readProduct(id) {
      if (options.unreadable) throw new Error('network');
      return id === 'prod_1' ? readRestockedProduct(apiProduct(options.stockM ?? 2)) : undefined;
    },
    now: Date.now,
    log: () => undefined,
  });
  return { handler, open, closed, mails };
}

describe('product-restocked', () => {
  it('mails each open request of a variant back in stock once, in its language, with the variant chosen', async () => {
    const { handler, open, mails } = fakes();
    const response = await handler(await signed(stockEvent()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, mailed: 2 });
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['ana@example.com', 'Bromont semi-rigide 29 est de retour en stock'],
      ['bo@example.com', 'Bromont Hardtail 29 is back in stock'],
    ]);
    expect(mails[0]!.text).toContain(`${SITE}/fr/product/bromont-hardtail-29?variant=var_m`);
    expect(mails[0]!.text).toContain('(M / Lake Blue)');
    expect(mails[1]!.html).toContain(`href="${SITE}/product/bromont-hardtail-29?variant=var_m"`);
    // L is still sold out: its request stays open.
    expect(open.map((r) => r.id)).toEqual(['r3']);

    const again = await handler(await signed(stockEvent()));
    expect(await again.json()).toEqual({ received: true, mailed: 0 });
    expect(mails).toHaveLength(2);
  });

  it('mails nobody while the variant is still sold out', async () => {
    const { handler, mails, open } = fakes({ stockM: 0 });
    expect(await (await handler(await signed(stockEvent()))).json()).toEqual({ received: true, mailed: 0 });
    expect(mails).toEqual([]);
    expect(open).toHaveLength(3);
  });

  it('refuses a delivery that is unsigned, signed with another secret or stale', async () => {
    const { handler, mails } = fakes();
    const unsigned = new Request('http://functions/product-restocked', {
      method: 'POST',
      body: JSON.stringify(stockEvent()),
    });
    expect((await handler(unsigned)).status).toBe(401);
    expect((await handler(await signed(stockEvent(), 'whsec_other'))).status).toBe(401);
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    expect((await handler(await signed(stockEvent(), secret, stale))).status).toBe(401);
    expect(mails).toEqual([]);
  });

  it('ignores other events, and answers an unreadable product 4xx and a failed read 503', async () => {
    expect(await (await fakes().handler(await signed(stockEvent('prod_1', 'order.paid')))).json()).toEqual({
      received: true,
      ignored: true,
    });
    expect((await fakes().handler(await signed(stockEvent(42)))).status).toBe(422);
    expect((await fakes().handler(await signed(stockEvent('prod_gone')))).status).toBe(422);
    expect((await fakes({ unreadable: true }).handler(await signed(stockEvent()))).status).toBe(503);
  });

  it('reopens a request whose e-mail failed, so a retry mails it, and mails the others once', async () => {
    const failing = fakes({ failMailTo: 'ana@example.com' });
    expect((await failing.handler(await signed(stockEvent()))).status).toBe(502);
    expect(failing.mails.map((m) => m.to)).toEqual(['bo@example.com']);
    expect(failing.open.map((r) => r.id).sort()).toEqual(['r1', 'r3']);
  });

  it('escapes the product name in the HTML part', async () => {
    const product = readRestockedProduct({ ...apiProduct(1), name: '<b>Bold</b> bike' }) as RestockedProduct;
    const mail = await restockEmail(
      { id: 'r', email: 'a@example.com', variant_id: 'var_m', product_slug: 'x', language: 'en' },
      product,
      SITE,
    );
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.html).toContain('&lt;b&gt;Bold&lt;/b&gt; bike');
  });
});
