import { localCollections, localProducts, type LocalCollection } from '../support/commerce-wire.ts';
import { commerceApi, SHOWN_PRODUCTS, expect, expectNoAxeViolations, test, useTheme } from './fixtures.ts';

/** The platform's collections, as the backend answers them. */
async function collections(): Promise<LocalCollection[]> {
  return localCollections(await commerceApi('/product_collections?limit=100&expand=all')).data;
}

test.describe('collections overview', () => {
  test('shows each top-level collection with products, its sub-collections in order with their counts', async ({
    page,
  }) => {
    const all = await collections();
    await page.goto('/collections');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Collections' })).toBeVisible();

    for (const slug of ['bike', 'bike-equipment']) {
      const parent = all.find((c) => c.slug === slug)!;
      const children = all
        .filter((c) => c.metadata.parent_collection === slug && c.products_count > 0)
        .sort((a, b) => a.position - b.position);
      const card = page.getByRole('region', { name: parent.name });
      await expect(card).toHaveAttribute('id', slug);
      const links = card.getByRole('listitem').getByRole('link');
      await expect(links).toHaveCount(children.length);
      for (const [index, child] of children.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute('href', `/collection/${child.slug}`);
        await expect(link).toContainText(child.name);
        await expect(link).toContainText(`${child.products_count} product`);
      }
    }
  });

  test('leaves out a parent whose sub-collections hold no products', async ({ page }) => {
    const all = await collections();
    const empty = all.filter(
      (c) =>
        !c.metadata.parent_collection &&
        c.products_count === 0 &&
        all.every((k) => k.metadata.parent_collection !== c.slug || k.products_count === 0),
    );
    expect(empty.length, 'the demo catalogue has an empty parent').toBeGreaterThan(0);
    await page.goto('/collections');
    await expect(page.getByRole('region', { name: 'Bikes' })).toBeVisible();
    for (const collection of empty) {
      await expect(page.getByRole('heading', { name: collection.name })).toHaveCount(0);
    }
  });

  test('shows the 4 newest featured products with View All to the shop', async ({ page }) => {
    const expected = localProducts(
      await commerceApi(`/products?featured=true&limit=4&${SHOWN_PRODUCTS}&sort=created_at:desc`),
    );
    await page.goto('/collections');
    const grid = page.getByRole('list', { name: 'Featured Products' });
    await expect(grid.getByRole('listitem')).toHaveCount(4);
    expect(await grid.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expected.data.map((p) => p.name));
    await expect(page.getByRole('main').getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/shop');
  });

  test('the anchors #bike and #bike-equipment bring their card into view below the header', async ({ page }) => {
    await page.goto('/collections#bike-equipment');
    const card = page.getByRole('region', { name: 'Bike Equipment' });
    await expect(card).toBeInViewport();
    const top = await card.evaluate((el) => el.getBoundingClientRect().top);
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom);

    await page.goto('/collections#bike');
    await expect(page.getByRole('region', { name: 'Bikes' })).toBeInViewport();
  });

  test('a sub-collection link leads to its collection page', async ({ page }) => {
    await page.goto('/collections');
    await page
      .getByRole('region', { name: 'Bikes' })
      .getByRole('link', { name: /Mountain Bikes/ })
      .click();
    await expect(page).toHaveURL(/\/collection\/bike-mountain-bike$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mountain Bikes' })).toBeVisible();
  });

  test('sends the shared-cache headers of a catalogue page', async ({ request }) => {
    const response = await request.get('/collections');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, s-maxage=300, stale-while-revalidate=86400');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no accessibility violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/collections');
      await expect(page.getByRole('heading', { level: 1, name: 'Our Collections' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
