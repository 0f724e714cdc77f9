import { describe, expect, it } from 'vitest';
import { fixedWidth, pictureAt, uncroppedSizes, type PictureSize } from './picture-sizes.ts';

const UPLOAD = 'https://shop.example/wp-content/uploads/2025/03/ridge.jpg';
const sized = (width: number, height: number) =>
  `https://shop.example/wp-content/uploads/2025/03/ridge-${width}x${height}.jpg`;

/** `media_details.sizes` as WordPress sends it for a 2000×1500 upload with its default sizes. */
const mediaSizes = {
  thumbnail: {
    file: 'ridge-150x150.jpg',
    width: 150,
    height: 150,
    mime_type: 'image/jpeg',
    source_url: sized(150, 150),
  },
  medium: { file: 'ridge-300x225.jpg', width: 300, height: 225, mime_type: 'image/jpeg', source_url: sized(300, 225) },
  medium_large: { file: 'ridge-768x576.jpg', width: 768, height: 576, source_url: sized(768, 576) },
  large: { file: 'ridge-1024x768.jpg', width: 1024, height: 768, source_url: sized(1024, 768) },
  '1536x1536': { file: 'ridge-1536x1152.jpg', width: 1536, height: 1152, source_url: sized(1536, 1152) },
  full: { file: 'ridge.jpg', width: 2000, height: 1500, source_url: UPLOAD },
};
const upload = { url: UPLOAD, width: 2000, height: 1500 };
const sizes = uncroppedSizes(upload, mediaSizes);
const widths = (list: readonly PictureSize[]) => list.map((size) => size.width);
const candidates = (srcSet: string | undefined) => srcSet?.split(', ').map((candidate) => candidate.split(' ')[1]);

describe('the sizes a picture can be shown from', () => {
  it('are the sizes of its own shape, narrowest first, the upload once', () => {
    expect(widths(sizes)).toEqual([300, 768, 1024, 1536, 2000]);
    expect(sizes[0]).toEqual({ url: sized(300, 225), width: 300, height: 225 });
  });

  it('leave out a size cropped to another shape, and allow a pixel of rounding', () => {
    const odd = { url: UPLOAD, width: 1000, height: 667 };
    const found = uncroppedSizes(odd, {
      thumbnail: { width: 150, height: 150, source_url: sized(150, 150) },
      medium: { width: 300, height: 200, source_url: sized(300, 200) },
      wide_banner: { width: 600, height: 200, source_url: sized(600, 200) },
    });
    expect(widths(found)).toEqual([300, 1000]);
  });

  it('skip what WordPress left half-made, and are only the upload without any sizes', () => {
    expect(
      widths(
        uncroppedSizes(upload, {
          medium: { width: 300, height: 225 },
          large: { width: 0, height: 0, source_url: sized(0, 0) },
          broken: 'x',
        }),
      ),
    ).toEqual([2000]);
    expect(uncroppedSizes(upload, undefined)).toEqual([{ url: UPLOAD, width: 2000, height: 1500 }]);
    // WordPress sends an empty object as [].
    expect(uncroppedSizes(upload, [])).toEqual([{ url: UPLOAD, width: 2000, height: 1500 }]);
  });

  it('are none when the upload’s own size is unknown: its shape cannot be told', () => {
    expect(uncroppedSizes({ url: UPLOAD, width: null, height: 1500 }, mediaSizes)).toEqual([]);
  });
});

describe('the files offered for the width a picture is shown at', () => {
  it('a picture shown 96 px wide: src and srcset both the 300 px size, never the upload', () => {
    expect(pictureAt({ url: UPLOAD, sizes }, fixedWidth(96))).toEqual({
      src: sized(300, 225),
      srcSet: `${sized(300, 225)} 300w`,
      sizes: '96px',
    });
  });

  it('src is the narrowest size at least as wide as shown (1x); srcset runs up to the narrowest at least twice (2x)', () => {
    // 400 px: 768 fills it at 1x, 1024 at 2x (800 px); nothing wider is offered.
    const shown = pictureAt({ url: UPLOAD, sizes }, fixedWidth(400));
    expect(shown.src).toBe(sized(768, 576));
    expect(candidates(shown.srcSet)).toEqual(['300w', '768w', '1024w']);
    // Exactly as wide counts: 768 px shown takes the 768 px file, 1536 at 2x.
    const exact = pictureAt({ url: UPLOAD, sizes }, fixedWidth(768));
    expect(exact.src).toBe(sized(768, 576));
    expect(candidates(exact.srcSet)).toEqual(['300w', '768w', '1024w', '1536w']);
  });

  it('shown wider than every size: the widest there is, at 1x and at 2x', () => {
    const shown = pictureAt({ url: UPLOAD, sizes }, fixedWidth(1200));
    expect(shown.src).toBe(sized(1536, 1152));
    expect(candidates(shown.srcSet)).toEqual(['300w', '768w', '1024w', '1536w', '2000w']);
    expect(pictureAt({ url: UPLOAD, sizes }, fixedWidth(2400)).src).toBe(UPLOAD);
  });

  it('passes the layout’s sizes attribute on, for the browser to choose by screen', () => {
    const layout = { widest: 600, sizes: '(min-width: 1280px) 286px, calc(100vw - 32px)' };
    expect(pictureAt({ url: UPLOAD, sizes }, layout).sizes).toBe(layout.sizes);
  });

  it('a picture without sizes is shown from its own address, with no srcset or sizes', () => {
    expect(pictureAt({ url: UPLOAD, sizes: [] }, fixedWidth(96))).toEqual({
      src: UPLOAD,
      srcSet: undefined,
      sizes: undefined,
    });
  });

  it('percent-encodes the spaces and commas that would split a srcset candidate', () => {
    const odd = [{ url: 'https://shop.example/a b,c-300x225.jpg', width: 300, height: 225 }];
    expect(pictureAt({ url: UPLOAD, sizes: odd }, fixedWidth(96)).srcSet).toBe(
      'https://shop.example/a%20b%2Cc-300x225.jpg 300w',
    );
  });
});
