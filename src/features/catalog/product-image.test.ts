import { describe, expect, it, vi } from 'vitest';
import type { Product } from '~/lib/surecart/types.ts';
import {
  firstGalleryImage,
  resolveFirstImages,
  variantImageUrl,
  variantMediaIds,
  withVariantImages,
} from './product-image.ts';

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
    productMedias: [],
    stock: { tracked: false, available: null, backorders: false, purchaseLimit: null },
    hidden: false,
    ...overrides,
  };
}

const variant = (id: string, mediaUrl: string | null, mediaId: string | null = null) => ({
  id,
  options: [],
  amount: null,
  mediaId,
  mediaUrl,
  available: null,
});

/** The sizes a media lookup answers for an attachment. */
const sizesOf = (id: number) => [
  { url: `https://media/${id}-300x225.svg`, width: 300, height: 225 },
  { url: `https://media/${id}.svg`, width: 800, height: 600 },
];

describe('first product image', () => {
  it('takes the first variant that has a media URL', () => {
    const p = product('a', {
      variants: [variant('1', null), variant('2', 'https://x/2.svg'), variant('3', 'https://x/3.svg')],
    });
    expect(variantImageUrl(p)).toBe('https://x/2.svg');
  });

  it('falls back to the first gallery entry that names an attachment or one of the product’s own pictures', () => {
    expect(firstGalleryImage(product('a', { galleryIds: ['abc', -1, 0, '42', 43] }))).toEqual({ attachmentId: 42 });
    expect(firstGalleryImage(product('a', { galleryIds: ['x'] }))).toBeNull();
    const own = { id: 'pm_1', url: 'https://cdn/pm_1.jpg', alt: 'Front' };
    expect(firstGalleryImage(product('a', { galleryIds: ['pm_0', 'pm_1', 42], productMedias: [own] }))).toEqual({
      image: own,
    });
  });

  it('shows a ProductMedia first entry as it is, without a media lookup', async () => {
    const lookup = vi.fn(async () => []);
    const images = await resolveFirstImages(
      [
        product('a', {
          galleryIds: ['3a1f8c2e-pm', 10],
          productMedias: [{ id: '3a1f8c2e-pm', url: 'https://cdn/front.jpg', alt: '' }],
        }),
      ],
      lookup,
    );
    expect(images.get('a')).toEqual({ src: 'https://cdn/front.jpg', alt: 'Product a', sizes: [] });
    expect(lookup).not.toHaveBeenCalled();
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
      ids.filter((id) => id !== 99).map((id) => ({ id, url: `https://media/${id}.svg`, alt: '', sizes: sizesOf(id) })),
    );
    const images = await resolveFirstImages(products, lookup);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith([10, 20, 99]);
    // A looked-up attachment comes with the sizes WordPress serves of it; an address alone has none.
    expect(images.get('a')).toEqual({ src: 'https://x/a.svg', alt: 'Product a', sizes: [] });
    expect(images.get('b')).toEqual({ src: 'https://media/10.svg', alt: 'Product b', sizes: sizesOf(10) });
    expect(images.get('c')).toEqual({ src: 'https://media/20.svg', alt: 'Product c', sizes: sizesOf(20) });
    expect(images.get('d')).toBeNull();
    expect(images.get('e')).toBeNull();
  });

  it('makes no lookup when every product has a variant image', async () => {
    const lookup = vi.fn(async () => []);
    await resolveFirstImages([product('a', { variants: [variant('1', 'u')] })], lookup);
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe('variant images by attachment id (a standard store sends only metadata.wp_media)', () => {
  it('looks variant attachments up in the same batch as gallery fallbacks', async () => {
    const products = [
      product('a', { variants: [variant('1', null), variant('2', null, '7')], galleryIds: [10] }),
      product('b', { galleryIds: [{ id: 11, variant_option: 'Red' }] }),
      product('c', { variants: [variant('1', 'https://x/c.svg', '8')] }),
    ];
    const lookup = vi.fn(async (ids: number[]) =>
      ids.map((id) => ({ id, url: `https://media/${id}.svg`, alt: '', sizes: sizesOf(id) })),
    );
    const images = await resolveFirstImages(products, lookup);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith([7, 11]);
    expect(images.get('a')).toEqual({ src: 'https://media/7.svg', alt: 'Product a', sizes: sizesOf(7) });
    expect(images.get('b')).toEqual({ src: 'https://media/11.svg', alt: 'Product b', sizes: sizesOf(11) });
    // wp_media_url, where a store sends it, is used as it is.
    expect(images.get('c')).toEqual({ src: 'https://x/c.svg', alt: 'Product c', sizes: [] });
  });

  it('fills in the addresses of variants known only by id, and leaves the others', () => {
    const p = product('a', {
      variants: [
        variant('1', null, '7'),
        variant('2', 'https://x/own.svg', '8'),
        variant('3', null, '99'),
        variant('4', null),
      ],
    });
    expect(variantMediaIds(p)).toEqual([7, 99]);
    const filled = withVariantImages(p, new Map([[7, { url: 'https://media/7.svg' }]]));
    expect(filled.variants.map((v) => v.mediaUrl)).toEqual(['https://media/7.svg', 'https://x/own.svg', null, null]);
  });

  it('ignores a wp_media that is not an attachment id', () => {
    expect(variantMediaIds(product('a', { variants: [variant('1', null, 'abc'), variant('2', null, '0')] }))).toEqual(
      [],
    );
  });
});
