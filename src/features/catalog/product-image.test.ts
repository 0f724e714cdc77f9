import { describe, expect, it, vi } from 'vitest';
import type { Product } from '~/lib/surecart/types.ts';
import { firstGalleryId, resolveFirstImages, variantImageUrl } from './product-image.ts';

function product(id: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    description: null,
    metadata: {},
    featured: false,
    createdAt: 0,
    optionNames: [],
    variants: [],
    prices: [],
    collections: [],
    galleryIds: [],
    lineItemImage: null,
    ...overrides,
  };
}

const variant = (id: string, mediaUrl: string | null) => ({ id, options: [], amount: null, mediaId: null, mediaUrl });

describe('first product image', () => {
  it('takes the first variant that has a media URL', () => {
    const p = product('a', {
      variants: [variant('1', null), variant('2', 'https://x/2.svg'), variant('3', 'https://x/3.svg')],
    });
    expect(variantImageUrl(p)).toBe('https://x/2.svg');
  });

  it('falls back to the first valid gallery id', () => {
    expect(firstGalleryId(product('a', { galleryIds: ['abc', -1, 0, '42', 43] }))).toBe(42);
    expect(firstGalleryId(product('a', { galleryIds: ['x'] }))).toBeNull();
  });

  it('looks up all gallery fallbacks in one batch and maps them back to their products', async () => {
    const products = [
      product('a', { variants: [variant('1', 'https://x/a.svg')] }),
      product('b', { galleryIds: [10, 11] }),
      product('c', { galleryIds: ['bad', 20] }),
      product('d'),
      product('e', { galleryIds: [99] }),
    ];
    const lookup = vi.fn(async (ids: number[]) =>
      ids.filter((id) => id !== 99).map((id) => ({ id, url: `https://media/${id}.svg`, alt: '' })),
    );
    const images = await resolveFirstImages(products, lookup);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith([10, 20, 99]);
    expect(images.get('a')).toEqual({ src: 'https://x/a.svg', alt: 'Product a' });
    expect(images.get('b')).toEqual({ src: 'https://media/10.svg', alt: 'Product b' });
    expect(images.get('c')).toEqual({ src: 'https://media/20.svg', alt: 'Product c' });
    expect(images.get('d')).toBeNull();
    expect(images.get('e')).toBeNull();
  });

  it('makes no lookup when every product has a variant image', async () => {
    const lookup = vi.fn(async () => []);
    await resolveFirstImages([product('a', { variants: [variant('1', 'u')] })], lookup);
    expect(lookup).not.toHaveBeenCalled();
  });
});
