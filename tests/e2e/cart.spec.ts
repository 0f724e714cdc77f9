import type { Page } from '@playwright/test';
import {
  backendOrigin,
  commerceApi,
  SHOWN_PRODUCTS,
  expect,
  expectNoAxeViolations,
  test,
  useTheme,
  waitForIslands,
} from './fixtures.ts';
import type { StoredMail } from '../../local/platform/mail.ts';
import { checkoutAnswer, linesOf, localProducts, type LocalProduct } from '../support/commerce-wire.ts';
import { fillHostedDetails } from './checkout-helpers.ts';
import { cartButton, cartDrawer as drawer, openCartDrawer as openDrawer, seedCart } from './cart-helpers.ts';

/** A product of the commerce API, with its prices and variants expanded. */
type ApiProduct = LocalProduct<'prices' | 'variants'>;

/** A call to the shop host's checkout endpoints; the answer is a checkout, checked against the format. */
const checkoutApi = (path: string, init?: RequestInit) =>
  fetch(`${backendOrigin}/wp-json/surecart/v1${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  })
    .then((r) => r.json())
    .then(checkoutAnswer);

async function products(): Promise<ApiProduct[]> {
  const body = await commerceApi(
    `/products?limit=100&${SHOWN_PRODUCTS}&sort=name:asc&expand[]=prices&expand[]=variants`,
  );
  return localProducts(body, 'prices', 'variants').data;
}

/** The item at `index` (negative counts from the end); the demo catalogue always has it, so its absence is a failure. */
function nth<T>(items: T[], index: number): T {
  const item = items.at(index);
  if (item === undefined) throw new Error(`the demo catalogue has no item ${index} here`);
  return item;
}

/** The first demo product that matches; the test cannot run without one. */
function productWhere(all: ApiProduct[], matches: (product: ApiProduct) => boolean): ApiProduct {
  return nth(all.filter(matches), 0);
}

/** The drawer is modal: the page behind it is hidden from assistive technology until it closes. */
async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
}

test.describe('cart drawer', () => {
  test('shows the lines with options, unit prices and subtotal, and changes quantities with one request after quick clicks', async ({
    page,
  }) => {
    const all = await products();
    const bike = productWhere(all, (p) => p.variants.data.length > 1);
    const bottle = productWhere(all, (p) => p.variants.data.length === 0);
    await seedCart(page, [
      [nth(bike.prices.data, 0).id, nth(bike.variants.data, 0).id, 1],
      [nth(bike.prices.data, 0).id, nth(bike.variants.data, 1).id, 1],
      [nth(bottle.prices.data, 0).id, undefined, 1],
    ]);
    await page.goto('/');
    await expect(cartButton(page)).toHaveAccessibleName(/3 items in cart/);
    const cart = await openDrawer(page);
    const lines = cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    const first = nth(bike.variants.data, 0);
    await expect(lines.first()).toContainText(bike.name);
    await expect(lines.first()).toContainText(
      [first.option_1, first.option_2, first.option_3].filter(Boolean).join(' / '),
    );
    await expect(lines.first().getByRole('button', { name: `Decrease quantity of ${bike.name}` })).toBeDisabled();

    const patches: string[] = [];
    page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.url()));
    const bottleLine = lines.filter({ hasText: bottle.name });
    const increase = bottleLine.getByRole('button', { name: `Increase quantity of ${bottle.name}` });
    await increase.click();
    await increase.click();
    await increase.click();
    await expect(bottleLine.getByRole('status').filter({ hasText: /^\d+$/ })).toHaveText('4');
    await expect.poll(() => patches.length).toBe(1);
    await expect(bottleLine.getByRole('button', { name: `Increase quantity of ${bottle.name}` })).toBeEnabled();
    const unit = nth(bottle.prices.data, 0).amount;
    const expected =
      2 * (nth(bike.variants.data, 0).amount ?? nth(bike.prices.data, 0).amount) -
      (nth(bike.variants.data, 0).amount ?? nth(bike.prices.data, 0).amount) +
      (nth(bike.variants.data, 1).amount ?? nth(bike.prices.data, 0).amount) +
      4 * unit;
    await expect(cart.getByTestId('cart-subtotal')).toHaveText(
      `$${(expected / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`,
    );
    await closeDrawer(page);
    await expect(cartButton(page)).toHaveAccessibleName(/6 items in cart/);

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName(/6 items in cart/);
  });

  test('removes a line, then empties the cart', async ({ page }) => {
    const all = await products();
    const simple = all.filter((p) => p.variants.data.length === 0);
    const [a, b] = [nth(simple, 0), nth(simple, 1)];
    await seedCart(page, [
      [nth(a.prices.data, 0).id, undefined, 1],
      [nth(b.prices.data, 0).id, undefined, 2],
    ]);
    await page.goto('/');
    const cart = await openDrawer(page);
    await cart.getByRole('button', { name: `Remove ${a.name}` }).click();
    await expect(cart.getByRole('listitem')).toHaveCount(1);
    await closeDrawer(page);
    await expect(cartButton(page)).toHaveAccessibleName(/2 items in cart/);
    await openDrawer(page);
    await cart.getByRole('button', { name: 'Clear cart' }).click();
    await expect(cart.getByText('Your cart is empty')).toBeVisible();
    await expect(cart.getByText("Looks like you haven't added anything to your cart yet.")).toBeVisible();
    await expect(cart.getByRole('button', { name: /^Checkout/ })).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem('checkoutId'))).toBeNull();
  });

  for (const [screen, width] of [
    ['a phone', 390],
    ['a desktop', 1280],
  ] as const) {
    test(`on ${screen}, the "Added to cart" toast keeps clear of the drawer's actions`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const bottle = productWhere(await products(), (p) => p.variants.data.length === 0 && p.prices.data.length === 1);
      await page.goto(`/product/${bottle.slug}`);
      await waitForIslands(page);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      // Behind the modal drawer the toasts are hidden from assistive technology, so they are found as hidden.
      const toast = page
        .getByRole('region', { name: /Notifications/, includeHidden: true })
        .getByRole('listitem', { includeHidden: true })
        .filter({ hasText: 'Added to cart' });
      await expect(toast).toBeVisible();
      const cart = await openDrawer(page);
      const covered = async (name: RegExp) => {
        const [a, b] = [await toast.boundingBox(), await cart.getByRole('button', { name }).boundingBox()];
        return !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      };
      await expect(toast).toBeVisible();
      for (const name of [/^Checkout/, /^Clear cart$/, /^Close cart$/])
        expect(await covered(name), String(name)).toBe(false);
    });
  }

  test('Checkout pressed right after a quantity change opens the checkout with the new quantity', async ({
    page,
    context,
  }) => {
    const bottle = productWhere(await products(), (p) => p.variants.data.length === 0);
    await seedCart(page, [[nth(bottle.prices.data, 0).id, undefined, 1]]);
    await page.goto('/');
    const cart = await openDrawer(page);
    await cart.getByRole('button', { name: `Increase quantity of ${bottle.name}` }).click();
    // Well inside the 500 ms the change waits before it is sent.
    const [hosted] = await Promise.all([
      context.waitForEvent('page'),
      cart.getByRole('button', { name: /^Checkout/ }).click(),
    ]);
    await expect(hosted).toHaveURL(/\/checkout\//);
    await expect(hosted.getByText(`${bottle.name} × 2`).first()).toBeVisible();
  });

  test('a failed quantity update returns the line to the server’s quantity', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/, /HTTP 500/);
    const bottle = productWhere(await products(), (p) => p.variants.data.length === 0);
    const id = await seedCart(page, [[nth(bottle.prices.data, 0).id, undefined, 2]]);
    const lineId = nth(linesOf(await checkoutApi(`/checkouts/${id}?expand[]=line_items`)), 0).id;
    await fetch(`${backendOrigin}/_local/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'PATCH', path: `/wp-json/surecart/v1/line_items/${lineId}`, status: 500 }),
    });
    await page.goto('/');
    const cart = await openDrawer(page);
    const quantity = cart.getByRole('status').filter({ hasText: /^\d+$/ });
    await cart.getByRole('button', { name: `Increase quantity of ${bottle.name}` }).click();
    await expect(quantity).toHaveText('3');
    await expect(page.getByText('Failed to update quantity')).toBeVisible();
    await expect(quantity).toHaveText('2');
  });

  test('a stored id of an unknown checkout gives an empty cart and is forgotten', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/, /Failed to load cart/);
    await page.addInitScript(() => localStorage.setItem('checkoutId', '00000000-0000-4000-8000-000000000000'));
    await page.goto('/');
    const cart = await openDrawer(page);
    await expect(cart.getByText('Your cart is empty')).toBeVisible();
    await closeDrawer(page);
    await expect(cartButton(page)).toHaveAccessibleName(/0 items in cart/);
    expect(await page.evaluate(() => localStorage.getItem('checkoutId'))).toBeNull();
  });

  test('a stored id of a paid checkout gives an empty cart', async ({ page }) => {
    const bottle = productWhere(await products(), (p) => p.variants.data.length === 0);
    const id = await seedCart(page, [[nth(bottle.prices.data, 0).id, undefined, 1]]);
    const details = new URLSearchParams({
      email: 'paid@example.ca',
      name: 'Paid Rider',
      line1: '9 rue King',
      city: 'Sherbrooke',
      country: 'CA',
      region: 'QC',
      postal_code: 'J1H 1P1',
    });
    await fetch(`${backendOrigin}/checkout/${id}/details`, { method: 'POST', body: details, redirect: 'manual' });
    await fetch(`${backendOrigin}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
    await page.goto('/');
    await waitForIslands(page);
    await expect(cartButton(page)).toHaveAccessibleName(/0 items in cart/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('checkoutId'))).toBeNull();
  });

  test('a line whose price was taken off the catalogue says "No longer available"', async ({ page }) => {
    const product = productWhere(await products(), (p) => p.prices.data.length > 1 && p.variants.data.length > 0);
    const price = nth(product.prices.data, -1);
    await seedCart(page, [[price.id, nth(product.variants.data, 0).id, 1]]);
    await fetch(`${backendOrigin}/_local/catalog/prices/${price.id}`, { method: 'DELETE' });
    await page.goto('/');
    const cart = await openDrawer(page);
    const notice = cart.getByText('No longer available');
    await expect(notice).toBeVisible();
    // In red: the text colour, whatever notation the stylesheet uses, as RGB through a canvas.
    const [r, g, b] = await notice.evaluate((el) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(el).color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });
    expect(r).toBeGreaterThan(g! + 60);
    expect(r).toBeGreaterThan(b! + 60);
    await expect(cart.getByRole('button', { name: `Increase quantity of ${product.name}` })).toBeDisabled();
  });

  test('traps focus while open and gives it back to the cart button on close', async ({ page }) => {
    await page.goto('/');
    await openDrawer(page);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open drawer has no axe violations in ${theme} theme`, async ({ page }) => {
      const bottle = productWhere(await products(), (p) => p.variants.data.length === 0);
      await seedCart(page, [[nth(bottle.prices.data, 0).id, undefined, 1]]);
      await useTheme(page, theme);
      await page.goto('/');
      await openDrawer(page);
      await expect(drawer(page).getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('purchase', () => {
  test('add, check out on the hosted page in a new tab, pay, see the order, and find the cart empty', async ({
    page,
    context,
  }) => {
    const all = await products();
    const bottle = productWhere(all, (p) => p.variants.data.length === 0 && p.prices.data.length === 1);
    await page.goto(`/product/${bottle.slug}`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName(/1 item in cart/);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName(/2 items in cart/);
    const cart = await openDrawer(page);
    await expect(cart.getByRole('status').filter({ hasText: /^\d+$/ })).toHaveText('2');

    const [hosted] = await Promise.all([
      context.waitForEvent('page'),
      cart.getByRole('button', { name: /^Checkout/ }).click(),
    ]);
    await hosted.waitForLoadState();
    await expect(hosted.getByText('Test mode: no real payment')).toBeVisible();
    await fillHostedDetails(hosted, 'buyer@example.ca', 'Jeanne Gagnon');
    const subtotal = 2 * nth(bottle.prices.data, 0).amount;
    const shipping = subtotal >= 20000 ? 0 : 1500;
    const total = subtotal + shipping + Math.round((subtotal + shipping) * 0.14975);
    const totalText = `$${(total / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;
    // Every address the tab is sent to from here on, redirects included.
    const visited: string[] = [];
    hosted.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(request.url());
    });
    await hosted.getByRole('button', { name: `Pay ${totalText} (test payment)` }).click();

    await expect(hosted).toHaveURL(/\/thank-you\?sc_order=/);
    // Back the way a real store sends a paid shopper: the platform's return URL, the shop host's return route,
    // which sends them on to the page the checkout names (the thank-you page) with checkout_id.
    const checkoutId = new URL(hosted.url()).searchParams.get('sc_order');
    expect(visited.map((address) => new URL(address)).map((url) => `${url.pathname}${url.search}`)).toEqual([
      `/checkout/${checkoutId}/pay`,
      `/surecart/redirect?checkout_id=${checkoutId}`,
      `/thank-you?checkout_id=${checkoutId}`,
      `/thank-you?sc_order=${checkoutId}`,
    ]);
    await expect(hosted.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(hosted.getByRole('heading', { name: 'Activate Your Account' })).toBeVisible();
    await expect(hosted.getByText(bottle.name)).toBeVisible();
    await expect(hosted.getByText('Qty 2')).toBeVisible();
    await expect(hosted.getByTestId('order-total')).toHaveText(totalText);
    await expect(hosted.getByText('All amounts in CAD.')).toBeVisible();
    // The order number is the one of the order e-mail, never an internal id.
    const mail: StoredMail[] = await (
      await fetch(`${backendOrigin}/_local/mail?to=${encodeURIComponent('buyer@example.ca')}`)
    ).json();
    const number = mail.map((m) => /^Your Vélo Nord order #(\d+)$/.exec(m.subject)?.[1]).find(Boolean);
    expect(number).toMatch(/^\d+$/);
    await expect(hosted.getByText(`Order reference: #${number}`)).toBeVisible();
    await expect(hosted.getByText(/ord_/)).toHaveCount(0);
    await waitForIslands(hosted);
    await expect(hosted.getByRole('button', { name: /Open cart/ })).toHaveAccessibleName(/0 items in cart/);

    await page.reload();
    await waitForIslands(page);
    await expect(cartButton(page)).toHaveAccessibleName(/0 items in cart/);
  });

  test('the thank-you page without an order, or with an unknown one, says Order Not Found', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/, /Unable to load order details/);
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByText('Unable to load order details')).toBeVisible();
    await expect(page).toHaveTitle('Order Not Found | Vélo Nord');
    const response = await page.goto('/thank-you?sc_order=00000000-0000-4000-8000-000000000000');
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Order Not Found | Vélo Nord');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the thank-you page has no axe violations in ${theme} theme`, async ({ page }) => {
      const bottle = productWhere(await products(), (p) => p.variants.data.length === 0);
      const checkout = await checkoutApi('/checkouts', {
        method: 'POST',
        body: JSON.stringify({ line_items: [{ price: nth(bottle.prices.data, 0).id }] }),
      });
      const details = new URLSearchParams({
        email: 'a@example.ca',
        name: 'Axe Tester',
        line1: '1 rue Principale',
        city: 'Québec',
        country: 'CA',
        region: 'QC',
        postal_code: 'G1R 4P5',
      });
      await fetch(`${backendOrigin}/checkout/${checkout.id}/details`, {
        method: 'POST',
        body: details,
        redirect: 'manual',
      });
      await fetch(`${backendOrigin}/checkout/${checkout.id}/pay`, { method: 'POST', redirect: 'manual' });
      await useTheme(page, theme);
      await page.goto(`/thank-you?sc_order=${checkout.id}`);
      await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
