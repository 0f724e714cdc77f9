/**
 * When a variant ships, in English and in French, on the demo catalogue's
 * back-orders (local/README.md): the Gaspésie Allroad takes back-orders, with
 * none left in XL (its variants carry the store's `backorder_date`) and S (no
 * date); its other sizes are in stock. The product page and the cart drawer
 * say the same.
 */
import type { Page } from '@playwright/test';
import { messagesFor } from '../../src/i18n/server.ts';
import { mondayOf } from '../../src/features/catalog/delivery.ts';
import { formatCalendarDate } from '../../src/lib/dates.ts';
import { commerceApi, expect, expectNoAxeViolations, test, useTheme, waitForIslands } from './fixtures.ts';
import { french } from './french-helpers.ts';
import { openCartDrawer, seedCart } from './cart-helpers.ts';
import { localProduct, type LocalProduct } from '../support/commerce-wire.ts';

const BACK_ORDERED = 'gaspesie-allroad';

type ApiProduct = LocalProduct<'prices' | 'variants'>;

async function bike(): Promise<ApiProduct> {
  return localProduct(
    await commerceApi(`/products/${BACK_ORDERED}?expand[]=prices&expand[]=variants`),
    'prices',
    'variants',
  );
}

/** The first variant in this size. */
const inSize = (product: ApiProduct, size: string) => product.variants.data.find((v) => v.option_1 === size)!;

/** The product page with this variant chosen by a deep link. */
async function openVariant(page: Page, path: string, variantId: string) {
  await page.goto(`${path}?variant=${variantId}`);
  await waitForIslands(page);
}

const LANGUAGES = [
  { name: 'English', locale: 'en-CA', path: (p: string) => p, words: messagesFor('en-CA') },
  { name: 'French', locale: 'fr-CA', path: french, words: messagesFor('fr-CA') },
] as const;

for (const { name, locale, path, words } of LANGUAGES) {
  test.describe(`delivery line, in ${name}`, () => {
    for (const theme of ['light', 'dark'] as const)
      test(`in stock, back-ordered with the store’s date, back-ordered without one (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        const product = await bike();
        const xl = inSize(product, 'XL');
        const date = xl.metadata.backorder_date!;
        // The week the store's date falls in, as the shop writes dates in this language.
        const week = formatCalendarDate(new Date(`${mondayOf(date)}T00:00:00Z`), locale);

        await openVariant(page, path(`/product/${BACK_ORDERED}`), inSize(product, 'M').id);
        await expect(page.getByText(words.stock.inStock, { exact: true })).toBeVisible();
        await expect(page.getByText(words.stock.shipsIn(2, 4), { exact: true })).toBeVisible();

        await openVariant(page, path(`/product/${BACK_ORDERED}`), xl.id);
        await expect(page.getByText(words.stock.backorder, { exact: true })).toBeVisible();
        await expect(page.getByText(words.stock.expectedWeek(week), { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: words.productPage.addToCart })).toBeEnabled();
        await expectNoAxeViolations(page);

        await openVariant(page, path(`/product/${BACK_ORDERED}`), inSize(product, 'S').id);
        await expect(page.getByText(words.stock.shipsWhenRestocked, { exact: true })).toBeVisible();
        await expect(page.getByText(words.stock.expectedWeek(week), { exact: true })).toHaveCount(0);
      });

    test('the cart says when each line ships', async ({ page }) => {
      const product = await bike();
      const xl = inSize(product, 'XL');
      const week = formatCalendarDate(new Date(`${mondayOf(xl.metadata.backorder_date!)}T00:00:00Z`), locale);
      const price = product.prices.data[0]!.id;
      await seedCart(page, [
        [price, xl.id, 1],
        [price, inSize(product, 'L').id, 1],
      ]);
      await page.goto(path('/'));
      const cart = await openCartDrawer(page, locale);
      // Each line is known by its options ("XL / Sand Beige").
      const lines = cart.getByRole('listitem');
      await expect(
        lines.filter({ has: page.getByText(/^XL \//) }).getByText(words.stock.expectedWeek(week)),
      ).toBeVisible();
      await expect(lines.filter({ has: page.getByText(/^L \//) }).getByText(words.stock.shipsIn(2, 4))).toBeVisible();
    });
  });
}
