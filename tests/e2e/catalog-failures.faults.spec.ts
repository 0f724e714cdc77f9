/**
 * Catalogue failures injected into the backend. These run on their own, after
 * every other browser test (the `faults` project), since a fault on a shared
 * backend would also fail whatever runs beside it.
 */
import { backendOrigin, expect, test, waitForIslands } from './fixtures.ts';

async function failProducts(times: number) {
  const response = await fetch(`${backendOrigin}/_local/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path: '/v1/products', status: 500, times }),
  });
  expect(response.status).toBe(201);
}

test.afterEach(async () => {
  await fetch(`${backendOrigin}/_local/faults`, { method: 'DELETE' });
});

test('a collection page whose products fail to load says Something went wrong, uncached, and Try again reloads it', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 500/);
  // Every products read fails until the faults are cleared below: when the catalogue cache has expired, the
  // collection's page first counts the shown products of each collection, and those reads must not use up
  // the faults meant for the page's own list.
  await failProducts(1000);
  // An address no other test asks for, so the server's catalogue cache holds nothing for it.
  const response = await page.goto('/collection/bike-equipment-shoes?sort=name:desc&page=1&featured=true');
  expect(response?.status()).toBe(500);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();

  await fetch(`${backendOrigin}/_local/faults`, { method: 'DELETE' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shoes' })).toBeVisible();
  await waitForIslands(page);
});

test('a shop listing whose products fail to load says No products found and is not cached', async ({ page }) => {
  // Every products read fails (the collections' counts too) until the faults are cleared after the test.
  await failProducts(1000);
  // A listing no other test reads (the catalogue crawl reads pages 1 to 6 of every sort, featured or
  // not), so the server holds no last good answer to serve in its place.
  const response = await page.goto('/shop?sort=name:desc&featured=true&page=9');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByText('No products found')).toBeVisible();
});
