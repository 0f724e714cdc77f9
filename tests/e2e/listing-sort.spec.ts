import type { Page } from '@playwright/test';
import { commerceApi, SHOWN_PRODUCTS, expect, test, waitForIslands } from './fixtures.ts';

/** The first page's names in a catalogue order, straight from the backend (which takes `field:direction`). */
async function namesIn(sort: string): Promise<string[]> {
  const body = await commerceApi(`/products?limit=12&${SHOWN_PRODUCTS}&sort=${sort}`);
  return body.data.map((product: { name: string }) => product.name);
}

const cardNames = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
const sortBox = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const chosenSort = (page: Page) =>
  sortBox(page).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

test.describe('listing sort in the address', () => {
  test('/shop?sort=name-asc shows the products A to Z', async ({ page }) => {
    const aToZ = await namesIn('name:asc');
    expect(aToZ).toEqual([...aToZ].sort((a, b) => a.localeCompare(b, 'en')));
    await page.goto('/shop?sort=name-asc');
    await waitForIslands(page);
    await expect(cardNames(page)).toHaveText(aToZ);
    expect(await chosenSort(page)).toBe('Name A to Z');
  });

  test('choosing a sort writes it as field-direction; a link in the older field:direction form still works', async ({
    page,
  }) => {
    await page.goto('/shop?sort=name:desc');
    await waitForIslands(page);
    await expect(cardNames(page)).toHaveText(await namesIn('name:desc'));
    expect(await chosenSort(page)).toBe('Name Z to A');

    await sortBox(page).selectOption({ label: 'Oldest' });
    await expect(page).toHaveURL('/shop?sort=created_at-asc');
    await expect(cardNames(page)).toHaveText(await namesIn('created_at:asc'));
    await sortBox(page).selectOption({ label: 'Name A to Z' });
    await expect(page).toHaveURL('/shop?sort=name-asc');
    await expect(cardNames(page)).toHaveText(await namesIn('name:asc'));
    await sortBox(page).selectOption({ label: 'Newest' });
    await expect(page).toHaveURL('/shop');

    await page.goBack();
    await expect(page).toHaveURL('/shop?sort=name-asc');
    await expect(cardNames(page)).toHaveText(await namesIn('name:asc'));
  });

  test('the products API takes both forms, and refuses any other', async ({ request }) => {
    const dash = await request.get('/api/products?sort=name-desc');
    const colon = await request.get('/api/products?sort=name:desc');
    expect(dash.status()).toBe(200);
    expect(await dash.json()).toEqual(await colon.json());
    const other = await request.get('/api/products?sort=price-asc');
    expect(other.status()).toBe(400);
    expect((await other.json()).message).toBe(
      'sort must be one of created_at-desc, created_at-asc, name-asc, name-desc',
    );
  });
});
