import { describe, expect, it } from 'vitest';
import type { AccountUser } from '../_shared/account-directory.ts';
import { createOrderPaidHandler, readBuyer, readPaidOrder } from './handler.ts';
import { signWebhook } from '../_shared/webhook-signature.ts';

const secret = 'whsec_test';
/** The event as the platform's API reference shows it: the order names its checkout by id, no customer, no e-mail. */
const event = {
  id: 'evt_1',
  object: 'event',
  type: 'order.paid',
  data: {
    object: {
      id: 'ord_1',
      object: 'order',
      live_mode: true,
      number: '0001',
      order_type: 'checkout',
      status: 'paid',
      checkout: 'co_1',
      created_at: 1664479758,
      updated_at: 1664479758,
    },
  },
  account: 'acc_1',
  created_at: 1664479758,
};
/** The order's checkout as the platform answers it with the secret key and `expand[]=customer`. */
const paidCheckout = () => ({
  id: 'co_1',
  object: 'checkout',
  status: 'paid',
  email: 'Ana@Example.com',
  customer: { id: 'cus_1', object: 'customer', email: 'Ana@Example.com' },
  metadata: {} as Record<string, string>,
});

async function signedRequest(payload: unknown) {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return new Request('http://functions/order-paid', {
    method: 'POST',
    headers: { 'X-Webhook-Timestamp': timestamp, 'X-Webhook-Signature': await signWebhook(body, timestamp, secret) },
    body,
  });
}

function fakes(options: { failMail?: boolean } = {}) {
  /** How many of the next e-mails, and of the next checkout reads, fail. */
  const failures = { mail: 0, checkout: 0 };
  /** The platform's checkouts, by id; an id not here answers as a 404 does (the read rejects). */
  const checkouts: Record<string, Record<string, unknown>> = { co_1: paidCheckout() };
  /** The checkouts read, in order. */
  const reads: string[] = [];
  const users: AccountUser[] = [];
  const claimed = new Set<string>();
  /** Every sign-in link made: each new one ends the one before, as Auth's do. */
  const issued: string[] = [];
  const links: Array<[string, string]> = [];
  /** The accounts handed back to whoever proves the address. */
  const reclaimed: string[] = [];
  const sent: string[] = [];
  const mails: Array<{ to: string; subject: string; text: string }> = [];
  const deps = {
    directory: {
      findByEmail: async (email: string) => users.find((u) => u.email === email),
      // As Auth: undefined when the address has an account already.
      createPending: async (email: string, userMetadata: Record<string, unknown>) => {
        if (users.some((u) => u.email === email)) return undefined;
        const user = { id: `u-${users.length + 1}`, email, user_metadata: userMetadata };
        users.push(user);
        return user;
      },
      // As Auth's admin update: a new (unknown) password, and the metadata handed back.
      reclaimUnconfirmed: async (user: AccountUser) => {
        reclaimed.push(user.id);
        const current = users.find((u) => u.id === user.id)!;
        current.user_metadata = { password_set: false };
        return current;
      },
      signInLink: async (email: string, redirectTo: string) => {
        issued.push(email);
        return `https://auth.example/verify?for=${email}&to=${redirectTo}`;
      },
    },
    records: {
      claimEvent: async (id: string) => (claimed.has(id) ? false : (claimed.add(id), true)),
      releaseEvent: async (id: string) => void claimed.delete(id),
      linkCustomer: async (userId: string, customerId: string) => void links.push([userId, customerId]),
    },
    mail: {
      send: async (mail: { to: string; subject: string; text: string }) => {
        if (options.failMail || failures.mail-- > 0) throw new Error('mail down');
        sent.push(mail.to);
        mails.push(mail);
      },
    },
    readCheckout: async (id: string) => {
      reads.push(id);
      if (failures.checkout-- > 0) throw new Error('checkouts answered 503');
      const checkout = checkouts[id];
      if (!checkout) throw new Error('checkouts answered 404');
      return checkout;
    },
    webhookSecret: secret,
    siteUrl: 'https://shop.example',
    now: Date.now,
    log: () => undefined,
  };
  return { deps, users, links, sent, mails, claimed, issued, failures, reclaimed, checkouts, reads };
}

describe('order-paid handler', () => {
  it("reads the event's id and its order's checkout id, and nothing else from it", () => {
    expect(readPaidOrder(event)).toEqual({ eventId: 'evt_1', eventType: 'order.paid', checkoutId: 'co_1' });
    // An order carrying a customer but no checkout cannot be handled: the buyer is read from the checkout.
    const { checkout: _none, ...withoutCheckout } = event.data.object;
    const customer = { id: 'cus_2', email: 'b@example.com' };
    expect(readPaidOrder({ ...event, data: { object: { ...withoutCheckout, customer } } })).toBeUndefined();
  });

  it("reads the buyer from the checkout's customer, lower-cased, else the checkout's own e-mail", () => {
    expect(readBuyer(paidCheckout())).toEqual({ customerId: 'cus_1', email: 'ana@example.com', locale: undefined });
    expect(readBuyer({ customer: 'cus_2', email: 'B@example.com', metadata: { locale: 'fr' } })).toEqual({
      customerId: 'cus_2',
      email: 'b@example.com',
      locale: 'fr',
    });
    expect(readBuyer({ customer: 'cus_2' })).toBeUndefined();
    expect(readBuyer({ email: 'b@example.com' })).toBeUndefined();
  });

  it('an event whose checkout cannot be read answers 503 and records nothing; the retry opens the account', async () => {
    const { deps, users, claimed, sent, failures, links } = fakes();
    const handler = createOrderPaidHandler(deps);
    failures.checkout = 1;
    const refused = await handler(await signedRequest(event));
    expect(refused.status).toBe(503);
    expect(claimed.size).toBe(0);
    expect(users).toEqual([]);
    expect(links).toEqual([]);
    expect(sent).toEqual([]);
    const retried = await handler(await signedRequest(event));
    expect(retried.status).toBe(200);
    expect(users).toHaveLength(1);
    expect(sent).toEqual(['ana@example.com']);
  });

  it('an event naming a checkout the platform does not know answers 503 too (a key of the wrong mode, a delay)', async () => {
    const { deps, claimed, users, reads } = fakes();
    const other = { ...event, data: { object: { ...event.data.object, checkout: 'co_unknown' } } };
    expect((await createOrderPaidHandler(deps)(await signedRequest(other))).status).toBe(503);
    expect(reads).toEqual(['co_unknown']);
    expect(claimed.size).toBe(0);
    expect(users).toEqual([]);
  });

  it('a checkout without its customer or e-mail answers 422 (no retry can help) and records nothing', async () => {
    for (const checkout of [
      { id: 'co_1', email: 'ana@example.com' },
      { id: 'co_1', customer: 'cus_1' },
    ]) {
      const { deps, checkouts, claimed, users } = fakes();
      checkouts.co_1 = checkout;
      const response = await createOrderPaidHandler(deps)(await signedRequest(event));
      expect(response.status).toBe(422);
      expect(claimed.size).toBe(0);
      expect(users).toEqual([]);
    }
  });

  it('creates a pending account, links the customer and mails the activation link to /auth/confirm', async () => {
    const { deps, users, links, sent } = fakes();
    const response = await createOrderPaidHandler(deps)(await signedRequest(event));
    expect(response.status).toBe(200);
    expect(users).toEqual([{ id: 'u-1', email: 'ana@example.com', user_metadata: { password_set: false } }]);
    expect(links).toEqual([['u-1', 'cus_1']]);
    expect(sent).toEqual(['ana@example.com']);
  });

  it('the same event twice does everything once', async () => {
    const { deps, users, sent } = fakes();
    const handler = createOrderPaidHandler(deps);
    await handler(await signedRequest(event));
    const again = await handler(await signedRequest(event));
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(users).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('a failure releases the event, so the platform retry runs again', async () => {
    const failing = fakes({ failMail: true });
    const response = await createOrderPaidHandler(failing.deps)(await signedRequest(event));
    expect(response.status).toBe(500);
    expect(failing.claimed.has('evt_1')).toBe(false);
  });

  describe('one activation link per account', () => {
    const paid = (n: number) => ({
      ...event,
      id: `evt_${n}`,
      data: { object: { ...event.data.object, id: `ord_${n}` } },
    });

    it('five orders paid by one new address, one after another: one account, one e-mail, one link', async () => {
      const { deps, users, sent, issued, links } = fakes();
      const handler = createOrderPaidHandler(deps);
      for (let n = 1; n <= 5; n++) expect((await handler(await signedRequest(paid(n)))).status).toBe(200);
      expect(users).toHaveLength(1);
      expect(links).toHaveLength(5);
      expect(sent).toEqual(['ana@example.com']);
      expect(issued).toEqual(['ana@example.com']);
    });

    it('five orders delivered at once: one e-mail, one link', async () => {
      const { deps, users, sent, issued } = fakes();
      const handler = createOrderPaidHandler(deps);
      const requests = await Promise.all([1, 2, 3, 4, 5].map((n) => signedRequest(paid(n))));
      const answers = await Promise.all(requests.map((request) => handler(request)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(users).toHaveLength(1);
      expect(sent).toEqual(['ana@example.com']);
      expect(issued).toEqual(['ana@example.com']);
    });

    it('an e-mail that failed leaves the link unclaimed: the retried delivery mails it', async () => {
      const { deps, sent, failures } = fakes();
      const handler = createOrderPaidHandler(deps);
      failures.mail = 1;
      expect((await handler(await signedRequest(paid(1)))).status).toBe(500);
      expect(sent).toEqual([]);
      expect((await handler(await signedRequest(paid(1)))).status).toBe(200);
      expect(sent).toEqual(['ana@example.com']);
    });
  });

  describe('an account signed up with a password and never confirmed', () => {
    it.each([
      ['en', 'the link signs you in and asks you to choose a password', /password stays/],
      ['fr', 'le lien vous connecte et vous demande de choisir un mot de passe', /mot de passe reste/],
    ])('(%s) is handed to whoever proves the address before the link goes out', async (locale, asks, stays) => {
      const { deps, users, mails, reclaimed, checkouts } = fakes();
      // Signed up with a password (anyone's), not confirmed yet.
      users.push({ id: 'u-self', email: 'ana@example.com', user_metadata: { password_set: true, full_name: 'Eve' } });
      checkouts.co_1 = { ...paidCheckout(), metadata: { locale } };
      await createOrderPaidHandler(deps)(await signedRequest(event));
      // What a reclaim asks of Auth is tested on the directory itself (_shared/account-directory.test.ts).
      expect(reclaimed).toEqual(['u-self']);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(asks);
      expect(mails[0]!.text).not.toMatch(stays);
    });

    it('a confirmed account still without a password, and one this order opened, are not handed over', async () => {
      const { deps, users, mails, reclaimed, checkouts } = fakes();
      checkouts.co_bo = { id: 'co_bo', customer: { id: 'cus_bo', email: 'bo@example.com' } };
      users.push({
        id: 'u-confirmed',
        email: 'bo@example.com',
        email_confirmed_at: '2026-01-01T00:00:00Z',
        user_metadata: { password_set: false },
      });
      const handler = createOrderPaidHandler(deps);
      await handler(await signedRequest(event));
      const forBo = {
        ...event,
        id: 'evt_bo',
        data: { object: { ...event.data.object, id: 'ord_bo', checkout: 'co_bo' } },
      };
      await handler(await signedRequest(forBo));
      expect(mails.map((mail) => mail.to)).toEqual(['ana@example.com', 'bo@example.com']);
      expect(mails[0]!.text).toContain('the link signs you in and asks you to choose a password');
      expect(reclaimed).toEqual([]);
    });
  });

  it('answers a 4xx, records nothing and opens no account when an id or the e-mail holds NUL or CR/LF', async () => {
    const { customer } = paidCheckout();
    const unusable: Array<[typeof event | object, Record<string, unknown>?]> = [
      [{ ...event, id: 'e\u0000vt_1' }],
      [{ ...event, data: { object: { ...event.data.object, checkout: 'co\u0000_1' } } }],
      [event, { ...paidCheckout(), customer: { ...customer, email: 'a\u0000na@example.com' } }],
      [event, { ...paidCheckout(), customer: { ...customer, email: 'ana\r\n@example.com' } }],
      [event, { ...paidCheckout(), customer: { ...customer, id: 'cus\u0000_1' } }],
    ];
    for (const [payload, checkout] of unusable) {
      const { deps, users, claimed, sent, checkouts } = fakes();
      if (checkout) checkouts.co_1 = checkout;
      const response = await createOrderPaidHandler(deps)(await signedRequest(payload));
      // Never a 5xx: the platform would deliver a payload that can never succeed again and again.
      expect(response.status).toBe(422);
      expect(claimed.size).toBe(0);
      expect(users).toEqual([]);
      expect(sent).toEqual([]);
    }
  });

  it('ignores other event types', async () => {
    const { deps, users } = fakes();
    const response = await createOrderPaidHandler(deps)(await signedRequest({ ...event, type: 'order.refunded' }));
    expect(await response.json()).toEqual({ received: true, ignored: true });
    expect(users).toEqual([]);
  });

  it("reads the order's checkout id, bare or expanded", () => {
    const order = event.data.object;
    expect(readPaidOrder({ ...event, data: { object: { ...order, checkout: { id: 'co_2' } } } })?.checkoutId).toBe(
      'co_2',
    );
    expect(readPaidOrder({ ...event, data: { object: { ...order, checkout: null } } })).toBeUndefined();
    // Not an id the platform gives: refused without asking it.
    for (const checkout of ['\u00a0\u2003', 'co/../customers', 'co 1', 'x'.repeat(256)]) {
      expect(readPaidOrder({ ...event, data: { object: { ...order, checkout } } })).toBeUndefined();
    }
  });

  describe("the activation e-mail's language", () => {
    it("is French, with its link to /fr/auth/confirm, when the order's checkout says locale fr", async () => {
      const { deps, mails, checkouts, reads } = fakes();
      checkouts.co_1 = { ...paidCheckout(), metadata: { locale: 'fr' } };
      await createOrderPaidHandler(deps)(await signedRequest(event));
      expect(reads).toEqual(['co_1']);
      expect(mails.map((m) => m.subject)).toEqual(['Activez votre compte Vélo Nord']);
      expect(mails[0]!.text).toContain('&to=https://shop.example/fr/auth/confirm');
    });

    it.each([
      ['no locale', {}],
      ['another language', { locale: 'es' }],
      ['no metadata at all', null],
    ])('is English for %s, and the account still opens', async (_case, metadata) => {
      const { deps, mails, users, checkouts } = fakes();
      checkouts.co_1 = { ...paidCheckout(), metadata };
      const response = await createOrderPaidHandler(deps)(await signedRequest(event));
      expect(response.status).toBe(200);
      expect(users).toHaveLength(1);
      expect(mails.map((m) => m.subject)).toEqual(['Activate your Vélo Nord account']);
      expect(mails[0]!.text).toContain('&to=https://shop.example/auth/confirm');
    });
  });
});
