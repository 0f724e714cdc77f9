/**
 * A product whose name and description try to break out of the page's
 * structured data, served by the real product page: the backend holds an
 * unlisted copy of a demo product under its own slug, so no other test sees it.
 */
import { backendOrigin, expect, test, waitForIslands } from './fixtures.ts';

const SLUG = 'hostile-structured-data';
const NAME = 'Bike</script><script>window.__pwned = "name"</script><!-- \u2028\u2029 end';
const DESCRIPTION =
  '<p>Fast &amp; light &mdash; caf&#233;. &lt;/script&gt;&lt;script&gt;window.__pwned = "description"&lt;/script&gt; &lt;!-- \u2028</p>' +
  '<p><a href="https://example.com/guide">Fitting guide</a> <a href="//evil.example/x">Elsewhere</a></p>';
const DESCRIPTION_TEXT =
  'Fast & light — café. </script><script>window.__pwned = "description"</script> <!-- Fitting guide Elsewhere';

test.beforeAll(async () => {
  const response = await fetch(`${backendOrigin}/_local/catalog/unlisted-products`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: 'glacier-steel-bottle', slug: SLUG, name: NAME, description: DESCRIPTION }),
  });
  expect(response.status).toBe(201);
});

test('a hostile product name and description stay text: two JSON-LD blocks that parse, and no injected script runs', async ({
  page,
}) => {
  const response = await page.goto(`/product/${SLUG}`);
  expect(response?.status()).toBe(200);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(2);
  const [product, breadcrumb] = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(product).toMatchObject({ '@type': 'Product', name: NAME, description: DESCRIPTION_TEXT });
  expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
  expect(JSON.stringify(breadcrumb)).toContain(JSON.stringify(NAME));

  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  // Only the shop's own scripts: none made of the payload.
  expect(
    await page
      .locator('script')
      .evaluateAll(
        (els) =>
          els.filter((e) => e.textContent?.includes('__pwned') && e.getAttribute('type') !== 'application/ld+json')
            .length,
      ),
  ).toBe(0);
});

test('description links keep rel="noopener nofollow", and protocol-relative links are refused', async ({ page }) => {
  await page.goto(`/product/${SLUG}`);
  const panel = page.getByRole('tabpanel', { name: 'Description' });
  await expect(panel.getByRole('link', { name: 'Fitting guide' })).toHaveAttribute('rel', 'noopener nofollow');
  await expect(panel.getByRole('link', { name: 'Elsewhere' })).toHaveCount(0);
  await expect(panel).toContainText('Elsewhere');
});

test('an address that cannot be a product slug is Product Not Found', async ({ page }) => {
  for (const slug of ['b-', 'b--x', 'Glacier-Steel-Bottle']) {
    const response = await page.goto(`/product/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  }
});
