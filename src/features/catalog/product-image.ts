/**
 * A product's first image (its card's, its gallery's first): the first variant with a
 * media URL wins; otherwise the first valid id of gallery_ids is looked up
 * and its source URL used.
 */
import type { Product } from '~/lib/surecart/types.ts';
import { validImageIds } from '~/lib/wordpress/ids.ts';

export interface CardImage {
  src: string;
  alt: string;
}

export function variantImageUrl(product: Product): string | null {
  return product.variants.find((v) => v.mediaUrl)?.mediaUrl ?? null;
}

/** The media id to look up when no variant has an image, or null when there is none. */
export function firstGalleryId(product: Product): number | null {
  return validImageIds(product.galleryIds)[0] ?? null;
}

/**
 * The first image of each product, by id. Products that need a media lookup
 * share one batched request through `lookup`.
 */
export async function resolveFirstImages(
  products: Product[],
  lookup: (ids: number[]) => Promise<{ id: number; url: string; alt: string }[]>,
): Promise<Map<string, CardImage | null>> {
  const images = new Map<string, CardImage | null>();
  const pending = new Map<string, number>();
  for (const product of products) {
    const url = variantImageUrl(product);
    if (url) images.set(product.id, { src: url, alt: product.name });
    else {
      const id = firstGalleryId(product);
      if (id === null) images.set(product.id, null);
      else pending.set(product.id, id);
    }
  }
  if (pending.size) {
    const media = new Map((await lookup([...new Set(pending.values())])).map((m) => [m.id, m]));
    for (const [productId, mediaId] of pending) {
      const item = media.get(mediaId);
      const product = products.find((p) => p.id === productId)!;
      images.set(productId, item ? { src: item.url, alt: item.alt || product.name } : null);
    }
  }
  return images;
}
