import { describe, expect, it } from 'vitest';
import { collectionSchema, parseGalleryIds, productListSchema, productSchema } from './schemas.ts';
import { productListParams } from './catalog.ts';

describe('commerce API mapping', () => {
  it('maps a product with its expansions into the shop type', () => {
    const page = productListSchema.parse({
      object: 'list',
      pagination: { count: 31, limit: 12, page: 1 },
      data: [
        {
          id: 'p1',
          name: 'Trail One',
          slug: 'trail-one',
          description: '<p>Hi</p>',
          metadata: { gallery_ids: '[3,"x",4]', frame_material: 'Aluminium' },
          featured: true,
          created_at: 1700000000,
          prices: { object: 'list', data: [{ id: 'pr1', name: null, amount: 129900, currency: 'cad' }] },
          variants: {
            object: 'list',
            data: [
              {
                id: 'v1',
                option_1: 'M',
                option_2: 'Red',
                option_3: null,
                option_names: ['Size', 'Color'],
                amount: null,
                metadata: { wp_media: '3', wp_media_url: 'https://m/3.svg' },
              },
              { id: 'v2', option_1: 'L', option_2: 'Red', option_3: null, amount: 139900, metadata: {} },
            ],
          },
          product_collections: {
            object: 'list',
            data: [
              {
                id: 'c1',
                name: 'Mountain Bikes',
                slug: 'bike-mountain-bike',
                metadata: { parent_collection: 'bike', related_collection_ids: 'c2, c3' },
                position: 2,
                products_count: 8,
              },
            ],
          },
          some_future_field: { anything: true },
        },
      ],
    });
    expect(page.count).toBe(31);
    const [p] = page.products;
    expect(p).toMatchObject({
      id: 'p1',
      featured: true,
      createdAt: 1700000000,
      optionNames: ['Size', 'Color'],
      galleryIds: [3, 'x', 4],
      prices: [{ id: 'pr1', name: null, amount: 129900, currency: 'CAD' }],
      variants: [
        { id: 'v1', options: ['M', 'Red'], amount: null, mediaId: '3', mediaUrl: 'https://m/3.svg' },
        { id: 'v2', options: ['L', 'Red'], amount: 139900, mediaId: null, mediaUrl: null },
      ],
      collections: [
        { id: 'c1', parentSlug: 'bike', relatedCollectionIds: ['c2', 'c3'], productsCount: 8, position: 2 },
      ],
    });
  });

  it('treats relations that were not expanded as empty', () => {
    const page = productListSchema.parse({
      pagination: { count: 1 },
      data: [{ id: 'p', name: 'n', slug: 's', created_at: 1 }],
    });
    expect(page.products[0]).toMatchObject({
      variants: [],
      prices: [],
      collections: [],
      optionNames: [],
      galleryIds: [],
      hidden: false,
    });
  });

  it('fails loudly when the API drifts', () => {
    expect(() => productListSchema.parse({ data: [{ id: 1 }], pagination: { count: 1 } })).toThrow();
  });

  it('reads a top-level collection without parent', () => {
    expect(collectionSchema.parse({ id: 'c', name: 'Bikes', slug: 'bike', metadata: {} }).parentSlug).toBeNull();
  });

  it('reads gallery ids leniently', () => {
    expect(parseGalleryIds('[1,2]')).toEqual([1, 2]);
    expect(parseGalleryIds('not json')).toEqual([]);
    expect(parseGalleryIds('{"a":1}')).toEqual([]);
    expect(parseGalleryIds(undefined)).toEqual([]);
  });

  it('builds the products query in the API’s parameter names', () => {
    const params = productListParams({
      limit: 12,
      page: 2,
      query: '  helmet ',
      sort: 'name:asc',
      featured: true,
      collectionIds: ['a', 'b'],
      expand: ['variants', 'prices'],
    });
    expect(params.toString()).toBe(
      'limit=12&page=2&archived=false&status%5B%5D=published&query=helmet&sort=name%3Aasc&featured=true&product_collection_ids%5B%5D=a&product_collection_ids%5B%5D=b&expand%5B%5D=variants&expand%5B%5D=prices',
    );
  });

  describe('a standard store (SureCart as it writes its data)', () => {
    const base = { id: 'p', name: 'Trail One', slug: 'trail-one', created_at: 1 };
    const variants = {
      data: [
        { id: 'v1', option_1: 'M', option_2: 'Red', metadata: { wp_media: '3' } },
        { id: 'v2', metadata: {} },
      ],
    };

    it('names the options from the expanded variant_options, in their order', () => {
      const product = productSchema.parse({
        ...base,
        variants,
        variant_options: {
          object: 'list',
          data: [
            { id: 'o1', name: 'Size', values: ['M', 'L'], position: 0 },
            { id: 'o2', name: 'Color', values: ['Red'], position: 1 },
          ],
        },
      });
      expect(product.optionNames).toEqual(['Size', 'Color']);
      expect(product.variants[0]).toEqual({
        id: 'v1',
        options: ['M', 'Red'],
        amount: null,
        mediaId: '3',
        mediaUrl: null,
        available: null,
        backorderDate: null,
      });
    });

    it('reads a back-ordered variant’s expected date from metadata.backorder_date, and drops one that is no date', () => {
      const dated = (value: string) =>
        productSchema.parse({ ...base, variants: { data: [{ id: 'v1', metadata: { backorder_date: value } }] } })
          .variants[0]!.backorderDate;
      expect(dated(' 2027-01-13 ')).toBe('2027-01-13');
      expect(dated('2027-02-30')).toBeNull();
      expect(dated('13/01/2027')).toBeNull();
      expect(dated('soon')).toBeNull();
    });

    it('prefers variant_options to option_names and falls back to option_names without them', () => {
      const named = { data: [{ id: 'v1', option_names: ['Taille'], metadata: {} }] };
      const withBoth = { ...base, variants: named, variant_options: { data: [{ name: 'Size' }] } };
      expect(productSchema.parse(withBoth).optionNames).toEqual(['Size']);
      expect(productSchema.parse({ ...base, variants: named }).optionNames).toEqual(['Taille']);
      expect(productSchema.parse({ ...base, variants: named, variant_options: null }).optionNames).toEqual(['Taille']);
    });

    it.each([
      ['a string', 'Size'],
      ['a list without names', { data: [{ values: ['S'] }] }],
      ['ids only', ['o1', 'o2']],
    ])('reads variant_options of an unexpected shape (%s) as absent', (_label, variantOptions) => {
      const named = { data: [{ id: 'v1', option_names: ['Size'], metadata: {} }] };
      expect(productSchema.parse({ ...base, variants: named, variant_options: variantOptions }).optionNames).toEqual([
        'Size',
      ]);
    });

    it('reads option_names of an unexpected shape as absent', () => {
      const product = productSchema.parse({ ...base, variants: { data: [{ id: 'v1', option_names: 'Size' }] } });
      expect(product.optionNames).toEqual([]);
    });

    it('reads wp_media given as a number, and no wp_media_url as no address yet', () => {
      const product = productSchema.parse({
        ...base,
        variants: {
          data: [
            { id: 'v1', metadata: { wp_media: 12 } },
            { id: 'v2', metadata: { wp_media: null } },
          ],
        },
      });
      expect(product.variants.map((v) => [v.mediaId, v.mediaUrl])).toEqual([
        ['12', null],
        [null, null],
      ]);
    });

    it('keeps gallery entries written as objects for the gallery to read', () => {
      const product = productSchema.parse({
        ...base,
        metadata: { gallery_ids: '[{"id":3,"variant_option":"Red"},"4",5]' },
      });
      expect(product.galleryIds).toEqual([{ id: 3, variant_option: 'Red' }, '4', 5]);
    });

    const productMedias = {
      object: 'list',
      data: [
        // Out of order, one with its file expanded, one with an outside address, one with neither.
        { id: 'pm_2', object: 'product_media', position: 1, url: 'https://cdn.example/side.jpg', media: null },
        {
          id: 'pm_1',
          object: 'product_media',
          position: 0,
          url: null,
          media: { id: 'md_1', object: 'media', url: 'https://cdn.example/front.jpg', alt: 'Front view' },
        },
        { id: 'pm_3', object: 'product_media', position: 2, url: null, media: 'md_3' },
      ],
    };

    it('falls back to the product’s own media, in their order, when gallery_ids is empty', () => {
      for (const metadata of [{}, { gallery_ids: '[]' }]) {
        const product = productSchema.parse({ ...base, metadata, product_medias: productMedias });
        expect(product.galleryIds).toEqual(['pm_1', 'pm_2']);
        expect(product.productMedias).toEqual([
          { id: 'pm_1', url: 'https://cdn.example/front.jpg', alt: 'Front view' },
          { id: 'pm_2', url: 'https://cdn.example/side.jpg', alt: '' },
        ]);
      }
    });

    it('keeps gallery_ids when it lists entries, ProductMedia ids among them', () => {
      const product = productSchema.parse({
        ...base,
        metadata: { gallery_ids: '["pm_2", 7]' },
        product_medias: productMedias,
      });
      expect(product.galleryIds).toEqual(['pm_2', 7]);
    });
  });
});
