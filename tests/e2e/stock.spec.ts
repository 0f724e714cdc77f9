/**
 * Stock shown honestly, in English and in French, on the demo catalogue's
 * stock states (local/README.md): a bike with a sold-out size, a bottle with
 * 3 left, gloves sold out in every size and colour. The cart's limits and a
 * line whose stock ran out are set up through the backend's test hooks.
 */
import type { Page } from '@playwright/test';
import { messagesFor } from '../../src/i18n/server.ts';
import { backendOrigin, commerceApi, expect, expectNoAxeViolations, test, waitForIslands } from './fixtures.ts';
import { french } from './french-helpers.ts';
import { cartButton, openCartDrawer, seedCart } from './cart-helpers.ts';
import { localProduct, type LocalProduct } from '../support/commerce-wire.ts';

const SOLD_OUT_SIZE_BIKE = 'bromont-hardtail-29';
const LOW_STOCK = 'source-clear-bidon-550-ml';
const SOLD_OUT = 'lite-summer-mesh';
/** A product no other test uses: its variants' stock may be changed here. */
const RUNS_OUT = 'tremblant-xc-pro';

type ApiProduct = LocalProduct<'prices' | 'variants'>;

async function product(slug: string): Promise<ApiProduct> {
  return localProduct(await commerceApi(`/products/${slug}?expand[]=prices&expand[]=variants`), 'prices', 'variants');
}

/** The availability of the page's Product structured data. */
async function offeredAvailability(page: Page): Promise<string> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  return blocks.find((block) => block['@type'] === 'Product')?.offers.availability;
}

/** A merchant's stock change, through the backend's test hook. */
async function setStock(change: Record<string, string | number | boolean>) {
  const response = await fetch(`${backendOrigin}/_local/catalog/stock`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(change),
  });
  expect(response.status).toBe(204);
}

const LANGUAGES = [
  {
    name: 'English',
    locale: 'en-CA',
    path: (p: string) => p,
    words: messagesFor('en-CA'),
    productName: (p: ApiProduct) => p.name,
    variant: 0,
  },
  {
    name: 'French',
    locale: 'fr-CA',
    path: french,
    words: messagesFor('fr-CA'),
    productName: (p: ApiProduct) => p.metadata.name_fr!,
    variant: 1,
  },
] as const;

for (const { name, locale, path, words, productName, variant } of LANGUAGES) {
  test.describe(`stock, in ${name}`, () => {
    test('a sold-out size says so in words and cannot be added', async ({ page }) => {
      await page.goto(path(`/product/${SOLD_OUT_SIZE_BIKE}`));
      await waitForIslands(page);
      const soldOutSize = page.getByRole('radio', { name: `M${words.stock.valueSoldOut}` });
      await expect(soldOutSize).toBeAttached();
      await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeAttached();
      await soldOutSize.check({ force: true });
      await expect(page.getByRole('button', { name: words.productPage.addToCart })).toHaveCount(0);
      await expect(page.getByRole('button', { name: words.stock.soldOut })).toBeDisabled();
      await expectNoAxeViolations(page);
    });

    test('low stock shows how many are left, and Add to Cart still works', async ({ page }) => {
      await page.goto(path(`/product/${LOW_STOCK}`));
      await waitForIslands(page);
      await expect(page.getByText(words.stock.lowStock(3), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: words.productPage.addToCart })).toBeEnabled();
      expect(await offeredAvailability(page)).toBe('https://schema.org/LimitedAvailability');
    });

    test('Add to Cart stops at the units left: disabled, it says the cart has them all', async ({ page }) => {
      await page.goto(path(`/product/${LOW_STOCK}`));
      await waitForIslands(page);
      const add = page.getByRole('button', { name: words.productPage.addToCart });
      const badge = cartButton(page, locale);
      for (const count of [1, 2, 3]) {
        await add.click();
        await expect(badge).toContainText(String(count));
      }
      await expect(add).toHaveCount(0);
      await expect(page.getByRole('button', { name: words.productPage.allInCart(3) })).toBeDisabled();
      // No click answered "Only 3 left in stock" under the button (the status line may still say how many are left).
      await expect(page.getByRole('alert').filter({ hasText: words.stock.stockCap(3) })).toHaveCount(0);
      await expect(badge).toContainText('3');
      // The panel's own way to the cart, beside the disabled button (the toast has one too).
      await page.getByRole('button', { name: words.cart.viewCart }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    test('the sold-out product says "Sold out" on its card and its page', async ({ page }) => {
      const gloves = await product(SOLD_OUT);
      await page.goto(path('/collection/bike-equipment-gloves'));
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: productName(gloves) }) });
      await expect(card).toContainText(words.stock.soldOut);
      const others = page.getByRole('article').filter({ hasNotText: productName(gloves) });
      await expect(others.first()).not.toContainText(words.stock.soldOut);

      await card.getByRole('link', { name: productName(gloves) }).click();
      await waitForIslands(page);
      await expect(page.getByRole('button', { name: words.stock.soldOut })).toBeDisabled();
      await expect(page.getByRole('button', { name: words.productPage.addToCart })).toHaveCount(0);
      expect(await offeredAvailability(page)).toBe('https://schema.org/OutOfStock');
    });

    test('the cart’s plus button stops at the stock, saying why', async ({ page }) => {
      const bottle = await product(LOW_STOCK);
      await seedCart(page, [[bottle.prices.data[0]!.id, undefined, 2]]);
      await page.goto(path('/'));
      const cart = await openCartDrawer(page, locale);
      const line = cart.getByRole('listitem').filter({ hasText: productName(bottle) });
      const plus = line.getByRole('button', { name: words.cartDrawer.increase(productName(bottle)) });
      await expect(line.getByText(words.stock.stockCap(3))).toHaveCount(0);
      await plus.click();
      await expect(line.getByRole('status').filter({ hasText: /^\d+$/ })).toHaveText('3');
      await expect(plus).toBeDisabled();
      await expect(line.getByText(words.stock.stockCap(3))).toBeVisible();
      await expect(plus).toHaveAccessibleDescription(words.stock.stockCap(3));
    });

    test('a product taking back-orders says so and can still be added when none are left', async ({ page }) => {
      const bike = await product(RUNS_OUT);
      await setStock({ product: bike.id, available_stock: 0, allow_out_of_stock_purchases: true });
      try {
        // A deep link chooses the variant's options.
        await page.goto(path(`/product/${RUNS_OUT}?variant=${bike.variants.data[0]!.id}`));
        await waitForIslands(page);
        await expect(page.getByRole('radio', { name: new RegExp(words.stock.valueSoldOut) })).toHaveCount(0);
        await expect(page.getByText(words.stock.backorder, { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: words.productPage.addToCart })).toBeEnabled();
        expect(await offeredAvailability(page)).toBe('https://schema.org/BackOrder');
      } finally {
        await setStock({ product: bike.id, allow_out_of_stock_purchases: false });
        for (const each of bike.variants.data)
          await setStock({ variant: each.id, available_stock: each.available_stock });
      }
    });

    test('a line whose stock ran out since it was added says so', async ({ page }) => {
      const bike = await product(RUNS_OUT);
      const chosen = bike.variants.data[variant]!;
      await seedCart(page, [[bike.prices.data[0]!.id, chosen.id, 1]]);
      await setStock({ variant: chosen.id, available_stock: 0 });
      try {
        await page.goto(path('/'));
        const cart = await openCartDrawer(page, locale);
        const line = cart.getByRole('listitem').filter({ hasText: productName(bike) });
        await expect(line.getByText(words.stock.soldOutSinceAdded)).toBeVisible();
        await expect(line.getByRole('button', { name: words.cartDrawer.increase(productName(bike)) })).toBeDisabled();
        await expect(line.getByRole('button', { name: words.cartDrawer.remove(productName(bike)) })).toBeEnabled();
      } finally {
        await setStock({ variant: chosen.id, available_stock: chosen.available_stock });
      }
    });
  });
}
