/**
 * What browser tests of the cart share: the demo catalogue's products as the
 * commerce API lists them, the header's cart button, and the cart drawer.
 */
import type { Page } from '@playwright/test';
import { localProducts, type LocalProduct } from '../support/commerce-wire.ts';
import { commerceApi, expect, waitForIslands } from './fixtures.ts';

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

export const cartButton = (page: Page) => page.getByRole('button', { name: /Open cart/ });
export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Review Your Cart' });

/** Adds one unit from the product's page and waits until the header counts `itemsAfter` items. */
export async function addFromProductPage(page: Page, product: ApiProduct, itemsAfter: number) {
  await page.goto(`/product/${product.slug}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName(
    new RegExp(`${itemsAfter} ${itemsAfter === 1 ? 'item' : 'items'} in cart`),
  );
}

export async function openCartDrawer(page: Page) {
  await waitForIslands(page);
  await cartButton(page).click();
  await expect(cartDrawer(page)).toBeVisible();
  return cartDrawer(page);
}

/** The drawer's line for a product. */
export const cartLine = (page: Page, name: string) =>
  cartDrawer(page).getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ hasText: name });

/** The quantity a cart line shows. */
export const lineQuantity = (page: Page, name: string) =>
  cartLine(page, name).getByRole('status').filter({ hasText: /^\d+$/ });
