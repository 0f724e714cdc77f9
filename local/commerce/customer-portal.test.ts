/**
 * The customer portal's link lifetime, against the real routes with the clock
 * faked: a link opens the dashboard for an hour, then says it has expired.
 * The database is a small stand-in that keeps customer links in memory.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db.ts';
import { CUSTOMER_LINK_TTL_SECONDS, customerPortal } from './customer-portal.ts';

const KEYS = { publicToken: 'pt_test', secretKey: 'st_test' };
const CUSTOMER = { id: 'cus_1', email: 'rider@velonord.test', name: 'Rider <b>One</b>' };

/** Answers the portal's few statements: customers, links by token hash, orders. */
function fakeDatabase(): Database {
  const links = new Map<string, { customer_id: string; expires_at: Date; created_at: Date }>();
  const query = async (sql: string, params: unknown[] = []) => {
    if (sql.includes('from local.customers where id')) {
      return { rows: params[0] === CUSTOMER.id ? [{ id: CUSTOMER.id }] : [] };
    }
    if (sql.includes('insert into local.customer_links')) {
      const [hash, customer, , created, expires] = params as [string, string, boolean, Date, Date];
      links.set(hash, { customer_id: customer, created_at: created, expires_at: expires });
      return { rows: [{ id: 'cl_1', created_at: created, expires_at: expires }] };
    }
    if (sql.includes('from local.customer_links')) {
      const link = links.get(params[0] as string);
      return { rows: link ? [{ ...link, email: CUSTOMER.email, name: CUSTOMER.name }] : [] };
    }
    if (sql.includes('from local.orders')) {
      return {
        rows: [
          {
            number: 7,
            checkout_id: 'chk-7',
            total_amount: '12345',
            currency: 'cad',
            created_at: new Date('2026-03-02T15:00:00Z'),
          },
        ],
      };
    }
    throw new Error(`unexpected statement: ${sql}`);
  };
  return { query } as unknown as Database;
}

async function newLink(app: ReturnType<typeof customerPortal>): Promise<string> {
  const response = await app.request('/v1/customer_links', {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEYS.secretKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ customer_link: { customer: CUSTOMER.id } }),
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return new URL(url).pathname + new URL(url).search;
}

describe('customer portal links', () => {
  let app: ReturnType<typeof customerPortal>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    app = customerPortal(fakeDatabase(), KEYS, 'http://backend.test', 'http://shop.test');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the customer's orders, escaped, until the link's hour is up", async () => {
    const path = await newLink(app);
    vi.advanceTimersByTime(CUSTOMER_LINK_TTL_SECONDS * 1000 - 1000);
    const response = await app.request(path);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Your orders');
    expect(page).toContain('#1007');
    expect(page).toContain('March 2, 2026');
    expect(page).toContain('$123.45');
    expect(page).toContain('Rider &lt;b&gt;One&lt;/b&gt;');
    expect(page).toContain('href="http://shop.test/thank-you?sc_order=chk-7"');
  });

  it('says the link has expired (410) once the hour is up', async () => {
    const path = await newLink(app);
    vi.advanceTimersByTime(CUSTOMER_LINK_TTL_SECONDS * 1000);
    const response = await app.request(path);
    expect(response.status).toBe(410);
    const page = await response.text();
    expect(page).toContain('This link has expired');
    expect(page).not.toContain('#1007');
  });
});
