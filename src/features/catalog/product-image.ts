/**
 * A product's images from its variants and its gallery. A variant names its
 * image by attachment id (`metadata.wp_media`), with the address alongside
 * only where the store adds it (`wp_media_url`); the ids are looked up in the
 * media API, in the same batched call as the gallery's.
 *
 * The first image (a card's, a suggestion's): the first variant with an
 * image wins; otherwise the first entry of gallery_ids that can be shown.
 */
import type { Product, ProductMediaImage, Variant } from '~/lib/surecart/types.ts';
import { galleryEntries, validImageIds } from '~/lib/wordpress/ids.ts';
import type { PictureSize } from '~/lib/wordpress/picture-sizes.ts';

export interface CardImage {
  src: string;
  alt: string;
  /** The sizes WordPress serves of it (see ~/lib/wordpress/picture-sizes.ts); none for an address alone. */
  sizes: readonly PictureSize[];
}

/** What a media lookup answers with (a subset of the media API's item). */
export interface LookedUpMedia {
  id: number;
  url: string;
  alt: string;
  sizes: readonly PictureSize[];
}

export type MediaLookup = (ids: number[]) => Promise<LookedUpMedia[]>;

export function variantImageUrl(product: Pick<Product, 'variants'>): string | null {
  return product.variants.find((v) => v.mediaUrl)?.mediaUrl ?? null;
}

/** The first variant with an image, by address or by attachment id. */
function firstImagedVariant(product: Pick<Product, 'variants'>): Variant | undefined {
  return product.variants.find((v) => v.mediaUrl || validImageIds([v.mediaId]).length > 0);
}

/** The attachment ids of the variants whose address is not known yet, each once. */
export function variantMediaIds(product: Pick<Product, 'variants'>): number[] {
  return validImageIds(product.variants.filter((v) => !v.mediaUrl).map((v) => v.mediaId));
}

/** The product with its variants' addresses filled in from looked-up media (ids not found stay without). */
export function withVariantImages<T extends Pick<Product, 'variants'>>(
  product: T,
  media: ReadonlyMap<number, { url: string }>,
): T {
  return {
    ...product,
    variants: product.variants.map((v) => {
      if (v.mediaUrl) return v;
      const id = validImageIds([v.mediaId])[0];
      const found = id === undefined ? undefined : media.get(id);
      return found ? { ...v, mediaUrl: found.url } : v;
    }),
  };
}

/**
 * The gallery's first image that can be shown when no variant has one: an
 * attachment id to look up, or the product's own platform picture a
 * ProductMedia entry names (entries naming none of them are skipped, as
 * SureCart's gallery skips them); null when there is none.
 */
export function firstGalleryImage(
  product: Pick<Product, 'galleryIds' | 'productMedias'>,
): { attachmentId: number } | { image: ProductMediaImage } | null {
  for (const entry of galleryEntries(product.galleryIds)) {
    if (typeof entry.id === 'number') return { attachmentId: entry.id };
    const image = product.productMedias.find((m) => m.id === entry.id);
    if (image) return { image };
  }
  return null;
}

/**
 * The first image of each product, by id: a variant's address as sent, else
 * the first imaged variant's attachment, else the gallery's first. Products
 * that need a media lookup share one batched request through `lookup`.
 */
export async function resolveFirstImages(
  products: Product[],
  lookup: MediaLookup,
): Promise<Map<string, CardImage | null>> {
  const images = new Map<string, CardImage | null>();
  const pending = new Map<string, number>();
  for (const product of products) {
    const variant = firstImagedVariant(product);
    if (variant?.mediaUrl) {
      images.set(product.id, { src: variant.mediaUrl, alt: product.name, sizes: [] });
      continue;
    }
    if (variant) {
      pending.set(product.id, validImageIds([variant.mediaId])[0]!);
      continue;
    }
    const first = firstGalleryImage(product);
    if (!first) images.set(product.id, null);
    else if ('image' in first)
      images.set(product.id, { src: first.image.url, alt: first.image.alt || product.name, sizes: [] });
    else pending.set(product.id, first.attachmentId);
  }
  if (pending.size) {
    const media = new Map((await lookup([...new Set(pending.values())])).map((m) => [m.id, m]));
    for (const [productId, mediaId] of pending) {
      const item = media.get(mediaId);
      const product = products.find((p) => p.id === productId)!;
      images.set(productId, item ? { src: item.url, alt: item.alt || product.name, sizes: item.sizes } : null);
    }
  }
  return images;
}
