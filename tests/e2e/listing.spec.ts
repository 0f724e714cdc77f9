import type { Page } from '@playwright/test';
import { localCollections, localProducts } from '../support/commerce-wire.ts';
import {
  commerceApi,
  SHOWN_PRODUCTS,
  expect,
  expectNoAxeViolations,
  test,
  useTheme,
  waitForIslands,
} from './fixtures.ts';

/** What shoppers may see (SureCart's own filter): the backend also lists archived and draft products. */

/** What the catalogue answers for a listing request, straight from the backend. */
async function expected(query: string): Promise<{ names: string[]; count: number }> {
  const body = localProducts(await commerceApi(`/products?limit=12&${SHOWN_PRODUCTS}&${query}`));
  return { names: body.data.map((p) => p.name), count: body.pagination.count };
}

async function collectionId(slug: string): Promise<string> {
  const body = localCollections(await commerceApi('/product_collections?limit=100&expand=all'));
  return body.data.find((c) => c.slug === slug)!.id;
}

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cardNames = (page: Page) => grid(page).getByRole('heading', { level: 3 });

async function expectNames(page: Page, names: string[]) {
  await expect(cardNames(page)).toHaveText(names);
}

async function openListing(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
}

test.describe('shop listing', () => {
  test('renders the first page on the server: breadcrumb, title, 12 newest products and the pages', async ({
    page,
  }) => {
    const newest = await expected('page=1&sort=created_at:desc');
    await openListing(page, '/shop');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*\/\s*Shop/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByText('Discover our curated collection of quality products')).toBeVisible();
    await expectNames(page, newest.names);
    await expect(page.getByText(`${newest.count} products`)).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(
      Math.min(5, Math.ceil(newest.count / 12)),
    );
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  test('filters by collection from the panel, which closes; the URL follows and Back restores', async ({ page }) => {
    const helmets = await collectionId('bike-equipment-helmet');
    const inHelmets = await expected(`product_collection_ids[]=${helmets}&sort=created_at:desc`);
    await openListing(page, '/shop');
    const allNames = await cardNames(page).allTextContents();

    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Product Filters' });
    await expect(panel).toBeVisible();
    // Several parents can be open at once.
    await panel.getByRole('button', { name: 'Show Bikes collections' }).click();
    await panel.getByRole('button', { name: 'Show Bike Equipment collections' }).click();
    await expect(panel.getByRole('button', { name: 'Mountain Bikes' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Helmets' })).toBeVisible();
    await panel.getByRole('button', { name: 'Helmets' }).click();

    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(`/shop?category=${helmets}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Helmets' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Helmets');
    await expect(page).toHaveTitle('Helmets | Vélo Nord');
    await expectNames(page, inHelmets.names);

    await page.goBack();
    await expect(page).toHaveURL('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page).toHaveTitle('All Products | Vélo Nord');
    await expectNames(page, allNames);
  });

  test('a parent collection lists the products of its sub-collections', async ({ page }) => {
    const bikes = await collectionId('bike');
    const mountain = await collectionId('bike-mountain-bike');
    await openListing(page, `/shop?category=${bikes}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bikes' })).toBeVisible();
    const count = async (id: string) =>
      localProducts(await commerceApi(`/products?limit=1&${SHOWN_PRODUCTS}&product_collection_ids[]=${id}`)).pagination
        .count;
    const [total, inMountain] = [await count(bikes), await count(mountain)];
    expect(total).toBeGreaterThan(inMountain);
    await expect(page.getByText(`${total} products`)).toBeVisible();
  });

  test('the Featured toggle, the search text and the sort change the results and the URL, each reset to page 1', async ({
    page,
  }) => {
    await openListing(page, '/shop?page=2');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const featured = await expected('featured=true&sort=created_at:desc');
    await page.getByRole('button', { name: 'Featured' }).click();
    await expect(page.getByRole('button', { name: 'Featured' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL('/shop?featured=true');
    await expectNames(page, featured.names);

    await page.getByRole('button', { name: 'Featured' }).click();
    await expect(page).toHaveURL('/shop');

    const byName = await expected('sort=name:asc');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A to Z' });
    await expect(page).toHaveURL('/shop?sort=name-asc');
    await expectNames(page, byName.names);

    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('he');
    await page.waitForTimeout(600); // longer than the 300 ms pause: 2 characters filter nothing
    await expect(page).toHaveURL('/shop?sort=name-asc');
    const matches = await expected('sort=name:asc&query=helmet');
    await search.fill('helmet');
    await expect(page).toHaveURL('/shop?sort=name-asc&query=helmet');
    await expectNames(page, matches.names);

    await page.goBack();
    await expect(page).toHaveURL('/shop?sort=name-asc');
    await expect(search).toHaveValue('');
    await expectNames(page, byName.names);
  });

  test('the search box submits on Enter, ignores blank and too short text, and clears', async ({ page }) => {
    await openListing(page, '/shop');
    const allNames = await cardNames(page).allTextContents();
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL('/shop');
    await search.fill(' xc ');
    await search.press('Enter');
    await expect(search).toHaveAccessibleDescription('Type at least 3 characters to search');
    await page.waitForTimeout(600); // past the pause too: 2 characters filter nothing
    await expect(page).toHaveURL('/shop');
    await expectNames(page, allNames);

    const matches = await expected('query=road&sort=created_at:desc');
    await search.fill(' road ');
    await page
      .getByRole('search', { name: 'Product search' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await expect(page).toHaveURL('/shop?query=road');
    await expectNames(page, matches.names);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL('/shop');
    await expectNames(page, allNames);
  });

  test('a search text of fewer than 3 characters in the address filters nothing', async ({ page }) => {
    const newest = await expected('sort=created_at:desc');
    await openListing(page, '/shop?query=xc');
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('xc');
    await expect(page.getByText('Type at least 3 characters to search')).toBeVisible();
    await expectNames(page, newest.names);
  });

  test('typing adds one history entry for the search, not one per pause', async ({ page }) => {
    await openListing(page, '/shop?featured=true');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.pressSequentially('hel');
    await expect(page).toHaveURL('/shop?featured=true&query=hel');
    await search.pressSequentially('met');
    await expect(page).toHaveURL('/shop?featured=true&query=helmet');
    await page.goBack();
    await expect(page).toHaveURL('/shop?featured=true');
    await expect(search).toHaveValue('');
    await expectNames(page, (await expected('featured=true&sort=created_at:desc')).names);
  });

  test('Back and Forward between listing states stay on the page; Back from a product returns to the filtered listing', async ({
    page,
  }) => {
    const title = page.getByRole('heading', { level: 1 });
    const featuredButton = page.getByRole('button', { name: 'Featured' });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    const featured = await expected('featured=true&sort=created_at:desc');
    const featuredOldest = await expected('featured=true&sort=created_at:asc');
    await openListing(page, '/shop');
    await featuredButton.click();
    await expectNames(page, featured.names);
    // Marks the rendered page: a page load or a swap of Astro's router would lose the mark.
    await title.evaluate((element) => element.setAttribute('data-kept', ''));
    await sort.selectOption({ label: 'Oldest' });
    await expect(page).toHaveURL('/shop?featured=true&sort=created_at-asc');
    await expectNames(page, featuredOldest.names);
    await page.goBack();
    await expect(page).toHaveURL('/shop?featured=true');
    await expect(sort).toHaveValue('created_at:desc');
    await expectNames(page, featured.names);
    await page.goForward();
    await expect(sort).toHaveValue('created_at:asc');
    await expectNames(page, featuredOldest.names);
    await expect(title).toHaveAttribute('data-kept', '');

    // To a product, and Back to the listing as it was.
    await cardNames(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name: featuredOldest.names[0] })).toBeVisible();
    await waitForIslands(page);
    await page.goBack();
    await expect(page).toHaveURL('/shop?featured=true&sort=created_at-asc');
    await expect(featuredButton).toHaveAttribute('aria-pressed', 'true');
    await expect(sort).toHaveValue('created_at:asc');
    await expectNames(page, featuredOldest.names);
    await waitForIslands(page);
    // And on back through the entries the listing wrote before.
    await page.goBack();
    await expect(page).toHaveURL('/shop?featured=true');
    await expect(sort).toHaveValue('created_at:desc');
    await expectNames(page, featured.names);
    await page.goBack();
    await expect(page).toHaveURL('/shop');
    await expect(featuredButton).toHaveAttribute('aria-pressed', 'false');
    await expect(title).toHaveText('All Products');
  });

  test('pages through the results, scrolling to the top, and a reloaded deep link keeps its state', async ({
    page,
  }) => {
    const second = await expected('page=2&sort=name:desc');
    await openListing(page, '/shop?sort=name:desc');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.scrollIntoViewIfNeeded();
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/shop?sort=name-desc&page=2');
    await expectNames(page, second.names);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name:desc');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectNames(page, second.names);
  });

  test('Clear All resets collection, title, sort, search, page and featured', async ({ page }) => {
    const gloves = await collectionId('bike-equipment-gloves');
    await openListing(page, `/shop?category=${gloves}&featured=true&sort=name:asc&query=trail`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gloves' })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog', { name: 'Product Filters' }).getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('created_at:desc');
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Featured' })).toHaveAttribute('aria-pressed', 'false');
    await expectNames(page, (await expected('sort=created_at:desc')).names);
  });

  test('says No products found when nothing matches', async ({ page }) => {
    await openListing(page, '/shop?query=zzzznothing');
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('a failed request shows No products found', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to fetch products/, /status of 500/);
    await openListing(page, '/shop');
    await page.route('**/api/products**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Featured' }).click();
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
  });

  test('shows a skeleton while a page loads', async ({ page }) => {
    await openListing(page, '/shop');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Featured' }).click();
    const results = page.getByRole('region', { name: 'Products' });
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toBeVisible();
    release();
    await expect(results).toHaveAttribute('aria-busy', 'false');
  });

  test('a new request cancels the one in flight', async ({ page }) => {
    await openListing(page, '/shop');
    const cancelled: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/api/products')) cancelled.push(request.url());
    });
    let first = true;
    await page.route('**/api/products**', async (route) => {
      if (first) {
        first = false;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Featured' }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest' });
    await expectNames(page, (await expected('featured=true&sort=created_at:asc')).names);
    await expect.poll(() => cancelled).toHaveLength(1);
    expect(cancelled[0]).toContain('featured=true');
    expect(cancelled[0]).not.toContain('sort=');
  });

  test('the products API answers a page of cards with the catalogue cache header, and malformed parameters with 400', async ({
    request,
  }) => {
    const ok = await request.get('/api/products?featured=true&sort=name:asc&page=1');
    expect(ok.status()).toBe(200);
    expect(ok.headers()['cache-control']).toBe('public, s-maxage=300, stale-while-revalidate=86400');
    const body = await ok.json();
    const truth = await expected('featured=true&sort=name:asc');
    expect(body.count).toBe(truth.count);
    expect(body.cards.map((card: { name: string }) => card.name)).toEqual(truth.names);

    const response = await request.get('/api/products?sort=price:up');
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_parameters',
      message: expect.stringContaining('sort'),
    });
    for (const bad of ['page=0', 'page=two', 'featured=yes', 'category=%3Cscript%3E']) {
      expect((await request.get(`/api/products?${bad}`)).status(), bad).toBe(400);
    }
  });
});

test.describe('collection page', () => {
  test('lists only the collection, with its name and description, and caches like a catalogue page', async ({
    page,
  }) => {
    const id = await collectionId('bike-road-bike');
    const inRoad = await expected(`product_collection_ids[]=${id}&sort=created_at:desc`);
    const response = await page.goto('/collection/bike-road-bike');
    expect(response?.headers()['cache-control']).toBe('public, s-maxage=300, stale-while-revalidate=86400');
    await expect(page.getByRole('heading', { level: 1, name: 'Road Bikes' })).toBeVisible();
    await expectNames(page, inRoad.names);
    await expect(grid(page).getByText('Road Bikes')).toHaveCount(inRoad.names.length);
  });

  test('keeps its address for sort and pages, and moves to the shop for another collection', async ({ page }) => {
    await openListing(page, '/collection/bike-road-bike');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest' });
    await expect(page).toHaveURL('/collection/bike-road-bike?sort=created_at-asc');
    const gloves = await collectionId('bike-equipment-gloves');
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Product Filters' });
    await panel.getByRole('button', { name: 'Show Bike Equipment collections' }).click();
    await panel.getByRole('button', { name: 'Gloves' }).click();
    await expect(page).toHaveURL(`/shop?category=${gloves}&sort=created_at-asc`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gloves' })).toBeVisible();
  });

  test('an unknown collection answers 404 with Collection Not Found and a way to all collections', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/collection/no-such-collection');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Collection Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View all collections' })).toHaveAttribute('href', '/collections');
  });
});

test.describe('search results', () => {
  test('titles the results with the query and lists what matches', async ({ page }) => {
    const matches = await expected('query=summit&sort=created_at:desc');
    await openListing(page, '/search?query=summit');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "summit"' })).toBeVisible();
    await expectNames(page, matches.names);
    for (const name of matches.names) expect(name.toLowerCase()).toContain('summit');
  });

  test('asks for a search term without a query, or with one too short', async ({ page }) => {
    await openListing(page, '/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Enter a search term to find products' })).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await openListing(page, '/search?query=xc');
    await expect(page.getByRole('heading', { level: 1, name: 'Enter a search term to find products' })).toBeVisible();
    await expect(page.getByText('Type at least 3 characters to search')).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
  });

  test('searching from the search page keeps the search page and its title', async ({ page }) => {
    const matches = await expected('query=helmet&sort=created_at:desc');
    await openListing(page, '/search');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('helmet');
    await expect(page).toHaveURL('/search?query=helmet');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "helmet"' })).toBeVisible();
    await expectNames(page, matches.names);
  });
});

test.describe('listing accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`/shop, its filter panel, a collection and /search have no violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await openListing(page, '/shop');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('dialog', { name: 'Product Filters' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
      // The pressed Featured toggle, the short-text hint and the pages.
      await openListing(page, '/shop?featured=true&query=xc');
      await expectNoAxeViolations(page);
      await openListing(page, '/collection/bike-equipment-helmet');
      await expectNoAxeViolations(page);
      await openListing(page, '/search?query=ridge');
      await expectNoAxeViolations(page);
    });
  }
});
