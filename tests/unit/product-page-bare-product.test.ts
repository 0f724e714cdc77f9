/**
 * A product page from a product answer that carries only SureCart's required
 * fields: no description, metadata, featured flag, stock fields, collections,
 * variant options or gallery. The page's server loader still renders what it
 * has (name, price, breadcrumb, structured data) and leaves the rest out.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../supabase/functions/_shared/surecart/catalog.ts';
import { serveLocalCatalog } from '../support/local-catalog.ts';
import type { loadProductPage as LoadProductPage } from '~/features/product/product-page.server.ts';

const SLUG = 'summit-ridge-29-trail';

/** The product answer reduced to its required fields, and each price and variant to theirs. */
function bare(body: Record<string, unknown>): Record<string, unknown> {
  const required = (shape: Record<string, { _zod: { optin?: string } }>, item: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(item).filter(([key]) => shape[key] && shape[key]._zod.optin !== 'optional'));
  const list = (value: unknown, shape: Parameters<typeof required>[0]) => ({
    object: 'list',
    data: ((value as { data: Record<string, unknown>[] }).data ?? []).map((item) => required(shape, item)),
  });
  return {
    ...required(catalog.product.shape, body),
    prices: list(body.prices, catalog.price.shape),
    variants: list(body.variants, catalog.variant.shape),
  };
}

let loadProductPage: typeof LoadProductPage;

beforeAll(async () => {
  serveLocalCatalog();
  const served = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const response = await served(input, init);
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (!url.pathname.endsWith(`/products/${SLUG}`)) return response;
    return Response.json(bare((await response.json()) as Record<string, unknown>));
  });
  vi.resetModules();
  ({ loadProductPage } = await import('~/features/product/product-page.server.ts'));
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('a product page with every optional field missing', () => {
  it('renders the name, the price and the breadcrumb, and leaves the rest out', async () => {
    const page = (await loadProductPage(SLUG))!;
    expect(page).not.toBeNull();
    expect(page.product).toMatchObject({
      slug: SLUG,
      description: null,
      metadata: {},
      featured: false,
      collections: [],
      galleryIds: [],
      productMedias: [],
      optionNames: [],
      stock: { tracked: false, available: null, backorders: false, purchaseLimit: null },
      hidden: false,
    });
    expect(page.product.prices.length).toBeGreaterThan(0);
    expect(page.product.variants.every((v) => v.amount === null && v.mediaId === null)).toBe(true);
    expect(page.gallery).toEqual([]);
    expect(page.descriptionHtml).toBe('');
    expect(page.specifications).toEqual([]);
    expect(page.crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Shop', page.product.name]);
    expect(page.metaDescription).toBe(page.product.name);
    expect(JSON.parse(page.jsonLd[0]!)).toMatchObject({ '@type': 'Product', name: page.product.name });
  });
});
