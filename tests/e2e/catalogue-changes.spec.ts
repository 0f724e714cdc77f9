/**
 * A merchant's price or stock change is on the shop at once (decisions 0085
 * and 0086): the product page and its collection's listing are in the route
 * cache before the change, and show the change at the next visit, not after
 * the pages' five minutes. The change is made
 * through the backend's test hooks, which send the platform's events to the
 * shop as the platform would.
 */
import type { Page } from '@playwright/test';
import { backendOrigin, commerceApi, expect, test } from './fixtures.ts';

/** A product no other test uses: its price and stock may be changed here. */
const SLUG = 'nordet-aero';
const NAME = 'Nordet Aero';

interface Wire {
  stock_enabled: boolean;
  prices: { data: { id: string; amount: number }[] };
  product_collections: { data: { slug: string }[] };
  variants: { data: { id: string; available_stock: number }[] };
}

async function nordet(): Promise<Wire> {
  return commerceApi(`/products/${SLUG}?expand[]=prices&expand[]=product_collections&expand[]=variants`);
}

async function backend(method: string, path: string, body: object) {
  const response = await fetch(`${backendOrigin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(204);
}

/** Visits each page twice, and says whether the second visit was served from the route cache. */
async function cached(page: Page, paths: string[]): Promise<boolean[]> {
  const hits: boolean[] = [];
  for (const path of paths) {
    await page.goto(path);
    const again = await page.request.get(path);
    hits.push(again.headers()['x-shop-cache'] === 'HIT');
  }
  return hits;
}

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe.configure({ mode: 'serial' });

test('a new price is on the product page and its listing at once', async ({ page }) => {
  const product = await nordet();
  const price = product.prices.data[0]!;
  const listing = `/collection/${product.product_collections.data[0]!.slug}`;
  expect(await cached(page, [`/product/${SLUG}`, listing])).toEqual([true, true]);
  await backend('PATCH', `/_local/catalog/prices/${price.id}`, { amount: 41_250 });
  try {
    await page.goto(`/product/${SLUG}`);
    await expect(page.getByTestId('product-price')).toHaveText('$412.50');
    await page.goto(listing);
    await expect(card(page, NAME)).toContainText('$412.50');
  } finally {
    await backend('PATCH', `/_local/catalog/prices/${price.id}`, { amount: price.amount });
  }
});

test('a product that runs out says "Sold out" on its page and its card at once', async ({ page }) => {
  const product = await nordet();
  const listing = `/collection/${product.product_collections.data[0]!.slug}`;
  expect(await cached(page, [`/product/${SLUG}`, listing])).toEqual([true, true]);
  await backend('PATCH', '/_local/catalog/stock', { product: SLUG, available_stock: 0, stock_enabled: true });
  try {
    await page.goto(listing);
    await expect(card(page, NAME)).toContainText('Sold out');
    await page.goto(`/product/${SLUG}`);
    await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  } finally {
    for (const variant of product.variants.data) {
      await backend('PATCH', '/_local/catalog/stock', {
        variant: variant.id,
        available_stock: variant.available_stock,
      });
    }
    await backend('PATCH', '/_local/catalog/stock', { product: SLUG, stock_enabled: product.stock_enabled });
  }
});
