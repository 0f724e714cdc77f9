import { describe, expect, it } from 'vitest';
import { readPaidOrder } from '../../supabase/functions/order-paid/handler.ts';
import { webhookPayload } from './webhooks.ts';

/**
 * The platform's example event from its API reference (webhooks page): an
 * order event whose order names its checkout by id, with no customer and no
 * e-mail address.
 */
const REFERENCE_EVENT = {
  id: '5bafe7b7-a4e3-4a7d-85e9-d8b512094b67',
  object: 'event',
  data: {
    object: {
      id: '0d6edf76-98f3-441c-9c43-81a92e929988',
      object: 'order',
      live_mode: true,
      number: '0008',
      order_type: 'checkout',
      statement_url: 'https://app.surecart.com/statements/orders/0d6edf76-98f3-441c-9c43-81a92e929988',
      status: 'paid',
      checkout: 'f1a38ad4-f87d-4550-b2e0-91a128cadf06',
      created_at: 1664479758,
      updated_at: 1664479758,
    },
  },
  type: 'order.created',
  account: 'b7cfbc09-371a-453e-ab29-2edf63de0dbe',
  created_at: 1664479758,
};

const recorded = {
  id: 7,
  type: 'order.paid',
  created_at: new Date('2026-03-01T12:00:00Z'),
  data: {
    order_id: 'ord_1',
    order_number: '1007',
    checkout_id: 'co_1',
    customer_id: 'cus_1',
    email: 'ana@example.com',
    total_amount: 12_000,
    currency: 'cad',
  },
};

describe('the order.paid event local/ posts', () => {
  const payload = JSON.parse(webhookPayload(recorded));

  it("has the reference event's fields and the reference order's, but no statement (local/ has none)", () => {
    expect(Object.keys(payload).sort()).toEqual(Object.keys(REFERENCE_EVENT).sort());
    const { statement_url: _none, ...order } = REFERENCE_EVENT.data.object;
    expect(Object.keys(payload.data.object).sort()).toEqual(Object.keys(order).sort());
  });

  it('names the checkout by id only: no customer, no e-mail address, no amount', () => {
    expect(payload).toMatchObject({
      id: 'evt_local_7',
      object: 'event',
      type: 'order.paid',
      created_at: 1772366400,
      data: { object: { id: 'ord_1', object: 'order', number: '1007', status: 'paid', checkout: 'co_1' } },
    });
    expect(JSON.stringify(payload)).not.toMatch(/cus_1|ana@example\.com|12000/);
  });

  it('is read by order-paid as the reference event is', () => {
    expect(readPaidOrder(payload)).toEqual({ eventId: 'evt_local_7', eventType: 'order.paid', checkoutId: 'co_1' });
    expect(readPaidOrder(REFERENCE_EVENT)).toMatchObject({ checkoutId: 'f1a38ad4-f87d-4550-b2e0-91a128cadf06' });
  });
});
