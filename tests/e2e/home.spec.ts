import {
  commerceApi,
  SHOWN_PRODUCTS,
  expect,
  expectNoAxeViolations,
  test,
  useTheme,
  waitForIslands,
} from './fixtures.ts';

test.describe('home page', () => {
  test('shows the hero, the value cards and the closing banner with their links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Free delivery across Canada on orders of $200 or more')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Bike Collections' })).toHaveAttribute('href', '/collections');
    await expect(page.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    for (const value of ['Expert Engineering', 'Pro-Tested', 'Premium Service']) {
      await expect(page.getByRole('heading', { name: value })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Engineered for speed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Your Bike' })).toHaveAttribute('href', '/collections');
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/shop');
  });

  test('shows 8 featured products, newest first, linking to their pages with their images', async ({ page }) => {
    const expected = await commerceApi(`/products?featured=true&limit=8&${SHOWN_PRODUCTS}&sort=created_at:desc`);
    expect(expected.data).toHaveLength(8);
    await page.goto('/');
    const grid = page.getByRole('list', { name: 'Featured Bikes' });
    const cards = grid.getByRole('listitem');
    await expect(cards).toHaveCount(8);
    const names = await grid.getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(expected.data.map((p: { name: string }) => p.name));
    for (const [index, product] of expected.data.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
        'href',
        `/product/${product.slug}`,
      );
      const image = card.getByRole('img');
      await expect(image).toHaveAttribute('src', /\/wp-content\/uploads\/.+\.svg$/);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expect(cards.first()).toContainText(/\$\d[\d,]*\.\d{2}/);
  });

  test('the header is transparent over the hero and solid after 50 px of scroll', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    const header = page.getByRole('banner');
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 400);
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/');
      await waitForIslands(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectNoAxeViolations(page);
    });
  }
});
