import { commerceApi, expect, SHOWN_PRODUCTS, test } from './fixtures.ts';

/** Every page this shop serves today that search engines should index. */
const INDEXED_PAGES = [
  '/',
  '/shop',
  '/collections',
  '/collection/bike-road-bike',
  '/about',
  '/faq',
  '/shipping',
  '/privacy',
  '/terms',
];

async function allOf(path: string, filter = ''): Promise<{ slug: string }[]> {
  const items: { slug: string }[] = [];
  for (let page = 1; ; page++) {
    const body = await commerceApi(`${path}?limit=100&page=${page}${filter && `&${filter}`}`);
    items.push(...body.data);
    if (body.data.length === 0 || items.length >= body.pagination.count) return items;
  }
}

test.describe('discoverability', () => {
  test('sitemap.xml lists every product and collection of the catalogue and the public pages, on the site origin', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

    const products = await allOf('/products', SHOWN_PRODUCTS);
    expect(products.length).toBeGreaterThan(40);
    // Archived and draft products are in the platform's unfiltered list, never in the sitemap.
    const shown = new Set(products.map((product) => product.slug));
    const hidden = (await allOf('/products')).filter((product) => !shown.has(product.slug));
    expect(hidden.length).toBeGreaterThan(0);
    for (const product of hidden) expect(locs.some((loc) => loc.endsWith(`/product/${product.slug}`))).toBe(false);
    for (const product of products) {
      expect(locs).toContain(`${baseURL}/product/${product.slug}`);
      expect(locs).toContain(`${baseURL}/fr/product/${product.slug}`);
    }
    // Every product once in each language.
    expect(locs.filter((loc) => loc.includes('/product/'))).toHaveLength(products.length * 2);

    for (const collection of await allOf('/product_collections'))
      expect(locs).toContain(`${baseURL}/collection/${collection.slug}`);
    for (const path of [...INDEXED_PAGES, '/shop', '/collections']) expect(locs).toContain(new URL(path, baseURL).href);
    for (const loc of locs) expect(loc.startsWith(`${baseURL}/`)).toBe(true);
  });

  test('robots.txt points crawlers at the sitemap and keeps them off personal pages', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const path of ['/account', '/thank-you', '/auth/']) expect(text).toContain(`Disallow: ${path}`);
  });

  test('every page has its own title, description and canonical URL', async ({ request, baseURL }) => {
    const seen = { title: new Set<string>(), description: new Set<string>(), canonical: new Set<string>() };
    for (const path of INDEXED_PAGES) {
      const html = await (await request.get(path)).text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(title, `${path} title`).toMatch(/Vélo Nord/);
      expect(description?.length, `${path} description`).toBeGreaterThan(50);
      expect(canonical, `${path} canonical`).toBe(new URL(path, baseURL).href);
      seen.title.add(title!);
      seen.description.add(description!);
      seen.canonical.add(canonical!);
    }
    for (const values of Object.values(seen)) expect(values.size).toBe(INDEXED_PAGES.length);
  });

  test('the home page describes the company in Organization structured data', async ({ page, baseURL }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Vélo Nord',
      url: baseURL,
      email: 'support@velonord.ca',
      address: { addressRegion: 'QC', addressCountry: 'CA' },
    });
    const logo = await page.request.get(organization.logo);
    expect(logo.headers()['content-type']).toBe('image/png');
  });

  test('the tab icon comes with the page, the touch icon is served, and no web app manifest is linked', async ({
    page,
    request,
  }) => {
    await page.goto('/about');
    // The shop's mark is drawn from the page itself: the browser makes no request for it.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(icon!)).toContain("fill='#c8102e'");
    const drawn = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, icon!);
    expect(drawn).toBeGreaterThan(0);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(touchIcon!)).headers()['content-type']).toBe('image/png');
    // Decision 0059: no manifest, so no browser fetches one (and its icon) while the page first paints.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect((await request.get('/manifest.webmanifest')).status()).toBe(404);

    const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect((await request.get(preview!)).headers()['content-type']).toBe('image/png');
  });
});
