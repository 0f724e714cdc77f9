/**
 * The product gallery's images: from gallery_ids (or, without it, the
 * product's own platform pictures) when the product has them, else from its
 * variants' media URLs; and which image belongs to the selected variant.
 */
import type { Product } from '~/lib/surecart/types.ts';
import { galleryEntries } from '~/lib/wordpress/ids.ts';
import {
  fixedWidth,
  pictureAt,
  type PictureLayout,
  type PictureSize,
  type ShownPicture,
} from '~/lib/wordpress/picture-sizes.ts';

export interface GalleryImage {
  /** The picture's own address (the upload): what a variant's image and the structured data name. */
  url: string;
  alt: string;
  /** The option value (a colour) the image shows, when it is tied to one. */
  variantOption: string | null;
  /** The sizes WordPress serves of it, to show it at the size the slide or thumbnail has; none when unknown. */
  sizes: readonly PictureSize[];
}

/*
 * How wide the product page shows its gallery: half of its 1280 px column (less 32 px of page padding
 * each side and a 48 px gap) from 1024 px screens, the whole screen less its padding (16 px each side,
 * 24 from 640 px) below. The widest is just under 1024 px, where the gallery still spans the page.
 */

/** The large slide. */
export const SLIDE_LAYOUT: PictureLayout = {
  widest: 975,
  sizes:
    '(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
};

/** A thumbnail: a quarter of the gallery's width, less the three 12 px gaps between them. */
export const THUMBNAIL_LAYOUT: PictureLayout = {
  widest: 235,
  sizes:
    '(min-width: 1280px) 137px, (min-width: 1024px) calc(12.5vw - 23px), (min-width: 640px) calc(25vw - 21px), calc(25vw - 17px)',
};

/**
 * A gallery picture as the gallery island draws it: the slide's and the thumbnail's <img> attributes
 * (`src`, `srcSet`, `sizes`), worked out on the server so the island carries no size-picking code.
 */
export interface ShownGalleryImage extends Pick<GalleryImage, 'url' | 'alt' | 'variantOption'> {
  slide: ShownPicture;
  thumbnail: ShownPicture;
}

/** The gallery's pictures at the sizes of its slide and of its thumbnails. */
export function shownGallery(images: readonly GalleryImage[]): ShownGalleryImage[] {
  return images.map((image) => ({
    url: image.url,
    alt: image.alt,
    variantOption: image.variantOption,
    slide: pictureAt(image, SLIDE_LAYOUT),
    thumbnail: pictureAt(image, THUMBNAIL_LAYOUT),
  }));
}

/** The cart drawer's line frame is 96 px wide (~/features/cart/LineImage.tsx). */
const CART_LINE_LAYOUT = fixedWidth(96);

/**
 * For each gallery picture's address, the file a cart line just added shows until the shop host's
 * answer brings the line's own thumbnail: the picture at the cart line's width.
 */
export function cartLinePictures(images: readonly GalleryImage[]): Record<string, string> {
  return Object.fromEntries(images.map((image) => [image.url, pictureAt(image, CART_LINE_LAYOUT).src]));
}

/**
 * Images from the variants' media URLs, each once. An image is tied to the
 * option value that every variant showing it has and no variant showing
 * another image has (typically the colour).
 */
export function variantGallery(product: Pick<Product, 'name' | 'variants'>): GalleryImage[] {
  const images: GalleryImage[] = [];
  for (const variant of product.variants) {
    const url = variant.mediaUrl;
    if (!url || images.some((image) => image.url === url)) continue;
    const sharing = product.variants.filter((v) => v.mediaUrl === url);
    const others = product.variants.filter((v) => v.mediaUrl && v.mediaUrl !== url);
    const option =
      variant.options.find(
        (o) => sharing.every((v) => v.options.includes(o)) && !others.some((v) => v.options.includes(o)),
      ) ?? null;
    images.push({ url, alt: [product.name, ...variant.options].join(' – '), variantOption: option, sizes: [] });
  }
  return images;
}

/**
 * The gallery: the entries of gallery_ids, in order, when any can be shown,
 * else the variants' images. An attachment entry shows its media (already
 * fetched, in `media`), a ProductMedia entry the product's own picture of
 * that id; entries found in neither are skipped, as SureCart's gallery skips
 * them. An image's option value comes from its gallery entry
 * (`{id, variant_option}`, as the platform's admin saves it), else from the
 * media's own field.
 */
export function buildGallery(
  product: Pick<Product, 'name' | 'variants' | 'galleryIds' | 'productMedias'>,
  media: readonly {
    id: number;
    url: string;
    alt: string;
    variantOption: string | null;
    sizes: readonly PictureSize[];
  }[],
): GalleryImage[] {
  const attachments = new Map(media.map((m) => [m.id, m]));
  const ownMedia = new Map(product.productMedias.map((m) => [m.id, m]));
  const images = galleryEntries(product.galleryIds).flatMap((entry): GalleryImage[] => {
    const found = typeof entry.id === 'number' ? attachments.get(entry.id) : ownMedia.get(entry.id);
    if (!found) return [];
    const fieldOption = 'variantOption' in found ? found.variantOption : null;
    const sizes = 'sizes' in found ? found.sizes : [];
    return [
      { url: found.url, alt: found.alt || product.name, variantOption: entry.variantOption ?? fieldOption, sizes },
    ];
  });
  return images.length > 0 ? images : variantGallery(product);
}

/**
 * The image to show for a variant: its own media URL when the gallery has it,
 * else the first image tied to one of its option values; -1 when none.
 */
export function imageIndexForVariant(
  images: readonly Pick<GalleryImage, 'url' | 'variantOption'>[],
  variant: { options: string[]; mediaUrl: string | null } | null,
): number {
  if (!variant) return -1;
  if (variant.mediaUrl) {
    const own = images.findIndex((image) => image.url === variant.mediaUrl);
    if (own >= 0) return own;
  }
  return images.findIndex((image) => image.variantOption !== null && variant.options.includes(image.variantOption));
}
