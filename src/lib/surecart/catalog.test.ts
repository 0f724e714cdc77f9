import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProductBySlug, isProductSlug, MAX_SLUG_LENGTH } from './catalog.ts';

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
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(emptyList), { status: 200 }));

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
    expect(await getProductBySlug('no-such-product-here')).toBeNull();
    expect(await getProductBySlug('no-such-product-here')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('query=no-such-product-here');
  });
});
