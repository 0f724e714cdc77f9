import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProductBySlug, isProductSlug, MAX_SLUG_LENGTH, PRODUCT_EXPANSIONS } from './catalog.ts';

describe('what a product slug looks like', () => {
  it.each(['summit-ridge-29-trail', 'glacier-steel-bottle', 'b', '29er'])('%s is one', (slug) => {
    expect(isProductSlug(slug)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['trailing hyphen', 'b-'],
    ['doubled hyphen', 'b--x'],
    ['leading hyphen', '-b'],
    ['capitals', 'Summit-Ridge'],
    ['space', 'summit ridge'],
    ['accent', 'vélo'],
    ['dot', 'a.b'],
    ['markup', '<script>'],
    ['too long', 'a'.repeat(MAX_SLUG_LENGTH + 1)],
  ])('%s is not one', (_, slug) => {
    expect(isProductSlug(slug)).toBe(false);
  });

  it('may be as long as the limit', () => {
    expect(isProductSlug('a'.repeat(MAX_SLUG_LENGTH))).toBe(true);
  });
});

describe('a product looked up by slug', () => {
  const emptyList = { object: 'list', pagination: { count: 0, limit: 100, page: 1 }, data: [] };
  const fetchMock = vi.fn(async (_input: unknown) => new Response(JSON.stringify(emptyList), { status: 200 }));
  const requested = (call: number) => new URL(String(fetchMock.mock.calls[call]![0]));

  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is not found, without calling the API, when the address cannot be a slug', async () => {
    for (const slug of ['b-', 'b--', 'B', 'a'.repeat(MAX_SLUG_LENGTH + 1)]) {
      expect(await getProductBySlug(slug)).toBeNull();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API once per slug, then answers from the cache, "not found" included', async () => {
    fetchMock.mockImplementation(async () => answer(404, notFound));
    expect(await getProductBySlug('no-such-product-here')).toBeNull();
    expect(await getProductBySlug('no-such-product-here')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = requested(0);
    expect(url.pathname.endsWith('/products/no-such-product-here')).toBe(true);
    expect(url.searchParams.getAll('expand[]')).toEqual([...PRODUCT_EXPANSIONS]);
  });

  it('reads the product by its slug, option names from variant_options', async () => {
    fetchMock.mockImplementation(async () => answer(200, { ...product('trail-one'), variant_options: options }));
    const found = await getProductBySlug('trail-one');
    expect(found).toMatchObject({ slug: 'trail-one', optionNames: ['Size'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['archived', { archived: true }],
    ['a draft', { status: 'draft' }],
  ])('is not found when the product read is %s', async (_label, fields) => {
    const slug = `hidden-${String(_label).replace(/\W/g, '')}`;
    fetchMock.mockImplementation(async () => answer(200, { ...product(slug), ...fields }));
    expect(await getProductBySlug(slug)).toBeNull();
  });

  it('searches for the slug only where the platform refuses the read itself', async () => {
    fetchMock.mockImplementation(async (input: unknown) =>
      String(input).includes('/products/refused-read?')
        ? answer(400, { http_status: 'bad_request', code: 'invalid', message: 'no' })
        : answer(200, { pagination: { count: 2 }, data: [product('refused-read-2'), product('refused-read')] }),
    );
    expect(await getProductBySlug('refused-read')).toMatchObject({ slug: 'refused-read' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const search = requested(1);
    expect(search.searchParams.get('query')).toBe('refused-read');
    expect(search.searchParams.get('archived')).toBe('false');
  });

  it('fails (the page answers 500) when the platform fails', async () => {
    fetchMock.mockImplementation(async () => answer(500, { message: 'down' }));
    await expect(getProductBySlug('platform-down')).rejects.toThrow();
  });
});

const notFound = { http_status: 'not_found', type: 'not_found', code: 'product.not_found', message: 'Unable to find' };
const options = { object: 'list', data: [{ id: 'o1', name: 'Size', values: ['S'] }] };
function product(slug: string) {
  return { id: `id-${slug}`, object: 'product', name: slug, slug, created_at: 1, archived: false, status: 'published' };
}
function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
