import { describe, expect, it } from 'vitest';
import { collectionList, productList, type ApiCollection, type ApiProduct } from '../support/commerce-wire.ts';
import { commerceGet } from './helpers.ts';

/** What SureCart's own product list asks for, so that archived and draft products stay out. */
const SHOWN = '&archived=false&status[]=published';

async function allProducts(query = ''): Promise<ApiProduct[]> {
  const first = await commerceGet(`/products?limit=100&page=1${query}`);
  const pages = Math.ceil(first.body.pagination.count / 100);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => commerceGet(`/products?limit=100&page=${i + 2}${query}`)),
  );
  return [first, ...rest].flatMap((r) => r.body.data);
}

describe('GET /v1/products', () => {
  it('answers in the list envelope with the true total in pagination.count', async () => {
    const everything = await allProducts();
    const { status, body } = await commerceGet('/products?limit=12&page=2&sort=name:asc&expand[]=prices');
    expect(status).toBe(200);
    expect(body.object).toBe('list');
    expect(body.pagination).toEqual({ count: everything.length, limit: 12, page: 2, url: '/v1/products' });
    expect(everything.length).toBeGreaterThanOrEqual(48);
    expect(body.data).toHaveLength(12);
    expect(productList(body).data).toHaveLength(12);
  });

  it('pages without overlap: page 2 continues where page 1 stops', async () => {
    const page1 = await commerceGet('/products?limit=12&page=1&sort=name:asc');
    const page2 = await commerceGet('/products?limit=12&page=2&sort=name:asc');
    const both = await commerceGet('/products?limit=24&page=1&sort=name:asc');
    expect([...page1.body.data, ...page2.body.data].map((p: ApiProduct) => p.id)).toEqual(
      both.body.data.map((p: ApiProduct) => p.id),
    );
  });

  it('a page past the end is empty but keeps the count', async () => {
    const { body } = await commerceGet('/products?limit=12&page=999');
    expect(body.data).toEqual([]);
    expect(body.pagination.count).toBeGreaterThan(0);
  });

  it.each([
    ['created_at:asc', (a: ApiProduct, b: ApiProduct) => a.created_at <= b.created_at],
    ['created_at:desc', (a: ApiProduct, b: ApiProduct) => a.created_at >= b.created_at],
    ['name:asc', (a: ApiProduct, b: ApiProduct) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) <= 0],
    ['name:desc', (a: ApiProduct, b: ApiProduct) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) >= 0],
  ])('sorts by %s', async (sort, inOrder) => {
    const products = await allProducts(`&sort=${sort}`);
    for (let i = 1; i < products.length; i++) expect(inOrder(products[i - 1]!, products[i]!)).toBe(true);
    // The order is a real order, not the catalogue's: the first item differs between directions.
    const opposite = sort.endsWith('asc') ? sort.replace('asc', 'desc') : sort.replace('desc', 'asc');
    const reversed = await commerceGet(`/products?limit=1&sort=${opposite}`);
    expect(reversed.body.data[0].id).not.toBe(products[0]!.id);
  });

  it('defaults to newest first', async () => {
    const byDefault = await commerceGet('/products?limit=5');
    const newest = await commerceGet('/products?limit=5&sort=created_at:desc');
    expect(byDefault.body.data.map((p: ApiProduct) => p.id)).toEqual(newest.body.data.map((p: ApiProduct) => p.id));
  });

  it('filters featured products', async () => {
    const everything = await allProducts();
    const { body } = await commerceGet('/products?featured=true&limit=100');
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(body.data.every((p: ApiProduct) => p.featured)).toBe(true);
    expect(body.pagination.count).toBe(everything.filter((p) => p.featured).length);
  });

  it('filters by several collections (any of them)', async () => {
    const collections = (await commerceGet('/product_collections?limit=100')).body.data as ApiCollection[];
    const helmets = collections.find((c: ApiCollection) => c.slug === 'bike-equipment-helmet')!;
    const gloves = collections.find((c: ApiCollection) => c.slug === 'bike-equipment-gloves')!;
    const { body } = await commerceGet(
      `/products?limit=100&product_collection_ids[]=${helmets.id}&product_collection_ids[]=${gloves.id}&expand[]=product_collections${SHOWN}`,
    );
    expect(body.pagination.count).toBe(Number(helmets.products_count) + Number(gloves.products_count));
    for (const product of body.data) {
      const slugs = product.product_collections.data.map((c: ApiCollection) => c.slug);
      expect(slugs.includes('bike-equipment-helmet') || slugs.includes('bike-equipment-gloves')).toBe(true);
    }
    const onlyHelmets = await commerceGet(`/products?limit=100&product_collection_ids[]=${helmets.id}${SHOWN}`);
    expect(onlyHelmets.body.pagination.count).toBe(helmets.products_count);
  });

  it('finds products by text, by word prefix, and by slug', async () => {
    const helmets = await commerceGet('/products?query=helmet&limit=100&expand[]=product_collections');
    expect(helmets.body.data.length).toBeGreaterThan(0);
    for (const p of helmets.body.data) {
      const text =
        `${p.name} ${p.slug} ${p.product_collections.data.map((c: ApiCollection) => c.name).join(' ')}`.toLowerCase();
      expect(text).toContain('helmet');
    }
    const any = (await commerceGet('/products?limit=1&sort=name:asc')).body.data[0];
    const bySlug = await commerceGet(`/products?query=${any.slug}&limit=100`);
    expect(bySlug.body.data.map((p: ApiProduct) => p.slug)).toContain(any.slug);
    const prefix = any.name.split(' ')[0].slice(0, 3);
    const byPrefix = await commerceGet(`/products?query=${encodeURIComponent(prefix)}&limit=100`);
    expect(byPrefix.body.data.map((p: ApiProduct) => p.id)).toContain(any.id);
    const nothing = await commerceGet('/products?query=zzzqqqxx');
    expect(nothing.body).toMatchObject({ data: [], pagination: { count: 0 } });
  });

  it('expands relations only when asked', async () => {
    const plain = (await commerceGet('/products?limit=1')).body.data[0];
    expect(plain.prices).toBeUndefined();
    expect(plain.variants).toBeUndefined();
    const answer = await commerceGet(
      '/products?limit=100&expand[]=prices&expand[]=variants&expand[]=product_collections&expand[]=variant.image',
    );
    // Every product, expanded, exactly in SureCart's format: what the backend sends is what the shop reads.
    const expanded = productList(answer.body).data as ApiProduct[];
    const withVariants = expanded.find((p) => p.variants.data.length > 0)!;
    expect(withVariants.prices).toMatchObject({ object: 'list', data: expect.any(Array) });
    expect(withVariants.prices.data[0]).toMatchObject({ object: 'price', currency: 'cad', amount: expect.any(Number) });
    // A standard store names the options only in the product's variant_options, and only when expanded.
    expect(withVariants.variants.data[0]).not.toHaveProperty('option_names');
    expect(withVariants).not.toHaveProperty('variant_options');
    expect(withVariants.product_collections.data[0]).toMatchObject({ object: 'product_collection' });
    const imaged = expanded.flatMap((p) => p.variants.data).find((v) => v.image)!;
    expect(imaged.image).toMatchObject({ object: 'media', url: expect.stringMatching(/^http/) });
    // The platform's own fields, not the shop host's: no line picture, a boolean version.
    expect(withVariants).not.toHaveProperty('line_item_image');
    expect(imaged).not.toHaveProperty('line_item_image');
    expect(imaged.current_version).toBe(true);
  });

  it('ignores unknown parameters and expansions', async () => {
    const { status, body } = await commerceGet('/products?limit=2&colour=blue&expand[]=nonsense');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
  });

  it.each([
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['page=-1', 'page'],
    ['sort=price:asc', 'sort'],
    ['sort=name', 'sort'],
    ['featured=maybe', 'featured'],
  ])('answers a malformed %s with 400 in the error shape', async (query, attribute) => {
    const { status, body } = await commerceGet(`/products?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ http_status: 'bad_request', code: expect.any(String), message: expect.any(String) });
    expect(body.validation_errors[0].attribute).toBe(attribute);
  });

  it('refuses a wrong bearer token with 401 in the error shape', async () => {
    const { status, body } = await commerceGet('/products', 'pt_wrong');
    expect(status).toBe(401);
    expect(body).toMatchObject({ http_status: 'unauthorized', type: 'unauthorized', message: expect.any(String) });
  });
});

describe('GET /v1/product_collections', () => {
  it('lists collections with limit and parent metadata', async () => {
    const { status, body } = await commerceGet('/product_collections?limit=100&expand=all');
    expect(status).toBe(200);
    expect(body.object).toBe('list');
    expect(collectionList(body).data.length).toBe(body.data.length);
    const slugs = body.data.map((c: ApiCollection) => c.slug);
    for (const slug of [
      'bike-mountain-bike',
      'bike-road-bike',
      'bike-electric-road-bike',
      'bike-equipment-helmet',
      'bike-equipment-gloves',
      'bike-equipment-shoes',
      'bike-equipment-bike-water-bottle',
    ]) {
      const collection = body.data.find((c: ApiCollection) => c.slug === slug);
      expect(collection, slug).toBeDefined();
      expect(collection.metadata.parent_collection).toBe(slug.startsWith('bike-equipment') ? 'bike-equipment' : 'bike');
      expect(collection.products_count).toBeGreaterThan(0);
    }
    expect(slugs).toEqual(expect.arrayContaining(['bike', 'bike-equipment']));
    const limited = await commerceGet('/product_collections?limit=2');
    expect(limited.body.data).toHaveLength(2);
    expect(limited.body.pagination.count).toBe(body.data.length);
  });

  it('counts the products a shopper may see', async () => {
    const { body } = await commerceGet('/product_collections?limit=100');
    for (const collection of body.data) {
      const products = await commerceGet(`/products?limit=1&product_collection_ids[]=${collection.id}${SHOWN}`);
      expect(products.body.pagination.count, collection.slug).toBe(collection.products_count);
    }
  });
});

describe('archived and draft products', () => {
  const HIDDEN = ['summit-ridge-29-trail-2023', 'aero-boreal-mips-prototype', 'glacier-steel-bottle-retired'];
  const slugsOf = (products: Array<{ slug: string }>) => products.map((p) => p.slug);

  it('are in the unfiltered list, newest first, and counted there', async () => {
    const unfiltered = await commerceGet('/products?limit=3&sort=created_at:desc');
    expect(slugsOf(unfiltered.body.data).sort()).toEqual([...HIDDEN].sort());
    const shown = await commerceGet(`/products?limit=1${SHOWN}`);
    expect(unfiltered.body.pagination.count).toBe(shown.body.pagination.count + HIDDEN.length);
  });

  it('archived=false leaves archived ones out, status[]=published drafts, both together all three', async () => {
    const notArchived = slugsOf(await allProducts('&archived=false'));
    expect(notArchived).toContain('aero-boreal-mips-prototype');
    expect(notArchived).not.toContain('summit-ridge-29-trail-2023');
    const published = slugsOf(await allProducts('&status[]=published'));
    expect(published).toContain('glacier-steel-bottle-retired');
    expect(published).not.toContain('aero-boreal-mips-prototype');
    const shown = slugsOf(await allProducts(SHOWN));
    for (const slug of HIDDEN) expect(shown).not.toContain(slug);
    const searched = await commerceGet(`/products?query=summit%20ridge&limit=100${SHOWN}`);
    expect(slugsOf(searched.body.data)).toContain('summit-ridge-29-trail');
    expect(slugsOf(searched.body.data)).not.toContain('summit-ridge-29-trail-2023');
  });

  it('answers a malformed archived with 400', async () => {
    const { status, body } = await commerceGet('/products?archived=maybe');
    expect(status).toBe(400);
    expect(body.validation_errors[0].attribute).toBe('archived');
  });
});

describe('GET /v1/products/{id or slug}', () => {
  it('reads one product by slug or by id, with the expansions asked', async () => {
    const bySlug = await commerceGet('/products/summit-ridge-29-trail?expand[]=variants&expand[]=variant_options');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ object: 'product', slug: 'summit-ridge-29-trail' });
    expect(bySlug.body.variant_options.data.map((o: { name: string }) => o.name)).toEqual(['Size', 'Color']);
    expect(bySlug.body.variants.data[0].metadata).toEqual({ wp_media: expect.stringMatching(/^\d+$/) });
    const byId = await commerceGet(`/products/${bySlug.body.id}`);
    expect(byId.body.slug).toBe('summit-ridge-29-trail');
    expect(byId.body).not.toHaveProperty('variants');
  });

  it('reads archived and draft products too, with their state', async () => {
    const archived = await commerceGet('/products/summit-ridge-29-trail-2023');
    expect(archived.body).toMatchObject({ archived: true, status: 'published' });
    const draft = await commerceGet('/products/aero-boreal-mips-prototype');
    expect(draft.body).toMatchObject({ archived: false, status: 'draft' });
  });

  it('answers an unknown slug with 404 in the error shape', async () => {
    const { status, body } = await commerceGet('/products/no-such-bike');
    expect(status).toBe(404);
    expect(body).toMatchObject({ http_status: 'not_found', code: 'product.not_found' });
  });
});

describe('a standard store', () => {
  it('writes some gallery entries as {id, variant_option} objects', async () => {
    const { body } = await commerceGet('/products/summit-ridge-29-trail');
    const entries = JSON.parse(body.metadata.gallery_ids) as unknown[];
    expect(entries[0]).toMatchObject({ id: expect.any(Number), variant_option: 'Crimson Red' });
  });
});
