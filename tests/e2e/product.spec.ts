import type { Page } from '@playwright/test';
import { localProduct, localProducts, type LocalProduct } from '../support/commerce-wire.ts';
import { commerceApi, expect, expectNoAxeViolations, hydrated, test, useTheme, waitForIslands } from './fixtures.ts';

/** A product with every relation the product page reads expanded, its variants' pictures as Media. */
type ApiProduct = LocalProduct<'prices' | 'variant.image' | 'variant_options' | 'product_collections'>;

async function catalogue(): Promise<ApiProduct[]> {
  const body = await commerceApi(
    '/products?limit=100&sort=name:asc&archived=false&status[]=published' +
      '&expand[]=prices&expand[]=variants&expand[]=product_collections&expand[]=variant_options&expand[]=variant.image',
  );
  return localProducts(body, 'prices', 'variant.image', 'variant_options', 'product_collections').data;
}

/** A product with several prices and two options, whose colours have their own images. */
async function productWithChoices() {
  const products = await catalogue();
  return products.find(
    (p) => p.prices.data.length > 1 && p.variant_options.data.length === 2 && p.variants.data.every((v) => v.image),
  )!;
}

const optionNames = (product: ApiProduct) => product.variant_options.data.map((option) => option.name);

const optionGroup = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) });
const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to Cart' });
const cartButton = (page: Page) => page.getByRole('button', { name: /Open cart/ });

async function openProduct(page: Page, slug: string, query = '') {
  await page.goto(`/product/${slug}${query}`);
  await waitForIslands(page);
}

test.describe('product page', () => {
  test('shows the breadcrumb, name, collection badges, first price and the policy line from the server', async ({
    page,
  }) => {
    const product = await productWithChoices();
    await page.goto(`/product/${product.slug}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Shop', product.product_collections.data[0]!.name]);
    await expect(crumbs).toContainText(product.name);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    for (const collection of product.product_collections.data) {
      await expect(
        page.getByRole('list', { name: 'Collections' }).getByRole('link', { name: collection.name }),
      ).toHaveAttribute('href', `/shop?category=${collection.id}`);
    }
    const first = product.prices.data[0]!.amount / 100;
    await expect(page.getByTestId('product-price')).toHaveText(
      `$${first.toLocaleString('en-CA', { minimumFractionDigits: 2 })}`,
    );
    await expect(page.getByText('free shipping over $1000, 30-day return policy, lifetime warranty')).toBeVisible();
  });

  test('choosing options resets later ones, the gallery follows the colour, and the price follows the price choice', async ({
    page,
  }) => {
    const product = await productWithChoices();
    const [first, other] = [
      product.variants.data[0]!,
      product.variants.data.find((v) => v.option_2 !== product.variants.data[0]!.option_2)!,
    ];
    const [sizeName, colorName] = optionNames(product);
    await openProduct(page, product.slug);

    const size = optionGroup(page, sizeName!);
    const color = optionGroup(page, colorName!);
    await expect(color.getByRole('radio').first()).toBeDisabled();
    await size.getByRole('radio', { name: first.option_1! }).check({ force: true });
    await expect(color.getByRole('radio').first()).toBeEnabled();
    await color.getByRole('radio', { name: other.option_2! }).check({ force: true });

    // The gallery shows the chosen colour's image.
    const shown = page
      .getByRole('group', { name: /^Image \d+ of \d+$/ })
      .and(page.locator(':not([aria-hidden="true"])'));
    await expect(shown.getByRole('img')).toHaveAttribute('src', other.image!.url);

    // Choosing another size clears the colour.
    const anotherSize = product.variants.data.find((v) => v.option_1 !== first.option_1)!.option_1!;
    await size.getByRole('radio', { name: anotherSize }).check({ force: true });
    await expect(color.getByRole('radio', { checked: true })).toHaveCount(0);

    // Choosing the selected size again clears it, and the colour is disabled again.
    await size.getByRole('radio', { name: anotherSize }).click({ force: true });
    await expect(size.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(color.getByRole('radio').first()).toBeDisabled();

    // The price shown follows the chosen price.
    const second = product.prices.data[1]!;
    await page.getByRole('radio', { name: new RegExp(`^${second.name ?? 'Standard'} – `) }).check({ force: true });
    await expect(page.getByTestId('product-price')).toHaveText(
      `$${(second.amount / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`,
    );
  });

  test('the gallery’s carousel and its other pictures load only when the shopper reaches for the gallery', async ({
    page,
  }) => {
    const product = await productWithChoices();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await openProduct(page, product.slug);
    const gallery = page.getByRole('region', { name: 'Product images' });
    // Every slide, those the carousel hides from assistive technology as it slides included.
    const slides = gallery.getByRole('group', { name: /^Image \d+ of \d+$/, includeHidden: true });
    await expect(slides).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((path) => path.includes('GalleryCarousel'))).toEqual([]);
    const picturesBefore = loaded.filter((path) => path.startsWith('/wp-content/')).length;

    // The arrows change the picture without it.
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(gallery.getByRole('button', { name: /^Show image 2 of / })).toHaveAttribute('aria-current', 'true');

    // Pointing at the gallery (the click above did) loads the carousel: every slide, the second one shown.
    await expect.poll(() => loaded.filter((path) => path.includes('GalleryCarousel')).length).toBe(1);
    await expect.poll(() => slides.count()).toBeGreaterThan(1);
    await expect(slides.and(page.locator(':not([aria-hidden="true"])'))).toHaveAccessibleName(/^Image 2 of /);
    await expect
      .poll(() => loaded.filter((path) => path.startsWith('/wp-content/')).length)
      .toBeGreaterThan(picturesBefore);
  });

  test('each validation message of Add to Cart', async ({ page }) => {
    const product = await productWithChoices();
    const [sizeName, colorName] = optionNames(product);
    const variant = product.variants.data[0]!;
    await openProduct(page, product.slug);
    await addToCart(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select all required options' })).toBeVisible();

    await optionGroup(page, sizeName!).getByRole('radio', { name: variant.option_1! }).check({ force: true });
    await page
      .getByRole('radio', { name: /^(.+) – \$/ })
      .first()
      .check({ force: true });
    await addToCart(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select all product options' })).toBeVisible();

    // A shared link to a price that no longer exists.
    await openProduct(page, product.slug, '?price=price-that-is-gone');
    await optionGroup(page, sizeName!).getByRole('radio', { name: variant.option_1! }).check({ force: true });
    await optionGroup(page, colorName!).getByRole('radio', { name: variant.option_2! }).check({ force: true });
    await addToCart(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid price selection' })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName(/0 items in cart/);
  });

  test('adds the chosen variant to the cart, with a toast and the badge count, which survives a reload', async ({
    page,
  }) => {
    const product = await productWithChoices();
    const variant = product.variants.data[1]!;
    await openProduct(page, product.slug, `?variant=${variant.id}`);
    await expect(optionGroup(page, optionNames(product)[0]!).getByRole('radio', { checked: true })).toHaveCount(1);
    await page
      .getByRole('radio', { name: /^(.+) – \$/ })
      .first()
      .check({ force: true });
    await addToCart(page).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName(/1 item in cart/);
    // The badge counts the new unit at once; the reload waits for the server to have it.
    const added = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/line_items\b/.test(response.url()),
    );
    await addToCart(page).click();
    await expect(cartButton(page)).toHaveAccessibleName(/2 items in cart/);
    expect((await added).ok()).toBe(true);
    await page.reload();
    await waitForIslands(page);
    await expect(cartButton(page)).toHaveAccessibleName(/2 items in cart/);
  });

  test('a product with one price and no options adds at once', async ({ page }) => {
    const product = (await catalogue()).find((p) => p.variants.data.length === 0 && p.prices.data.length === 1)!;
    await openProduct(page, product.slug);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await addToCart(page).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName(/1 item in cart/);
  });

  test('tabs show the description, the specifications with readable names, and support', async ({ page }) => {
    const product = await productWithChoices();
    await openProduct(page, product.slug);
    const tabs = await hydrated(page.getByRole('tablist', { name: 'Product information' }));
    await expect(page.getByRole('tabpanel')).toContainText(/\w+/);
    const description = (await page.getByRole('tabpanel').textContent())!;
    await tabs.getByRole('tab', { name: 'Specifications' }).click();
    const specKey = Object.keys(product.metadata).find((k) => k.includes('_') && k !== 'gallery_ids')!;
    const label = specKey
      .split('_')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ');
    await expect(page.getByRole('tabpanel').getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Gallery Ids')).toHaveCount(0);
    await tabs.getByRole('tab', { name: 'Support' }).click();
    const support = page.getByRole('tabpanel');
    for (const label of ['Name', 'Email', 'Phone', 'How can we help you?']) {
      await expect(support.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(support.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // The description and specifications are drawn by the server: each comes back whole when its tab is chosen again.
    await tabs.getByRole('tab', { name: 'Description' }).click();
    await expect(page.getByRole('tabpanel')).toHaveText(description);
    await tabs.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByRole('tabpanel').getByText(label, { exact: true })).toBeVisible();
  });

  test('on a 390 px phone the tabs sit on one line, in English and in French', async ({ page }) => {
    const product = await productWithChoices();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      [`/product/${product.slug}`, 'Product information'],
      [`/fr/product/${product.slug}`, 'Renseignements sur le produit'],
    ] as const) {
      await page.goto(path);
      await waitForIslands(page);
      const list = await hydrated(page.getByRole('tablist', { name }));
      const row = (await list.boundingBox())!;
      const tabs = await Promise.all(
        (await list.getByRole('tab').all()).map(async (tab) => (await tab.boundingBox())!),
      );
      expect(tabs, path).toHaveLength(3);
      // One line: every tab at the first one's height; nothing beyond the row's right edge, so nothing scrolls.
      for (const tab of tabs) expect(Math.round(tab.y), path).toBe(Math.round(tabs[0]!.y));
      expect(tabs.at(-1)!.x + tabs.at(-1)!.width, path).toBeLessThanOrEqual(row.x + row.width);
      expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth), path).toBe(true);
    }
  });

  test('suggestions are grouped under their headings without the product itself', async ({ page }) => {
    const product = await productWithChoices();
    await page.goto(`/product/${product.slug}`);
    // A bike's similar bikes and accessories, another product's related collections (decision 0078).
    const groups = page.getByRole('region', { name: /^(Similar bikes|Complete your ride|To go with it: .+)$/ });
    await expect(groups.first()).toBeVisible();
    const names = await groups.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain(product.name);
  });

  test('carries Product and BreadcrumbList structured data with CAD offers', async ({ page }) => {
    const product = await productWithChoices();
    await page.goto(`/product/${product.slug}`);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    const ld = blocks.find((b) => b['@type'] === 'Product');
    expect(ld).toMatchObject({
      name: product.name,
      offers: { '@type': 'AggregateOffer', priceCurrency: 'CAD', availability: 'https://schema.org/InStock' },
    });
    expect(ld.image.length).toBeGreaterThan(0);
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(4);
  });

  test('an unknown product answers 404 with Return to Shop', async ({ page }) => {
    const response = await page.goto('/product/no-such-bike');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Shop' })).toHaveAttribute('href', '/shop');
    await page.getByRole('link', { name: 'Return to Shop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });

  test('an archived or draft product answers 404, though the platform still reads it by its slug', async ({ page }) => {
    const all = localProducts(await commerceApi('/products?limit=100&sort=created_at:desc'));
    const hidden = all.data.filter((p) => p.archived || p.status !== 'published');
    expect(hidden.map((p) => p.archived).sort()).toEqual([false, true, true]);
    for (const product of hidden) {
      expect(localProduct(await commerceApi(`/products/${product.slug}`)).slug).toBe(product.slug);
      const response = await page.goto(`/product/${product.slug}`);
      expect(response?.status(), product.slug).toBe(404);
      await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${theme} theme`, async ({ page }) => {
      const product = await productWithChoices();
      await useTheme(page, theme);
      await openProduct(page, product.slug);
      await hydrated(page.getByRole('tablist', { name: 'Product information' }));
      await expectNoAxeViolations(page);
    });
  }
});
