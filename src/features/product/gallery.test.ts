import { describe, expect, it } from 'vitest';
import {
  buildGallery,
  cartLinePictures,
  imageIndexForVariant,
  shownGallery,
  SLIDE_LAYOUT,
  THUMBNAIL_LAYOUT,
  variantGallery,
} from './gallery.ts';

const v = (id: string, options: string[], mediaUrl: string | null) => ({
  id,
  options,
  amount: null,
  mediaId: null,
  mediaUrl,
  available: null,
});
const product = {
  name: 'Trail One',
  galleryIds: [] as unknown[],
  productMedias: [] as { id: string; url: string; alt: string }[],
  variants: [
    v('1', ['S', 'Red'], 'red.svg'),
    v('2', ['M', 'Red'], 'red.svg'),
    v('3', ['S', 'Blue'], 'blue.svg'),
    v('4', ['M', 'Green'], null),
  ],
};

describe('gallery', () => {
  it('uses the fetched gallery media, in order, with the sizes WordPress serves of each, when there is any', () => {
    const medium = { url: 'b-300x225.svg', width: 300, height: 225 };
    const media = [
      { id: 2, url: 'b.svg', alt: '', variantOption: 'Blue', sizes: [medium] },
      { id: 1, url: 'a.svg', alt: 'Side view', variantOption: null, sizes: [] },
    ];
    expect(buildGallery({ ...product, galleryIds: [2, 1] }, media)).toEqual([
      { url: 'b.svg', alt: 'Trail One', variantOption: 'Blue', sizes: [medium] },
      { url: 'a.svg', alt: 'Side view', variantOption: null, sizes: [] },
    ]);
  });

  it('falls back to the variants’ media URLs, each once, tied to the option that tells them apart', () => {
    expect(variantGallery(product)).toEqual([
      { url: 'red.svg', alt: 'Trail One – S – Red', variantOption: 'Red', sizes: [] },
      { url: 'blue.svg', alt: 'Trail One – S – Blue', variantOption: 'Blue', sizes: [] },
    ]);
    expect(buildGallery(product, [])).toHaveLength(2);
  });

  it('is empty when neither exists', () => {
    expect(buildGallery({ name: 'x', galleryIds: [], productMedias: [], variants: [v('1', ['S'], null)] }, [])).toEqual(
      [],
    );
  });

  it('shows a ProductMedia entry as the product’s own picture, in the gallery’s order, and skips one it lacks', () => {
    const withMedia = {
      ...product,
      galleryIds: ['pm_b', 1, 'pm_missing', { id: 2, variant_option: 'Blue' }],
      productMedias: [{ id: 'pm_b', url: 'https://cdn/back.jpg', alt: 'Back' }],
    };
    const media = [
      { id: 1, url: 'a.svg', alt: '', variantOption: null, sizes: [] },
      { id: 2, url: 'b.svg', alt: '', variantOption: null, sizes: [] },
    ];
    expect(buildGallery(withMedia, media)).toEqual([
      { url: 'https://cdn/back.jpg', alt: 'Back', variantOption: null, sizes: [] },
      { url: 'a.svg', alt: 'Trail One', variantOption: null, sizes: [] },
      { url: 'b.svg', alt: 'Trail One', variantOption: 'Blue', sizes: [] },
    ]);
  });

  it('falls back to the variants’ images when no entry can be shown', () => {
    expect(buildGallery({ ...product, galleryIds: ['pm_gone', 99] }, [])).toEqual(variantGallery(product));
  });

  it('ties an image to the option its {id, variant_option} gallery entry names, else to the media field', () => {
    const withEntries = { ...product, galleryIds: [{ id: 1, variant_option: 'Red' }, '2', { id: 3 }] };
    const media = [
      { id: 1, url: 'red.svg', alt: '', variantOption: null, sizes: [] },
      { id: 2, url: 'blue.svg', alt: '', variantOption: 'Blue', sizes: [] },
      { id: 3, url: 'detail.svg', alt: '', variantOption: null, sizes: [] },
    ];
    const gallery = buildGallery(withEntries, media);
    expect(gallery.map((image) => image.variantOption)).toEqual(['Red', 'Blue', null]);
    // The carousel jumps to the entry's image when a red variant is chosen.
    expect(imageIndexForVariant(gallery, v('9', ['L', 'Red'], null))).toBe(0);
  });

  it('prefers the entry’s option over the media field where both are given', () => {
    const gallery = buildGallery({ ...product, galleryIds: [{ id: 1, variant_option: 'Green' }] }, [
      { id: 1, url: 'x.svg', alt: '', variantOption: 'Blue', sizes: [] },
    ]);
    expect(gallery[0]!.variantOption).toBe('Green');
  });

  it('finds the image of the selected variant by its own URL, else by its option value', () => {
    const images = [
      { url: 'detail.svg', alt: '', variantOption: null, sizes: [] },
      { url: 'red.svg', alt: '', variantOption: 'Red', sizes: [] },
      { url: 'blue.svg', alt: '', variantOption: 'Blue', sizes: [] },
    ];
    expect(imageIndexForVariant(images, v('3', ['S', 'Blue'], 'blue.svg'))).toBe(2);
    expect(imageIndexForVariant(images, v('9', ['L', 'Red'], null))).toBe(1);
    expect(imageIndexForVariant(images, v('9', ['L', 'Green'], null))).toBe(-1);
    expect(imageIndexForVariant(images, null)).toBe(-1);
  });
});

describe('a cart line’s picture, until the cart answers with its own', () => {
  it('is each gallery picture at the line’s 96 px, or the picture itself without sizes', () => {
    const sizes = [
      { url: 'red-300x225.svg', width: 300, height: 225 },
      { url: 'red-768x576.svg', width: 768, height: 576 },
      { url: 'red.svg', width: 800, height: 600 },
    ];
    expect(
      cartLinePictures([
        { url: 'red.svg', alt: '', variantOption: 'Red', sizes },
        { url: 'blue.svg', alt: '', variantOption: 'Blue', sizes: [] },
      ]),
    ).toEqual({ 'red.svg': 'red-300x225.svg', 'blue.svg': 'blue.svg' });
  });
});

describe('the gallery as its island draws it', () => {
  it('gives the slide and each thumbnail the sizes that fill them, and a picture without sizes its address', () => {
    const size = (width: number) => ({ url: `https://media/a-${width}.webp`, width, height: width * 0.75 });
    const [sized, bare] = shownGallery([
      { url: 'https://media/a.webp', alt: 'A', variantOption: 'Red', sizes: [size(300), size(768), size(2048)] },
      { url: 'https://store/b.webp', alt: 'B', variantOption: null, sizes: [] },
    ]);
    // The slide is shown at most 975 px wide (2048 is both its 1x and 2x file); a thumbnail 235 px (768 its 2x).
    expect(sized).toEqual({
      url: 'https://media/a.webp',
      alt: 'A',
      variantOption: 'Red',
      slide: {
        src: 'https://media/a-2048.webp',
        srcSet: 'https://media/a-300.webp 300w, https://media/a-768.webp 768w, https://media/a-2048.webp 2048w',
        sizes: SLIDE_LAYOUT.sizes,
      },
      thumbnail: {
        src: 'https://media/a-300.webp',
        srcSet: 'https://media/a-300.webp 300w, https://media/a-768.webp 768w',
        sizes: THUMBNAIL_LAYOUT.sizes,
      },
    });
    const alone = { src: 'https://store/b.webp', srcSet: undefined, sizes: undefined };
    expect(bare).toEqual({
      url: 'https://store/b.webp',
      alt: 'B',
      variantOption: null,
      slide: alone,
      thumbnail: alone,
    });
  });
});
