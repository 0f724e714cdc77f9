/**
 * Everything the product page renders, loaded on the server so the first
 * paint shows it: the product (spec lookup by slug), its gallery media,
 * its sanitised description and its related products.
 */
import sanitizeHtml from 'sanitize-html';
import { getProductBySlug, listCollections, type Product } from '~/lib/surecart/index.ts';
import { getMediaBatch } from '~/lib/wordpress/media.ts';
import { loadProductCards } from '~/features/catalog/cards.server.ts';
import type { ProductCardData } from '~/features/catalog/product-card.ts';
import { product as messages } from '~/i18n/index.ts';
import { buildGallery, type GalleryImage } from './gallery.ts';

/** Related products per related collection (spec section 7). */
export const RELATED_LIMIT = 10;

export interface RelatedGroup {
  title: string;
  products: ProductCardData[];
}

export interface ProductPageData {
  product: Product;
  gallery: GalleryImage[];
  descriptionHtml: string;
  related: RelatedGroup[];
}

/** Merchant HTML keeps its structure and links, nothing that runs. */
export function sanitizeDescription(html: string | null): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }) },
  });
}

/** The product's related collections, each once, in the order its collections list them. */
export function relatedCollectionIds(product: Product): string[] {
  return [...new Set(product.collections.flatMap((c) => c.relatedCollectionIds))];
}

async function loadRelated(product: Product): Promise<RelatedGroup[]> {
  const ids = relatedCollectionIds(product);
  if (ids.length === 0) return [];
  const names = new Map((await listCollections().catch(() => [])).map((c) => [c.id, c.name]));
  const groups = await Promise.all(
    ids.map(async (id) => {
      try {
        const { cards } = await loadProductCards({ collectionIds: [id], limit: RELATED_LIMIT, page: 1 });
        const name = names.get(id);
        return {
          title: name ? messages.moreFrom(name) : messages.relatedProducts,
          products: cards.filter((card) => card.id !== product.id),
        };
      } catch (error) {
        console.error(`Failed to load related products of collection ${id}`, error);
        return { title: messages.relatedProducts, products: [] };
      }
    }),
  );
  return groups.filter((group) => group.products.length > 0);
}

/** Null when no product has this slug. Gallery and related failures are logged and leave those parts empty. */
export async function loadProductPage(slug: string): Promise<ProductPageData | null> {
  const product = await getProductBySlug(slug);
  if (!product) return null;
  const [media, related] = await Promise.all([
    getMediaBatch(product.galleryIds).catch((error: unknown) => {
      console.error('Failed to load the gallery', error);
      return [];
    }),
    loadRelated(product),
  ]);
  return { product, gallery: buildGallery(product, media), descriptionHtml: sanitizeDescription(product.description), related };
}
