import { randomUUID } from 'node:crypto';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { placeOrder } from '../support/test-orders.ts';
import { backendOrigin, expect, expectNoAxeViolations, test } from './fixtures.ts';

/** A signed-in customer with one paid order: the link the dashboard function gives them. */
async function customerDashboardUrl(): Promise<string> {
  const email = `portal-${randomUUID().slice(0, 8)}@velonord.test`;
  const password = 'Portal2026Rider';
  const asService = {
    apikey: LOCAL_DEFAULTS.supabaseServiceRoleKey,
    Authorization: `Bearer ${LOCAL_DEFAULTS.supabaseServiceRoleKey}`,
    'Content-Type': 'application/json',
  };
  const user = await fetch(`${backendOrigin}/auth/v1/admin/users`, {
    method: 'POST',
    headers: asService,
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: 'Paula Portal' } }),
  });
  const { id } = await user.json();
  const { customerId } = await placeOrder(backendOrigin, email);
  const linked = await fetch(`${backendOrigin}/rest/v1/users?user_id=eq.${id}`, {
    method: 'PATCH',
    headers: asService,
    body: JSON.stringify({ surecart_customer_id: customerId }),
  });
  expect(linked.status).toBe(204);
  // A real sign-in: the function asks Auth whether the token's session is still open.
  const signedIn = await fetch(`${backendOrigin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_DEFAULTS.supabaseAnonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(signedIn.status).toBe(200);
  const token = (await signedIn.json()).access_token as string;
  const response = await fetch(`${backendOrigin}/functions/v1/get-customer-dashboard-link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'x-environment': 'production' },
    body: JSON.stringify({ userId: id, customerId }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).dashboardUrl;
}

test.describe('customer dashboard (the local stand-in for the hosted portal)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`lists the customer's orders with number, date and total (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(await customerDashboardUrl());
      await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(2);
      await expect(page.getByRole('columnheader')).toHaveText(['Order', 'Date', 'Total']);
      const cells = rows.nth(1).getByRole('cell');
      await expect(cells.nth(0).getByRole('link')).toHaveText(/^#\d{4,}$/);
      await expect(cells.nth(1)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(cells.nth(2)).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
      await expectNoAxeViolations(page);
    });
  }

  test('explains an invalid link and leads back to the shop', async ({ page }) => {
    const response = await page.goto(`${backendOrigin}/portal?link=${'x'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
