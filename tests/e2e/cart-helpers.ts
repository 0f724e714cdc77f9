/**
 * What browser tests of the cart share: the demo catalogue's products as the
 * commerce API lists them, a cart made on the server, the header's cart
 * button, and the cart drawer, in the page's language (English unless told).
 */
import type { Page } from '@playwright/test';
import { localePath, type Locale } from '../../src/i18n/locales.ts';
import { messagesFor } from '../../src/i18n/server.ts';
import { checkoutAnswer, localProducts, type LocalProduct } from '../support/commerce-wire.ts';
import { backendOrigin, commerceApi, expect, waitForIslands } from './fixtures.ts';

const WORDS = { 'en-CA': messagesFor('en-CA'), 'fr-CA': messagesFor('fr-CA') } as const;

/** A product of the commerce API, with its prices and variants expanded. */
export type ApiProduct = LocalProduct<'prices' | 'variants'>;

export async function products(): Promise<ApiProduct[]> {
  const body = await commerceApi('/products?limit=100&sort=name:asc&expand[]=prices&expand[]=variants');
  return localProducts(body, 'prices', 'variants').data;
}

/** Products with one price and no variants: Add to Cart on their page adds them at once. */
export async function simpleProducts(count: number): Promise<ApiProduct[]> {
  const found = (await products()).filter((p) => p.variants.data.length === 0 && p.prices.data.length === 1);
  if (found.length < count) throw new Error(`the demo catalogue has fewer than ${count} simple products`);
  return found.slice(0, count);
}

/** A cart made on the server, as if the shopper had added these earlier: [priceId, variantId?, quantity]. */
export async function seedCart(page: Page, lines: [string, string | undefined, number][]): Promise<string> {
  const response = await fetch(`${backendOrigin}/wp-json/surecart/v1/checkouts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      line_items: lines.map(([price, variant, quantity]) => ({ price, variant, quantity })),
      live_mode: true,
    }),
  });
  const checkout = checkoutAnswer(await response.json());
  await page.addInitScript((id) => localStorage.setItem('checkoutId', id), checkout.id);
  return checkout.id;
}

export const cartButton = (page: Page, locale: Locale = 'en-CA') =>
  page.getByRole('button', { name: new RegExp(WORDS[locale].header.openCart) });
/** The cart button's count of items, as its name says it. */
export const cartCount = (count: number, locale: Locale = 'en-CA') => new RegExp(WORDS[locale].header.cartCount(count));
export const cartDrawer = (page: Page, locale: Locale = 'en-CA') =>
  page.getByRole('dialog', { name: WORDS[locale].cartDrawer.title });

/** The product's name as a page in `locale` shows it. */
export const shownProductName = (product: ApiProduct, locale: Locale = 'en-CA') =>
  locale === 'fr-CA' ? (product.metadata.name_fr ?? product.name) : product.name;

/**
 * Adds one unit from the product's page and waits until the header counts `itemsAfter` items and the
 * shop says the item was added. The count shows at once; the toast comes once the platform has taken
 * the item and the cart is stored, so a page left after it keeps the cart.
 */
export async function addFromProductPage(
  page: Page,
  product: ApiProduct,
  itemsAfter: number,
  locale: Locale = 'en-CA',
) {
  await page.goto(localePath(`/product/${product.slug}`, locale));
  await waitForIslands(page);
  await page.getByRole('button', { name: WORDS[locale].productPage.addToCart }).click();
  await expect(cartButton(page, locale)).toHaveAccessibleName(cartCount(itemsAfter, locale));
  const added = page
    .getByRole('listitem')
    .filter({ hasText: WORDS[locale].cart.added })
    .filter({ hasText: shownProductName(product, locale) });
  await expect(added).toBeVisible();
}

export async function openCartDrawer(page: Page, locale: Locale = 'en-CA') {
  await waitForIslands(page);
  await cartButton(page, locale).click();
  await expect(cartDrawer(page, locale)).toBeVisible();
  return cartDrawer(page, locale);
}

/** The drawer's line for a product. */
export const cartLine = (page: Page, name: string, locale: Locale = 'en-CA') =>
  cartDrawer(page, locale)
    .getByRole('list', { name: WORDS[locale].cartDrawer.lines })
    .getByRole('listitem')
    .filter({ hasText: name });

/** The quantity a cart line shows. */
export const lineQuantity = (page: Page, name: string, locale: Locale = 'en-CA') =>
  cartLine(page, name, locale).getByRole('status').filter({ hasText: /^\d+$/ });
