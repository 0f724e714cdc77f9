/**
 * Which of the sizes WordPress made of a picture an <img> loads, for the
 * width the page shows it at. Plain functions with no dependency, run on the
 * server: islands that draw pictures (gallery, cards, search suggestions)
 * receive the result as data, so no page's first script carries them.
 */

/** One file WordPress serves of a picture: a size of `media_details.sizes`, or the upload itself. */
export interface PictureSize {
  url: string;
  width: number;
  height: number;
}

/** A picture's address and the sizes it may be shown from (none when the host named none). */
export interface Picture {
  url: string;
  sizes: readonly PictureSize[];
}

/** How wide a component shows a picture: at most `widest` CSS pixels, on each screen as `sizes` says. */
export interface PictureLayout {
  widest: number;
  /** The <img> `sizes` attribute: the shown width per screen width, as media conditions. */
  sizes: string;
}

/** A picture always shown at one width, whatever the screen. */
export const fixedWidth = (px: number): PictureLayout => ({ widest: px, sizes: `${px}px` });

/** An <img>'s `src` and, when there are sizes to choose from, its `srcset` (width descriptors) and `sizes`. */
export interface ShownPicture {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
}

const isSize = (value: unknown): value is { source_url: string; width: number; height: number } => {
  if (typeof value !== 'object' || value === null) return false;
  const { source_url, width, height } = value as Record<string, unknown>;
  return (
    typeof source_url === 'string' &&
    source_url !== '' &&
    typeof width === 'number' &&
    width > 0 &&
    typeof height === 'number' &&
    height > 0
  );
};

/**
 * The sizes of `media_details.sizes` that show the whole picture, narrowest first, each file once.
 * A size cropped to another shape (WordPress's square thumbnail) is left out: shown in the picture's
 * frame it would lose part of the picture or leave bars. A size has the picture's shape when its height
 * is the picture's height scaled to its width, give or take a pixel of rounding (the test WordPress
 * itself applies before putting a size in a srcset). Without the upload's own width and height the
 * shape cannot be told, and no size is offered.
 */
export function uncroppedSizes(
  upload: { url: string; width: number | null; height: number | null },
  sizes: unknown,
): PictureSize[] {
  const { width, height } = upload;
  if (!width || !height) return [];
  const listed = typeof sizes === 'object' && sizes !== null && !Array.isArray(sizes) ? Object.values(sizes) : [];
  const found: PictureSize[] = [{ url: upload.url, width, height }];
  for (const size of listed) {
    if (!isSize(size) || found.some((f) => f.url === size.source_url)) continue;
    if (Math.abs((height * size.width) / width - size.height) > 1) continue;
    found.push({ url: size.source_url, width: size.width, height: size.height });
  }
  return found.sort((a, b) => a.width - b.width);
}

/**
 * A URL as a srcset candidate: whitespace and commas separate candidates there, so they are
 * percent-encoded (the same address to the server). The attribute itself is escaped by the renderer.
 */
function srcsetUrl(url: string): string {
  return url.replace(/[\s,]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * The files to offer for a picture shown at most `widest` CSS pixels wide (the layout's `sizes`
 * says how wide on each screen):
 * - `src` is the narrowest size at least `widest` wide (the 1x candidate), else the widest there is;
 * - `srcset` lists every size up to the narrowest at least twice `widest` wide (the 2x candidate),
 *   else up to the widest, so a screen of up to twice the density, or a narrower layout, picks the
 *   smallest file that fills it, and no screen loads a file wider than twice what it shows.
 * A picture whose host named no sizes is shown from its own address, without srcset.
 */
export function pictureAt(picture: Picture, layout: PictureLayout): ShownPicture {
  const sizes = [...picture.sizes].sort((a, b) => a.width - b.width);
  if (sizes.length === 0) return { src: picture.url, srcSet: undefined, sizes: undefined };
  const atLeast = (width: number) => sizes.find((size) => size.width >= width) ?? sizes.at(-1)!;
  const oneX = atLeast(layout.widest);
  const twoX = atLeast(2 * layout.widest);
  const offered = sizes.filter((size) => size.width <= twoX.width);
  return {
    src: oneX.url,
    srcSet: offered.map((size) => `${srcsetUrl(size.url)} ${size.width}w`).join(', '),
    sizes: layout.sizes,
  };
}
